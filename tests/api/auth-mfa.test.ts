import { describe, expect, it } from 'vitest';
import { adminEndpoints } from '#contract/admin/admin-endpoints.ts';
import { mfaMessages } from '#contract/auth/mfa-schemas.ts';
import { passkeyMessages } from '#contract/auth/passkey-schemas.ts';
import { endpoints } from '#contract/endpoints.ts';
import { browserLikeClient } from '../support/browser-like-client.ts';
import type { BrowserLikeClient } from '../support/browser-like-client.ts';
import { failureOf } from '../support/failure-of.ts';
import { headerOf } from '../support/mail-catcher.ts';
import { newEmail } from '../support/new-email.ts';
import { signUpAndConfirm } from '../support/sign-up-and-confirm.ts';
import { useAccountTestServer } from '../support/account-test-server.ts';
import type { AccountTestServer } from '../support/account-test-server.ts';
import { testEngines } from '../support/test-database.ts';
import { startTestServer } from '../support/test-server.ts';
import { totpCode, totpStepOf } from '../support/totp-code.ts';

const password = 'correct horse battery';
const expiredSignIn = {
  status: 401,
  code: 'NotAuthorizedException',
  serverMessage: 'An error occurred during the sign in process',
};

/** Signs in with the password and answers the challenge step; returns the answer. */
const signInStep = (api: BrowserLikeClient, email: string) => api.call(endpoints.signIn, { body: { email, password } });
const confirm = (api: BrowserLikeClient, challenge: string | undefined, challengeResponse: string) =>
  api.call(endpoints.confirmSignIn, { body: { challenge: challenge ?? '', challengeResponse } });

/** Adds an authenticator app to the signed-in `api`'s account; returns its secret and the recovery codes. */
async function addTotp(api: BrowserLikeClient) {
  const { sharedSecret } = await api.call(endpoints.startTotpSetup);
  const { recoveryCodes } = await api.call(endpoints.verifyTotpSetup, { body: { code: totpCode(sharedSecret) } });
  return { secret: sharedSecret, recoveryCodes };
}

/** Turns on e-mail codes for the signed-in `api`'s account. */
async function addEmailCodes(app: AccountTestServer, api: BrowserLikeClient, email: string) {
  const sent = app.mail.messages.length;
  await api.call(endpoints.startEmailMfaSetup);
  return api.call(endpoints.verifyEmailMfaSetup, { body: { code: await app.mail.latestCode(email, sent) } });
}

describe.each(testEngines)('multi-factor sign-in on $engine', ({ engine, available }) => {
  const app = useAccountTestServer(engine, available, {
    ADMIN_EMAILS: `mfa.boss.${engine}@example.test`,
    TRUST_PROXY: 'true',
  });
  // Each client comes from its own address, so the per-address code limits of one test leave the others alone.
  let clients = 0;
  const client = () => browserLikeClient(app.server.url, { 'X-Forwarded-For': `198.51.100.${++clients}` });
  async function signedUpUser(email = newEmail('factor')): Promise<{ email: string; api: BrowserLikeClient }> {
    const api = client();
    await signUpAndConfirm(api, app.mail, email, password);
    return { email, api };
  }

  it.skipIf(!available)(
    'adds an authenticator app with a first code, then asks for its code at sign-in (±1 step, never twice)',
    async () => {
      const { email, api } = await signedUpUser();
      // Codes count from the step the test starts in: the server's clock stays in it or the next while the
      // test runs, and takes codes within one step of it (exactly so in tests/unit/totp-step.test.ts).
      const start = totpStepOf();
      const setup = await api.call(endpoints.startTotpSetup);
      const uri = new URL(setup.setupUri);
      expect(uri.protocol).toBe('otpauth:');
      expect(uri.searchParams.get('issuer')).toBe('Nemesis Day');
      expect(uri.searchParams.get('secret')).toBe(setup.sharedSecret);
      expect(decodeURIComponent(uri.pathname)).toContain(email);
      expect(
        await failureOf(
          api.call(endpoints.verifyTotpSetup, { body: { code: totpCode(setup.sharedSecret, 3, start) } }),
        ),
      ).toMatchObject({ status: 400, code: 'CodeMismatchException' });
      expect(await failureOf(api.call(endpoints.verifyTotpSetup, { body: { code: '12' } }))).toMatchObject({
        code: 'INVALID_INPUT',
        serverMessage: 'Please enter the 6-digit code',
      });
      const sent = app.mail.messages.length;
      const { recoveryCodes } = await api.call(endpoints.verifyTotpSetup, {
        body: { code: totpCode(setup.sharedSecret, 0, start) },
      });
      expect(recoveryCodes).toHaveLength(10);
      expect(new Set(recoveryCodes).size).toBe(10);
      expect((await app.mail.waitFor(email, /authenticator app was added/)).raw).toContain('Nemesis Day');
      expect(app.mail.messages.length).toBeGreaterThan(sent);
      expect(await failureOf(api.call(endpoints.startTotpSetup))).toMatchObject({
        code: 'InvalidParameterException',
        serverMessage: mfaMessages.alreadyAdded,
      });
      expect(await api.call(endpoints.security)).toMatchObject({
        mfaMode: 'optional',
        factors: [{ type: 'TOTP' }],
        recoveryCodesLeft: 10,
      });

      const browser = client();
      const step = await signInStep(browser, email);
      expect(step).toEqual({
        isSignedIn: false,
        nextStep: { signInStep: 'CONFIRM_SIGN_IN_WITH_TOTP_CODE', recoveryCodesAccepted: true },
        challenge: expect.any(String),
      });
      expect(await failureOf(browser.call(endpoints.session))).toMatchObject({ status: 401 });
      // The code the set-up used is spent; three steps past the start is beyond the drift allowed, whichever of its two steps the server is in.
      expect(await failureOf(confirm(browser, step.challenge, totpCode(setup.sharedSecret, 0, start)))).toMatchObject({
        code: 'CodeMismatchException',
      });
      expect(await failureOf(confirm(browser, step.challenge, totpCode(setup.sharedSecret, 3, start)))).toMatchObject({
        code: 'CodeMismatchException',
      });
      expect(await confirm(browser, step.challenge, totpCode(setup.sharedSecret, 1, start))).toEqual({
        isSignedIn: true,
        nextStep: { signInStep: 'DONE' },
      });
      expect(await browser.call(endpoints.session)).toMatchObject({ email });
      // The challenge was single use, and the code accepted now is never accepted again.
      expect(await failureOf(confirm(client(), step.challenge, totpCode(setup.sharedSecret, 1, start)))).toMatchObject(
        expiredSignIn,
      );
      const again = client();
      const second = await signInStep(again, email);
      expect(await failureOf(confirm(again, second.challenge, totpCode(setup.sharedSecret, 1, start)))).toMatchObject({
        code: 'CodeMismatchException',
      });
      expect(await failureOf(confirm(again, second.challenge, totpCode(setup.sharedSecret, -1, start)))).toMatchObject({
        code: 'CodeMismatchException',
      });

      // Lost the phone: a recovery code works once, at the authenticator's challenge.
      expect(await confirm(again, second.challenge, recoveryCodes![0]!.toUpperCase())).toMatchObject({
        isSignedIn: true,
      });
      const used = await app.mail.waitFor(email, /recovery code was used/);
      expect(headerOf(used, 'subject')).toBe('A recovery code was used to sign in to your Nemesis Day account');
      const third = client();
      const thirdStep = await signInStep(third, email);
      expect(await failureOf(confirm(third, thirdStep.challenge, recoveryCodes![0]!))).toMatchObject({
        code: 'CodeMismatchException',
      });
      expect(await third.call(endpoints.security).catch(() => undefined)).toBeUndefined();
      const security = await api.call(endpoints.security);
      expect(security.recoveryCodesLeft).toBe(9);
      expect(security.signIns.slice(0, 2).map((signIn) => signIn.method)).toEqual([
        'password+recovery-code',
        'password+totp',
      ]);
      expect(security.signIns[0]!.client).toMatch(/\w/);
    },
  );

  it.skipIf(!available)(
    'starts authenticator set-ups sent at once without a server error: the last one started is the one a code finishes',
    async () => {
      const { api } = await signedUpUser();
      const setups = await Promise.all(Array.from({ length: 6 }, () => api.call(endpoints.startTotpSetup)));
      const finished = await Promise.all(
        setups.map((setup) =>
          api.call(endpoints.verifyTotpSetup, { body: { code: totpCode(setup.sharedSecret) } }).then(
            () => true,
            () => false,
          ),
        ),
      );
      expect(finished.filter(Boolean)).toHaveLength(1);
      expect((await api.call(endpoints.security)).factors).toEqual([{ type: 'TOTP', addedAt: expect.any(String) }]);
    },
  );

  it.skipIf(!available)(
    'turns on e-mail codes, mails one at each sign-in, and lets the user choose when both are on',
    async () => {
      const { email, api } = await signedUpUser();
      const added = await addEmailCodes(app, api, email);
      expect(added.recoveryCodes).toHaveLength(10);
      await app.mail.waitFor(email, /E-mail codes were turned on/);

      const browser = client();
      const sent = app.mail.messages.length;
      const step = await signInStep(browser, email);
      expect(step).toMatchObject({
        isSignedIn: false,
        nextStep: {
          signInStep: 'CONFIRM_SIGN_IN_WITH_EMAIL_CODE',
          codeDeliveryDetails: {
            deliveryMedium: 'EMAIL',
            attributeName: 'email',
            destination: expect.stringMatching(/^f\*\*\*[a-z0-9]@example\.test$/),
          },
        },
      });
      const code = await app.mail.latestCode(email, sent);
      expect(app.mail.messages.at(-1)!.raw).toContain('sign-in code');
      const wrong = code === '000000' ? '111111' : '000000';
      expect(await failureOf(confirm(browser, step.challenge, wrong))).toMatchObject({ code: 'CodeMismatchException' });
      expect(await confirm(browser, step.challenge, code)).toMatchObject({
        isSignedIn: true,
        nextStep: { signInStep: 'DONE' },
      });

      // With the authenticator app too, the user chooses; the answer follows the spec's set-up rules.
      const { recoveryCodes } = await addTotp(api);
      expect(recoveryCodes).toBeUndefined();
      const choosing = client();
      const selection = await signInStep(choosing, email);
      expect(selection).toMatchObject({
        nextStep: { signInStep: 'CONTINUE_SIGN_IN_WITH_MFA_SELECTION', allowedMfaTypes: ['EMAIL', 'TOTP'] },
      });
      for (const answer of ['SMS', 'email', 'pigeon']) {
        expect(await failureOf(confirm(choosing, selection.challenge, answer))).toMatchObject({
          status: 400,
          code: 'InvalidParameterException',
          serverMessage: 'Incorrect MFA method was chosen. It should be either SMS, TOTP, or EMAIL',
        });
      }
      const before = app.mail.messages.length;
      const emailStep = await confirm(choosing, selection.challenge, 'EMAIL');
      expect(emailStep.nextStep.signInStep).toBe('CONFIRM_SIGN_IN_WITH_EMAIL_CODE');
      expect(await failureOf(confirm(choosing, selection.challenge, 'TOTP'))).toMatchObject(expiredSignIn);
      expect(await confirm(choosing, emailStep.challenge, await app.mail.latestCode(email, before))).toMatchObject({
        isSignedIn: true,
      });

      // Removing a factor needs the password, and tells the owner.
      expect(
        await failureOf(
          api.call(endpoints.removeMfa, { params: { type: 'EMAIL' }, body: { password: 'not my password' } }),
        ),
      ).toMatchObject({ code: 'NotAuthorizedException' });
      await api.call(endpoints.removeMfa, { params: { type: 'EMAIL' }, body: { password } });
      await app.mail.waitFor(email, /E-mail codes were turned off/);
      expect((await api.call(endpoints.security)).factors.map((factor) => factor.type)).toEqual(['TOTP']);
      expect(
        await failureOf(api.call(endpoints.removeMfa, { params: { type: 'EMAIL' }, body: { password } })),
      ).toMatchObject({ code: 'InvalidParameterException', serverMessage: mfaMessages.notAdded });
    },
  );

  it.skipIf(!available)(
    'resends the e-mail code of a sign-in step (the new code works), within the limit of codes sent',
    async () => {
      const { email, api } = await signedUpUser();
      await addEmailCodes(app, api, email);
      await app.mail.waitFor(email, /E-mail codes were turned on/);
      const browser = client();
      let sent = app.mail.messages.length;
      const step = await signInStep(browser, email);
      await app.mail.latestCode(email, sent);
      const resend = (challenge = step.challenge ?? '') =>
        browser.call(endpoints.resendSignInCode, { body: { challenge } });
      sent = app.mail.messages.length;
      expect(await resend()).toEqual({
        codeDeliveryDetails: {
          destination: step.nextStep.codeDeliveryDetails!.destination,
          deliveryMedium: 'EMAIL',
          attributeName: 'email',
        },
      });
      await app.mail.latestCode(email, sent);
      // Sign-up, set-up, sign-in and the resend made four codes for the address: one more goes, the next is refused.
      sent = app.mail.messages.length;
      await resend();
      const latest = await app.mail.latestCode(email, sent);
      sent = app.mail.messages.length;
      expect(await failureOf(resend())).toMatchObject({
        status: 429,
        code: 'LimitExceededException',
        serverMessage: 'Too many attempts. Please wait a while and try again.',
        retryAfterSeconds: expect.any(Number),
      });
      expect(await failureOf(resend('no-such-challenge'))).toMatchObject(expiredSignIn);
      expect(await confirm(browser, step.challenge, latest)).toMatchObject({ isSignedIn: true });
      // The sign-in's code and the two resent, and nothing for the refused one.
      expect(
        app.mail.messages.filter((message) => message.to.includes(email) && message.raw.includes('sign-in code')),
      ).toHaveLength(3);
      expect(app.mail.messages.length).toBe(sent);
      // A spent step, and a step that is not the e-mail code's, send nothing.
      expect(
        await failureOf(client().call(endpoints.resendSignInCode, { body: { challenge: step.challenge! } })),
      ).toMatchObject(expiredSignIn);
      await addTotp(api);
      const choosing = client();
      const selection = await signInStep(choosing, email);
      expect(
        await failureOf(choosing.call(endpoints.resendSignInCode, { body: { challenge: selection.challenge! } })),
      ).toMatchObject(expiredSignIn);
    },
  );

  it.skipIf(!available)(
    'regenerates recovery codes with the password (the old stop working) and reports the factors to admins',
    async () => {
      const { email, api } = await signedUpUser();
      const { recoveryCodes: old } = await addTotp(api);
      expect(
        await failureOf(api.call(endpoints.regenerateRecoveryCodes, { body: { password: 'wrong password' } })),
      ).toMatchObject({ code: 'NotAuthorizedException' });
      const { recoveryCodes } = await api.call(endpoints.regenerateRecoveryCodes, { body: { password } });
      expect(recoveryCodes).toHaveLength(10);
      await app.mail.waitFor(email, /New recovery codes were made/);
      const browser = client();
      const step = await signInStep(browser, email);
      expect(await failureOf(confirm(browser, step.challenge, old![1]!))).toMatchObject({
        code: 'CodeMismatchException',
      });
      expect(await confirm(browser, step.challenge, recoveryCodes[1]!)).toMatchObject({ isSignedIn: true });

      const admin = client();
      await signUpAndConfirm(admin, app.mail, `mfa.boss.${engine}@example.test`, password);
      const { sub } = await api.call(endpoints.session);
      expect((await admin.call(adminEndpoints.adminUser, { params: { id: sub } })).attributes).toMatchObject({
        mfa: 'TOTP',
      });
      await addEmailCodes(app, api, email);
      expect((await admin.call(adminEndpoints.adminUser, { params: { id: sub } })).attributes).toMatchObject({
        mfa: 'EMAIL,TOTP',
      });
    },
  );

  it.skipIf(!available)(
    'offers an account with an unverified address the verify step, with a code to its masked address',
    async () => {
      const { email, api } = await signedUpUser();
      await app.database.db.updateTable('users').set({ emailVerifiedAt: null }).where('email', '=', email).execute();
      const browser = client();
      expect(await signInStep(browser, email)).toEqual({
        isSignedIn: true,
        nextStep: { signInStep: 'DONE' },
        unverifiedUserAttributes: { email: expect.stringMatching(/^f\*\*\*[a-z0-9]@example\.test$/) },
      });
      const sent = app.mail.messages.length;
      expect(await browser.call(endpoints.verifyAttribute, { body: { attributeName: 'email' } })).toMatchObject({
        codeDeliveryDetails: { deliveryMedium: 'EMAIL' },
      });
      const code = await app.mail.latestCode(email, sent);
      expect(
        await failureOf(
          browser.call(endpoints.confirmAttribute, {
            body: { attributeName: 'email', code: code === '000000' ? '111111' : '000000' },
          }),
        ),
      ).toMatchObject({ code: 'CodeMismatchException' });
      await browser.call(endpoints.confirmAttribute, { body: { attributeName: 'email', code } });
      expect(await signInStep(client(), email)).toEqual({ isSignedIn: true, nextStep: { signInStep: 'DONE' } });
      expect(await failureOf(api.call(endpoints.verifyAttribute, { body: { attributeName: 'email' } }))).toMatchObject({
        code: 'InvalidParameterException',
      });
    },
  );

  it.skipIf(!available)(
    'starts passkey ceremonies for this site and refuses a credential no authenticator made',
    async () => {
      const { email, api } = await signedUpUser();
      const registration = await api.call(endpoints.passkeyRegistrationOptions);
      expect(registration.options).toMatchObject({
        rp: { name: 'Nemesis Day', id: '127.0.0.1' },
        user: { name: email },
        excludeCredentials: [],
        authenticatorSelection: { residentKey: 'required' },
      });
      const forged = {
        id: 'Zm9yZ2Vk',
        rawId: 'Zm9yZ2Vk',
        type: 'public-key' as const,
        response: { clientDataJSON: 'e30', attestationObject: 'e30' },
        clientExtensionResults: {},
      };
      const add = () =>
        api.call(endpoints.addPasskey, { body: { ticket: registration.ticket, name: 'Forged', credential: forged } });
      expect(await failureOf(add())).toMatchObject({
        code: 'InvalidParameterException',
        serverMessage: passkeyMessages.registrationFailed,
      });
      // The ceremony's challenge was spent by the first answer.
      expect(await failureOf(add())).toMatchObject({ serverMessage: passkeyMessages.registrationFailed });
      expect(await failureOf(client().call(endpoints.passkeyRegistrationOptions))).toMatchObject({ status: 401 });

      const browser = client();
      const signIn = await browser.call(endpoints.passkeySignInOptions);
      expect(signIn.options).toMatchObject({ rpId: '127.0.0.1', challenge: expect.any(String) });
      const answer = () =>
        browser.call(endpoints.passkeySignIn, {
          body: {
            ticket: signIn.ticket,
            credential: { ...forged, response: { clientDataJSON: 'e30', authenticatorData: 'e30', signature: 'e30' } },
          },
        });
      expect(await failureOf(answer())).toMatchObject({
        status: 401,
        code: 'NotAuthorizedException',
        serverMessage: passkeyMessages.notRecognised,
      });
      expect(await failureOf(answer())).toMatchObject(expiredSignIn);
      expect((await api.call(endpoints.security)).passkeys).toEqual([]);
    },
  );

  it.skipIf(!available)('ends a challenge after 180 s and after five wrong codes', async () => {
    const { email, api } = await signedUpUser();
    const { secret } = await addTotp(api);
    const browser = client();
    const late = await signInStep(browser, email);
    await app.database.db
      .updateTable('signInChallenges')
      .set({ expiresAt: new Date(Date.now() - 1000).toISOString() })
      .execute();
    expect(await failureOf(confirm(browser, late.challenge, totpCode(secret, 1)))).toMatchObject(expiredSignIn);
    expect(await failureOf(confirm(browser, 'no-such-challenge', totpCode(secret, 1)))).toMatchObject(expiredSignIn);
    expect(await failureOf(confirm(browser, late.challenge, ''))).toMatchObject({
      code: 'INVALID_INPUT',
      serverMessage: 'This field is required',
    });

    const guessed = await signInStep(browser, email);
    const wrong = totpCode(secret, 5);
    for (let attempt = 0; attempt < 5; attempt++)
      expect(await failureOf(confirm(browser, guessed.challenge, wrong))).toMatchObject({
        code: 'CodeMismatchException',
      });
    expect(await failureOf(confirm(browser, guessed.challenge, wrong))).toMatchObject({
      status: 429,
      code: 'TooManyFailedAttemptsException',
    });
    // Spent: even the right code no longer works on it.
    expect(await failureOf(confirm(browser, guessed.challenge, totpCode(secret, 1)))).toMatchObject(expiredSignIn);
  });
});

describe.each(testEngines)('MFA_MODE on $engine', ({ engine, available }) => {
  const required = useAccountTestServer(engine, available, { MFA_MODE: 'required' });
  const off = useAccountTestServer(engine, available, { MFA_MODE: 'off' });

  it.skipIf(!available)(
    'walks a user without a factor through setting up an authenticator app or e-mail codes',
    async () => {
      const email = newEmail('walked');
      const api = browserLikeClient(required.server.url);
      const sent = required.mail.messages.length;
      await api.call(endpoints.signUp, { body: { email, password } });
      const setup = await api.call(endpoints.confirmSignUp, {
        body: { email, code: await required.mail.latestCode(email, sent) },
      });
      expect(setup).toMatchObject({
        isSignedIn: false,
        nextStep: { signInStep: 'CONTINUE_SIGN_IN_WITH_MFA_SETUP_SELECTION', allowedMfaTypes: ['EMAIL', 'TOTP'] },
      });
      expect(await failureOf(confirm(api, setup.challenge, 'SMS'))).toMatchObject({
        serverMessage: mfaMessages.incorrectMfaMethod,
      });
      const totp = await confirm(api, setup.challenge, 'TOTP');
      expect(totp.nextStep).toMatchObject({
        signInStep: 'CONTINUE_SIGN_IN_WITH_TOTP_SETUP',
        totpSetupDetails: { sharedSecret: expect.stringMatching(/^[A-Z2-7]{32}$/) },
      });
      const secret = totp.nextStep.totpSetupDetails!.sharedSecret;
      expect(await failureOf(confirm(api, totp.challenge, 'TOTP'))).toMatchObject({
        serverMessage: mfaMessages.incorrectMfaMethod,
      });
      expect(await failureOf(confirm(api, totp.challenge, totpCode(secret, 4)))).toMatchObject({
        code: 'CodeMismatchException',
      });
      const done = await confirm(api, totp.challenge, totpCode(secret));
      expect(done).toMatchObject({
        isSignedIn: true,
        nextStep: { signInStep: 'DONE' },
        recoveryCodes: expect.any(Array),
      });
      expect(
        await failureOf(api.call(endpoints.removeMfa, { params: { type: 'TOTP' }, body: { password } })),
      ).toMatchObject({ serverMessage: mfaMessages.lastFactorRequired });
      const later = browserLikeClient(required.server.url);
      expect((await signInStep(later, email)).nextStep.signInStep).toBe('CONFIRM_SIGN_IN_WITH_TOTP_CODE');

      const other = newEmail('walked');
      const second = browserLikeClient(required.server.url);
      const before = required.mail.messages.length;
      await second.call(endpoints.signUp, { body: { email: other, password } });
      await second.call(endpoints.confirmSignUp, {
        body: { email: other, code: await required.mail.latestCode(other, before) },
      });
      const choose = await signInStep(second, other);
      expect(choose.nextStep.signInStep).toBe('CONTINUE_SIGN_IN_WITH_MFA_SETUP_SELECTION');
      const emailSetup = await confirm(second, choose.challenge, 'EMAIL');
      expect(emailSetup.nextStep.signInStep).toBe('CONTINUE_SIGN_IN_WITH_EMAIL_SETUP');
      expect(await failureOf(confirm(second, emailSetup.challenge, '123456'))).toMatchObject({
        serverMessage: mfaMessages.incorrectMfaMethod,
      });
      expect(await failureOf(confirm(second, emailSetup.challenge, 'someone.else@example.test'))).toMatchObject({
        code: 'InvalidParameterException',
        serverMessage: mfaMessages.emailIsAccountAddress,
      });
      const mailed = required.mail.messages.length;
      const codeStep = await confirm(second, emailSetup.challenge, other.toUpperCase());
      // E-mail codes are being set up: the account has no recovery code yet to offer instead.
      expect(codeStep.nextStep).toMatchObject({
        signInStep: 'CONFIRM_SIGN_IN_WITH_EMAIL_CODE',
        codeDeliveryDetails: { deliveryMedium: 'EMAIL' },
        recoveryCodesAccepted: false,
      });
      expect(await confirm(second, codeStep.challenge, await required.mail.latestCode(other, mailed))).toMatchObject({
        isSignedIn: true,
        recoveryCodes: expect.any(Array),
      });
      expect((await second.call(endpoints.security)).factors.map((factor) => factor.type)).toEqual(['EMAIL']);
    },
  );

  it.skipIf(!available)('with MFA off signs in with the password alone and refuses to add a factor', async () => {
    const email = newEmail('walked');
    const api = browserLikeClient(off.server.url);
    await signUpAndConfirm(api, off.mail, email, password);
    expect(await failureOf(api.call(endpoints.startTotpSetup))).toMatchObject({
      code: 'InvalidParameterException',
      serverMessage: mfaMessages.mfaOff,
    });
    expect(await api.call(endpoints.security)).toMatchObject({ mfaMode: 'off', factors: [] });
    expect(await signInStep(browserLikeClient(off.server.url), email)).toMatchObject({ isSignedIn: true });
  });

  it.skipIf(!available)(
    'with MFA off keeps the factors set up before: sign-in asks for them, they stay listed and removable, and nothing new is added',
    async () => {
      // The server ran with MFA_MODE=optional on this database before: the user added an authenticator app then.
      const before = await startTestServer({ storage: off.server.storage, env: { SMTP_URL: off.mail.url } });
      const email = newEmail('kept');
      const earlier = browserLikeClient(before.url);
      await signUpAndConfirm(earlier, off.mail, email, password);
      const start = totpStepOf();
      const { sharedSecret: secret } = await earlier.call(endpoints.startTotpSetup);
      await earlier.call(endpoints.verifyTotpSetup, { body: { code: totpCode(secret, 0, start) } });
      await before.close();

      const browser = browserLikeClient(off.server.url);
      const step = await signInStep(browser, email);
      expect(step).toEqual({
        isSignedIn: false,
        nextStep: { signInStep: 'CONFIRM_SIGN_IN_WITH_TOTP_CODE', recoveryCodesAccepted: true },
        challenge: expect.any(String),
      });
      expect(await failureOf(browser.call(endpoints.session))).toMatchObject({ status: 401 });
      expect(await confirm(browser, step.challenge, totpCode(secret, 1, start))).toEqual({
        isSignedIn: true,
        nextStep: { signInStep: 'DONE' },
      });
      expect(await browser.call(endpoints.security)).toMatchObject({
        mfaMode: 'off',
        factors: [{ type: 'TOTP' }],
        recoveryCodesLeft: 10,
      });

      // Nothing new: no e-mail codes, no passkey; the refusal changes nothing.
      const sent = off.mail.messages.length;
      expect(await failureOf(browser.call(endpoints.startEmailMfaSetup))).toMatchObject({
        status: 400,
        code: 'InvalidParameterException',
        serverMessage: mfaMessages.mfaOff,
      });
      expect(await failureOf(browser.call(endpoints.passkeyRegistrationOptions))).toMatchObject({
        code: 'InvalidParameterException',
        serverMessage: mfaMessages.mfaOff,
      });
      expect(off.mail.messages.length).toBe(sent);
      expect((await browser.call(endpoints.security)).factors.map((factor) => factor.type)).toEqual(['TOTP']);
      // Passkeys made before still sign in: the sign-in ceremony starts.
      expect((await browserLikeClient(off.server.url).call(endpoints.passkeySignInOptions)).ticket).toEqual(
        expect.any(String),
      );

      await browser.call(endpoints.removeMfa, { params: { type: 'TOTP' }, body: { password } });
      await off.mail.waitFor(email, /authenticator app was removed/);
      expect(await browser.call(endpoints.security)).toMatchObject({ factors: [], recoveryCodesLeft: 0 });
      expect(await signInStep(browserLikeClient(off.server.url), email)).toMatchObject({
        isSignedIn: true,
        nextStep: { signInStep: 'DONE' },
      });
    },
  );
});

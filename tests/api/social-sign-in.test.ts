import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { adminEndpoints } from '#contract/admin/admin-endpoints.ts';
import { maskEmail } from '#contract/auth/auth-messages.ts';
import { mfaMessages } from '#contract/auth/mfa-schemas.ts';
import { socialStartPath } from '#contract/auth/social-endpoints.ts';
import { continueSignInParam, socialErrorParam, socialMethodMessages } from '#contract/auth/social-messages.ts';
import { endpoints } from '#contract/endpoints.ts';
import { useAccountTestServer } from '../support/account-test-server.ts';
import { browserLikeClient } from '../support/browser-like-client.ts';
import type { BrowserLikeClient } from '../support/browser-like-client.ts';
import { failureOf } from '../support/failure-of.ts';
import { newEmail } from '../support/new-email.ts';
import { signUpAndConfirm } from '../support/sign-up-and-confirm.ts';
import { testEngines } from '../support/test-database.ts';
import { useTestSocialProviders } from '../support/test-social-providers.ts';
import { redirectOf, throughProvider } from '../support/through-provider.ts';
import { totpCode } from '../support/totp-code.ts';

const password = 'correct horse battery';
const failedWith = (code: string) => `/login?${socialErrorParam}=${code}`;
const continueSignIn = `/login?${continueSignInParam}=1`;
const expiredSignIn = {
  status: 401,
  code: 'NotAuthorizedException',
  serverMessage: 'An error occurred during the sign in process',
};
const confirm = (api: BrowserLikeClient, challenge: string | undefined, challengeResponse: string) =>
  api.call(endpoints.confirmSignIn, { body: { challenge: challenge ?? '', challengeResponse } });

describe.each(testEngines)('social sign-in on $engine', ({ engine, available }) => {
  const providers = useTestSocialProviders(available);
  // The admin of the last test, known from ADMIN_EMAILS.
  const env = Object.assign(providers.env, { ADMIN_EMAILS: `boss.${engine}@example.test` });
  const app = useAccountTestServer(engine, available, env);
  let counter = 0;
  const unique = (name: string) => `${name}${++counter}${engine}`;
  const client = () => browserLikeClient(app.server.url);
  const userByEmail = (email: string) =>
    app.database.db.selectFrom('users').selectAll().where('email', '=', email).executeTakeFirst();
  const identitiesOf = (userId: string) =>
    app.database.db.selectFrom('identities').selectAll().where('userId', '=', userId).execute();

  /** Signs in through a provider as `login`; answers where our callback sent the browser. */
  async function signInWith(
    api: BrowserLikeClient,
    provider: 'google' | 'facebook' | 'oidc',
    login: string,
    returnTo?: string,
  ): Promise<string> {
    const { callbackUrl } = await throughProvider(api, socialStartPath(provider, { returnTo }), login);
    return redirectOf(api, callbackUrl);
  }

  it.skipIf(!available)('lists the configured providers with their button names', async () => {
    expect(await client().call(endpoints.socialProviders)).toEqual({
      providers: [
        { id: 'google', name: 'Google' },
        { id: 'facebook', name: 'Facebook' },
        { id: 'oidc', name: 'Acme SSO' },
      ],
    });
  });

  it.skipIf(!available)(
    'signs a newcomer in with Google: PKCE S256, state and nonce, a new confirmed account without password, the login report',
    async () => {
      const api = client();
      const login = `1098${Date.now()}${counter++}`;
      providers.google.accounts.set(login, {
        email: `Rival.${login}@Gmail.test`,
        email_verified: true,
        given_name: 'Rita',
        family_name: 'Rival',
        name: 'Rita Rival',
        picture: 'https://example.test/p.png',
      });
      const { authorizationUrl, callbackUrl } = await throughProvider(api, socialStartPath('google'), login);
      const query = authorizationUrl.searchParams;
      expect(query.get('response_type')).toBe('code');
      expect(query.get('scope')).toBe('openid email profile');
      expect(query.get('code_challenge_method')).toBe('S256');
      expect(query.get('state')).toHaveLength(32);
      expect(query.get('nonce')).toBeTruthy();
      expect(query.get('redirect_uri')).toBe(`${app.server.url}/api/v1/auth/oidc/google/callback`);
      // The flow kept in the browser is signed, not secret: its verifier is 128 characters and matches the challenge sent.
      const flow = JSON.parse(Buffer.from(api.cookies.get('nemesis_oidc')!.split('.')[0]!, 'base64url').toString()) as {
        verifier: string;
      };
      expect(flow.verifier).toHaveLength(128);
      expect(createHash('sha256').update(flow.verifier).digest('base64url')).toBe(query.get('code_challenge'));

      expect(await redirectOf(api, callbackUrl)).toBe('/account');
      expect(api.cookies.has('nemesis_oidc')).toBe(false);
      const email = `rival.${login}@gmail.test`;
      expect(await api.call(endpoints.session)).toMatchObject({ email, authMethod: 'oidc' });
      const user = (await userByEmail(email))!;
      expect(user).toMatchObject({
        status: 'CONFIRMED',
        passwordHash: '',
        loginType: 'google',
        givenName: 'Rita',
        familyName: 'Rival',
      });
      expect(user.emailVerifiedAt).not.toBeNull();
      expect(user.lastLoginAt).not.toBeNull();
      expect(await identitiesOf(user.id)).toEqual([
        expect.objectContaining({
          provider: 'google',
          subject: login,
          email: `Rival.${login}@Gmail.test`,
          lastLoginAt: expect.any(String),
        }),
      ]);
      // The callback is used once: opening it again is refused.
      expect(await redirectOf(client(), callbackUrl)).toBe(failedWith('state'));
    },
  );

  it.skipIf(!available)('comes back to where the user was going, and never to another site', async () => {
    expect(await signInWith(client(), 'google', unique('goer'), '/create-nemesis-note')).toBe('/create-nemesis-note');
    const api = client();
    expect(await signInWith(api, 'google', unique('goer'), '//evil.test/x')).toBe('/account');

    // Signing in again in the same browser ends the session it had.
    const earlier = api.cookies.get('nemesis_session')!;
    expect(await signInWith(api, 'google', unique('switcher'))).toBe('/account');
    const stale = client();
    stale.cookies.set('nemesis_session', earlier);
    expect(await failureOf(stale.call(endpoints.session))).toMatchObject({ status: 401 });
    expect(await api.call(endpoints.session)).toMatchObject({ authMethod: 'oidc' });
  });

  it.skipIf(!available)(
    'signs in through a generic issuer: phone scope asked, e-mail from userinfo, login type oidc; the same identity again is the same account',
    async () => {
      const api = client();
      const login = unique('sso');
      const { authorizationUrl, callbackUrl } = await throughProvider(api, socialStartPath('oidc'), login);
      expect(authorizationUrl.searchParams.get('scope')).toBe('openid email profile phone');
      expect(await redirectOf(api, callbackUrl)).toBe('/account');
      const claims = await api.call(endpoints.session);
      expect(claims.email).toBe(`${login}@example.test`);
      expect((await userByEmail(claims.email))?.loginType).toBe('oidc');

      // A new e-mail at the provider changes nothing: the identity is what counts.
      providers.issuer.accounts.set(login, { email: `renamed.${login}@example.test`, email_verified: true });
      const again = client();
      expect(await signInWith(again, 'oidc', login)).toBe('/account');
      expect((await again.call(endpoints.session)).sub).toBe(claims.sub);
    },
  );

  it.skipIf(!available)(
    'signs into the existing account whose address the provider verified, and the password still works',
    async () => {
      const email = newEmail('owner');
      const owner = client();
      await signUpAndConfirm(owner, app.mail, email, password);
      const ownerId = (await owner.call(endpoints.session)).sub;
      const login = unique('g');
      providers.google.accounts.set(login, { email, email_verified: true });
      const api = client();
      expect(await signInWith(api, 'google', login)).toBe('/account');
      expect((await api.call(endpoints.session)).sub).toBe(ownerId);
      expect(await identitiesOf(ownerId)).toHaveLength(1);
      expect(await client().call(endpoints.signIn, { body: { email, password } })).toMatchObject({ isSignedIn: true });
    },
  );

  it.skipIf(!available)(
    'never lets an unverified provider e-mail take over an account; an unverified new address makes an account whose e-mail is not verified',
    async () => {
      const email = newEmail('victim');
      await signUpAndConfirm(client(), app.mail, email, password);
      const victim = (await userByEmail(email))!;
      const login = unique('impostor');
      providers.issuer.accounts.set(login, { email, email_verified: false });
      const api = client();
      expect(await signInWith(api, 'oidc', login)).toBe(failedWith('emailTaken'));
      expect(await failureOf(api.call(endpoints.session))).toMatchObject({ status: 401 });
      expect(await identitiesOf(victim.id)).toEqual([]);

      const newcomer = unique('unverified');
      providers.issuer.accounts.set(newcomer, { email: `${newcomer}@example.test`, email_verified: false });
      expect(await signInWith(api, 'oidc', newcomer)).toBe(continueSignIn);
      expect(await userByEmail(`${newcomer}@example.test`)).toMatchObject({
        status: 'CONFIRMED',
        emailVerifiedAt: null,
      });
    },
  );

  it.skipIf(!available)(
    'never links to an unconfirmed sign-up of the verified address: its owner gets a new account without the password someone else may have set',
    async () => {
      const email = newEmail('squatted');
      await client().call(endpoints.signUp, { body: { email, password } });
      const squatted = await userByEmail(email);
      const login = unique('real');
      providers.google.accounts.set(login, { email, email_verified: true });
      expect(await signInWith(client(), 'google', login)).toBe('/account');
      const owned = await userByEmail(email);
      expect(owned).toMatchObject({ status: 'CONFIRMED', passwordHash: '' });
      expect(owned?.id).not.toBe(squatted?.id);
      expect(await failureOf(client().call(endpoints.signIn, { body: { email, password } }))).toMatchObject({
        code: 'NotAuthorizedException',
      });
    },
  );

  it.skipIf(!available)('refuses a tampered or missing state', async () => {
    const api = client();
    const { callbackUrl } = await throughProvider(api, socialStartPath('google'), unique('state'));
    const tampered = new URL(callbackUrl);
    tampered.searchParams.set('state', 'x'.repeat(32));
    expect(await redirectOf(api, tampered)).toBe(failedWith('state'));
    expect(await failureOf(api.call(endpoints.session))).toMatchObject({ status: 401 });
    // Without the flow cookie (another browser opening the link): refused too.
    const { callbackUrl: other } = await throughProvider(client(), socialStartPath('google'), unique('state'));
    expect(await redirectOf(client(), other)).toBe(failedWith('state'));
  });

  it.skipIf(!available)('checks PKCE: a code issued for another challenge gets no token', async () => {
    const api = client();
    const { callbackUrl } = await throughProvider(api, socialStartPath('oidc'), unique('pkce'), {
      tamper: (url) =>
        url.searchParams.set('code_challenge', createHash('sha256').update('x'.repeat(64)).digest('base64url')),
    });
    expect(await redirectOf(api, callbackUrl)).toBe(failedWith('noToken'));
    expect(await failureOf(api.call(endpoints.session))).toMatchObject({ status: 401 });
  });

  it.skipIf(!available)('checks the nonce: an ID token for another nonce is refused', async () => {
    const api = client();
    const { callbackUrl } = await throughProvider(api, socialStartPath('google'), unique('nonce'), {
      tamper: (url) => url.searchParams.set('nonce', 'someone-elses-nonce'),
    });
    expect(await redirectOf(api, callbackUrl)).toBe(failedWith('failed'));
    expect(await failureOf(api.call(endpoints.session))).toMatchObject({ status: 401 });
  });

  it.skipIf(!available)(
    'comes back with "User cancelled OAuth flow." when the user cancels at the provider',
    async () => {
      for (const provider of ['google', 'facebook'] as const) {
        const api = client();
        const { callbackUrl } = await throughProvider(api, socialStartPath(provider), unique('quitter'), {
          cancel: true,
        });
        expect(callbackUrl.searchParams.get('error')).toBe('access_denied');
        expect(await redirectOf(api, callbackUrl)).toBe(failedWith('cancelled'));
      }
    },
  );

  it.skipIf(!available)('refuses a provider that is not configured', async () => {
    const api = client();
    expect(await redirectOf(api, '/api/v1/auth/oidc/apple/start')).toBe(failedWith('unsupported'));
    expect(await redirectOf(api, '/api/v1/auth/oidc/apple/callback?code=x&state=y')).toBe(failedWith('unsupported'));
  });

  it.skipIf(!available)(
    'signs a newcomer in with Facebook through the dialog, token and Graph /me (the e-mail not vouched for)',
    async () => {
      const api = client();
      const login = unique('fb');
      providers.facebook.users.set(login, {
        id: `10${counter}55`,
        email: `${login}@example.test`,
        first_name: 'Fiona',
        last_name: 'Foe',
      });
      const { authorizationUrl, callbackUrl } = await throughProvider(api, socialStartPath('facebook'), login);
      expect(authorizationUrl.searchParams.get('code_challenge_method')).toBe('S256');
      expect(authorizationUrl.searchParams.get('state')).toHaveLength(32);
      // Signed in, but the address is not vouched for: the sign-in page shows the (skippable) verify step.
      expect(await redirectOf(api, callbackUrl)).toBe(continueSignIn);
      const email = `${login}@example.test`;
      expect(await api.call(endpoints.session)).toMatchObject({ email, authMethod: 'oidc' });
      expect(await api.call(endpoints.pendingSignIn)).toEqual({
        email,
        response: {
          isSignedIn: true,
          nextStep: { signInStep: 'DONE' },
          unverifiedUserAttributes: { email: maskEmail(email) },
        },
      });
      const user = (await userByEmail(email))!;
      expect(user).toMatchObject({
        loginType: 'facebook',
        givenName: 'Fiona',
        familyName: 'Foe',
        emailVerifiedAt: null,
      });
      expect(await identitiesOf(user.id)).toEqual([
        expect.objectContaining({ provider: 'facebook', subject: `10${counter}55` }),
      ]);
      const sent = app.mail.messages.length;
      await api.call(endpoints.verifyAttribute, { body: { attributeName: 'email' } });
      await api.call(endpoints.confirmAttribute, {
        body: { attributeName: 'email', code: await app.mail.latestCode(email, sent) },
      });
      expect((await userByEmail(email))!.emailVerifiedAt).not.toBeNull();
      // Verified: the next sign-in goes straight in, and there is no step left to pick up.
      const again = client();
      expect(await signInWith(again, 'facebook', login)).toBe('/account');
      expect(await failureOf(again.call(endpoints.pendingSignIn))).toMatchObject(expiredSignIn);
    },
  );

  it.skipIf(!available)(
    'asks an account with an authenticator app for its code after a provider sign-in, then signs in; the step is single use',
    async () => {
      const login = unique('guarded');
      const email = `${login}@example.test`;
      const api = client();
      expect(await signInWith(api, 'google', login)).toBe('/account');
      const { sharedSecret } = await api.call(endpoints.startTotpSetup);
      await api.call(endpoints.verifyTotpSetup, { body: { code: totpCode(sharedSecret) } });
      await api.call(endpoints.signOut);

      // Until the second factor, no session: the sign-in page picks up the challenge through its cookie.
      const browser = client();
      expect(await failureOf(browser.call(endpoints.pendingSignIn))).toMatchObject(expiredSignIn);
      expect(await signInWith(browser, 'google', login, '/create-nemesis-note')).toBe(continueSignIn);
      expect(await failureOf(browser.call(endpoints.session))).toMatchObject({ status: 401 });
      const pending = await browser.call(endpoints.pendingSignIn);
      expect(pending).toEqual({
        email,
        response: {
          isSignedIn: false,
          nextStep: { signInStep: 'CONFIRM_SIGN_IN_WITH_TOTP_CODE', recoveryCodesAccepted: true },
          challenge: expect.any(String),
        },
      });
      // Another browser has no such step.
      expect(await failureOf(client().call(endpoints.pendingSignIn))).toMatchObject(expiredSignIn);
      const challenge = pending.response.challenge!;
      expect(await failureOf(confirm(browser, challenge, totpCode(sharedSecret, 4)))).toMatchObject({
        code: 'CodeMismatchException',
      });
      expect(await confirm(browser, challenge, totpCode(sharedSecret, 1))).toMatchObject({
        isSignedIn: true,
        nextStep: { signInStep: 'DONE' },
      });
      expect(await browser.call(endpoints.session)).toMatchObject({ email, authMethod: 'oidc' });
      expect(await userByEmail(email)).toMatchObject({ loginType: 'google' });
      expect((await browser.call(endpoints.security)).signIns[0]).toMatchObject({ method: 'provider+totp' });
      expect(await failureOf(confirm(client(), challenge, totpCode(sharedSecret, 1)))).toMatchObject(expiredSignIn);
      expect(await failureOf(browser.call(endpoints.pendingSignIn))).toMatchObject(expiredSignIn);
    },
  );

  it.skipIf(!available)(
    'counts a passkey as a way in; an account without a password sets one through the reset code and stays signed in',
    async () => {
      const login = unique('keyed');
      const email = `${login}@example.test`;
      const api = client();
      await signInWith(api, 'google', login);
      const user = (await userByEmail(email))!;
      expect(await failureOf(api.call(endpoints.unlinkIdentity, { params: { provider: 'google' } }))).toMatchObject({
        serverMessage: socialMethodMessages.lastMethod,
      });
      // Changes that need the password say there is none yet, rather than that it is wrong.
      const { sharedSecret } = await api.call(endpoints.startTotpSetup);
      await api.call(endpoints.verifyTotpSetup, { body: { code: totpCode(sharedSecret) } });
      expect(
        await failureOf(
          api.call(endpoints.removeMfa, { params: { type: 'TOTP' }, body: { password: 'anything at all' } }),
        ),
      ).toMatchObject({ serverMessage: mfaMessages.passwordNotSet });
      expect(
        await failureOf(
          api.call(endpoints.removePasskey, { params: { id: 'none' }, body: { password: 'anything at all' } }),
        ),
      ).toMatchObject({ serverMessage: mfaMessages.passwordNotSet });

      // Set a Password: the forgot-password code for the user's own address, asked for signed in; this session stays.
      await api.call(endpoints.signOut);
      const sent = app.mail.messages.length;
      await api.call(endpoints.forgotPassword, { body: { email } });
      expect(await signInWith(api, 'google', login)).toBe(continueSignIn);
      const step = (await api.call(endpoints.pendingSignIn)).response;
      await confirm(api, step.challenge, totpCode(sharedSecret, 1));
      await api.call(endpoints.confirmResetPassword, {
        body: { email, code: await app.mail.latestCode(email, sent), newPassword: 'a brand new password' },
      });
      expect(await api.call(endpoints.session)).toMatchObject({ email, authMethod: 'oidc' });
      expect(await api.call(endpoints.signInMethods)).toMatchObject({ hasPassword: true });

      // A passkey is a way in too: with one, the provider may go though there is no password.
      await app.database.db.updateTable('users').set({ passwordHash: '' }).where('id', '=', user.id).execute();
      await app.database.db
        .insertInto('passkeys')
        .values({
          id: `key-${login}`,
          userId: user.id,
          name: 'Laptop',
          publicKey: 'AA',
          counter: 0,
          transports: '[]',
          createdAt: new Date().toISOString(),
          lastUsedAt: null,
        })
        .execute();
      expect(await api.call(endpoints.unlinkIdentity, { params: { provider: 'google' } })).toEqual({ ok: true });
    },
  );

  it.skipIf(!available)('asks an account with e-mail codes for the mailed code after a provider sign-in', async () => {
    const login = unique('mailed');
    const email = `${login}@example.test`;
    const api = client();
    await signInWith(api, 'oidc', login);
    let sent = app.mail.messages.length;
    await api.call(endpoints.startEmailMfaSetup);
    await api.call(endpoints.verifyEmailMfaSetup, { body: { code: await app.mail.latestCode(email, sent) } });
    await api.call(endpoints.signOut);

    const browser = client();
    sent = app.mail.messages.length;
    expect(await signInWith(browser, 'oidc', login)).toBe(continueSignIn);
    const { response } = await browser.call(endpoints.pendingSignIn);
    expect(response.nextStep).toEqual({
      signInStep: 'CONFIRM_SIGN_IN_WITH_EMAIL_CODE',
      codeDeliveryDetails: expect.objectContaining({ deliveryMedium: 'EMAIL', destination: maskEmail(email) }),
      recoveryCodesAccepted: true,
    });
    expect(await confirm(browser, response.challenge, await app.mail.latestCode(email, sent))).toMatchObject({
      isSignedIn: true,
    });
    expect((await browser.call(endpoints.security)).signIns[0]).toMatchObject({ method: 'provider+email' });
  });

  it.skipIf(!available)(
    'links and unlinks providers on a signed-in account, never the last way to sign in',
    async () => {
      const email = newEmail('linker');
      const api = client();
      await signUpAndConfirm(api, app.mail, email, password);
      const login = unique('linked');
      // Linking needs no matching e-mail: the signed-in user proved both.
      providers.google.accounts.set(login, { email: `${login}@elsewhere.test`, email_verified: false });
      const { callbackUrl } = await throughProvider(api, socialStartPath('google', { link: true }), login);
      expect(await redirectOf(api, callbackUrl)).toBe('/account');
      expect(await api.call(endpoints.signInMethods)).toEqual({
        hasPassword: true,
        identities: [
          { provider: 'google', email: `${login}@elsewhere.test`, linkedAt: expect.any(String), lastLoginAt: null },
        ],
      });
      // The linked Google account now signs into this account.
      const viaGoogle = client();
      expect(await signInWith(viaGoogle, 'google', login)).toBe('/account');
      expect((await viaGoogle.call(endpoints.session)).email).toBe(email);

      // Someone else cannot link the same Google account.
      const other = client();
      await signUpAndConfirm(other, app.mail, newEmail('other'), password);
      const { callbackUrl: taken } = await throughProvider(other, socialStartPath('google', { link: true }), login);
      expect(await redirectOf(other, taken)).toBe(`/account?${socialErrorParam}=linkedElsewhere`);

      expect(await api.call(endpoints.unlinkIdentity, { params: { provider: 'google' } })).toEqual({ ok: true });
      expect((await api.call(endpoints.signInMethods)).identities).toEqual([]);
      // Signed out, linking goes nowhere.
      expect(await redirectOf(client(), socialStartPath('google', { link: true }))).toBe(
        `/account?${socialErrorParam}=signedOut`,
      );
    },
  );

  it.skipIf(!available)(
    'refuses to unlink the only way to sign in, allows it with another provider linked; admins see the login type and providers',
    async () => {
      const api = client();
      const login = unique('only');
      expect(await signInWith(api, 'oidc', login)).toBe('/account');
      expect(await failureOf(api.call(endpoints.unlinkIdentity, { params: { provider: 'oidc' } }))).toMatchObject({
        status: 400,
        serverMessage: expect.stringContaining('only way to sign in'),
      });
      const { callbackUrl } = await throughProvider(api, socialStartPath('facebook', { link: true }), login);
      expect(await redirectOf(api, callbackUrl)).toBe('/account');

      const admin = client();
      await signUpAndConfirm(admin, app.mail, `boss.${engine}@example.test`, password);
      const { sub } = await api.call(endpoints.session);
      const { attributes } = await admin.call(adminEndpoints.adminUser, { params: { id: sub } });
      expect(attributes).toMatchObject({ login_type: 'oidc', linked_providers: 'oidc, facebook', has_password: false });

      expect(await api.call(endpoints.unlinkIdentity, { params: { provider: 'oidc' } })).toEqual({ ok: true });
      expect((await api.call(endpoints.signInMethods)).identities.map((identity) => identity.provider)).toEqual([
        'facebook',
      ]);
    },
  );
});

describe.each(testEngines)('social sign-in with MFA_MODE=required on $engine', ({ engine, available }) => {
  const providers = useTestSocialProviders(available);
  const app = useAccountTestServer(engine, available, Object.assign(providers.env, { MFA_MODE: 'required' }));

  it.skipIf(!available)('walks a provider sign-in without a factor through setting one up, then signs in', async () => {
    const login = `walked${Date.now()}${engine}`;
    const api = browserLikeClient(app.server.url);
    const { callbackUrl } = await throughProvider(api, socialStartPath('google'), login);
    expect(await redirectOf(api, callbackUrl)).toBe(continueSignIn);
    const { response } = await api.call(endpoints.pendingSignIn);
    expect(response.nextStep).toEqual({
      signInStep: 'CONTINUE_SIGN_IN_WITH_MFA_SETUP_SELECTION',
      allowedMfaTypes: ['EMAIL', 'TOTP'],
    });
    const setup = await confirm(api, response.challenge, 'TOTP');
    const secret = setup.nextStep.totpSetupDetails!.sharedSecret;
    expect(await confirm(api, setup.challenge, totpCode(secret))).toMatchObject({
      isSignedIn: true,
      recoveryCodes: expect.any(Array),
    });
    expect(await api.call(endpoints.session)).toMatchObject({ email: `${login}@example.test`, authMethod: 'oidc' });
    expect((await api.call(endpoints.security)).signIns[0]).toMatchObject({ method: 'provider+totp' });
  });
});

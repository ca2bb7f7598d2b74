import { describe, expect, it } from 'vitest';
import { endpoints } from '#contract/endpoints.ts';
import { codeValidMinutes } from '../../server/services/auth/verification-code-service.ts';
import { failureOf } from '../support/failure-of.ts';
import { browserLikeClient } from '../support/browser-like-client.ts';
import type { BrowserLikeClient } from '../support/browser-like-client.ts';
import { newEmail } from '../support/new-email.ts';
import { signUpAndConfirm } from '../support/sign-up-and-confirm.ts';
import { useAccountTestServer } from '../support/account-test-server.ts';
import { testEngines } from '../support/test-database.ts';

const password = 'correct horse battery';

describe.each(testEngines)('e-mailed codes and password resets on $engine', ({ engine, available }) => {
  const app = useAccountTestServer(engine, available);
  const client = () => browserLikeClient(app.server.url);

  /** Signs up and confirms through the API; returns the signed-in client. */
  async function signedUpUser(email = newEmail('coded')): Promise<{ email: string; api: BrowserLikeClient }> {
    const api = client();
    await signUpAndConfirm(api, app.mail, email, password);
    return { email, api };
  }

  it.skipIf(!available)('sends an unconfirmed account back to the code step with a fresh code', async () => {
    const email = newEmail('coded');
    await client().call(endpoints.signUp, { body: { email, password } });
    await app.mail.waitFor(email);
    const sent = app.mail.messages.length;
    // Another browser: the password it proves is the one the code it gets confirms.
    const api = client();
    const answer = await api.call(endpoints.signIn, { body: { email, password } });
    expect(answer).toMatchObject({ isSignedIn: false, nextStep: { signInStep: 'CONFIRM_SIGN_UP' } });
    const code = await app.mail.latestCode(email, sent);
    expect(await api.call(endpoints.confirmSignUp, { body: { email, code } })).toMatchObject({ isSignedIn: true });
  });

  it.skipIf(!available)(
    'resets a forgotten password with a single-use code bound to its purpose, ending old sessions',
    async () => {
      const { email, api: oldBrowser } = await signedUpUser();
      const unknown = newEmail('coded');
      const before = app.mail.messages.length;
      const known = await client().call(endpoints.forgotPassword, { body: { email } });
      const stranger = await client().call(endpoints.forgotPassword, { body: { email: unknown } });
      expect(known.nextStep.resetPasswordStep).toBe('CONFIRM_RESET_PASSWORD_WITH_CODE');
      expect(Object.keys(stranger.nextStep.codeDeliveryDetails)).toEqual(
        Object.keys(known.nextStep.codeDeliveryDetails),
      );
      const code = await app.mail.latestCode(email, before);
      // Every mail is recorded in the outbox before the answer: none was, for the unknown address.
      expect(
        await app.database.db.selectFrom('mailOutbox').select('id').where('recipient', '=', unknown).execute(),
      ).toEqual([]);

      const api = client();
      expect(
        await failureOf(
          api.call(endpoints.confirmResetPassword, {
            body: { email, code: code === '000000' ? '111111' : '000000', newPassword: 'a brand new secret' },
          }),
        ),
      ).toMatchObject({ code: 'CodeMismatchException' });
      expect(
        await failureOf(api.call(endpoints.confirmResetPassword, { body: { email, code, newPassword: 'short' } })),
      ).toMatchObject({ code: 'InvalidPasswordException' });
      await api.call(endpoints.confirmResetPassword, { body: { email, code, newPassword: 'a brand new secret' } });
      // Used once: the code is gone, and a gone code answers like a wrong one.
      expect(
        await failureOf(
          api.call(endpoints.confirmResetPassword, { body: { email, code, newPassword: 'another new secret' } }),
        ),
      ).toMatchObject({ code: 'CodeMismatchException' });

      expect(await failureOf(oldBrowser.call(endpoints.session))).toMatchObject({ status: 401 });
      expect(await failureOf(client().call(endpoints.signIn, { body: { email, password } }))).toMatchObject({
        code: 'NotAuthorizedException',
      });
      expect(await client().call(endpoints.signIn, { body: { email, password: 'a brand new secret' } })).toMatchObject({
        isSignedIn: true,
      });

      // A sign-up code is no reset code.
      const other = newEmail('coded');
      const sent = app.mail.messages.length;
      const signingUp = client();
      await signingUp.call(endpoints.signUp, { body: { email: other, password } });
      const signUpCode = await app.mail.latestCode(other, sent);
      expect(
        await failureOf(
          client().call(endpoints.confirmResetPassword, {
            body: { email: other, code: signUpCode, newPassword: 'a brand new secret' },
          }),
        ),
      ).toMatchObject({ code: 'CodeMismatchException' });
      // ...and the sign-up code still works for its own purpose.
      expect(await signingUp.call(endpoints.confirmSignUp, { body: { email: other, code: signUpCode } })).toMatchObject(
        { isSignedIn: true },
      );
    },
  );

  it.skipIf(!available)('refuses an expired code', async () => {
    const email = newEmail('coded');
    const sent = app.mail.messages.length;
    await client().call(endpoints.signUp, { body: { email, password } });
    const code = await app.mail.latestCode(email, sent);
    app.clock.advance(codeValidMinutes * 60_000);
    expect(await failureOf(client().call(endpoints.confirmSignUp, { body: { email, code } }))).toMatchObject({
      code: 'ExpiredCodeException',
      serverMessage: 'That code has expired. Ask for a new one.',
    });
  });

  it.skipIf(!available)('throws a code away after five wrong guesses', async () => {
    const email = newEmail('coded');
    const sent = app.mail.messages.length;
    await client().call(endpoints.signUp, { body: { email, password } });
    const code = await app.mail.latestCode(email, sent);
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 4; i++)
      expect(await failureOf(client().call(endpoints.confirmSignUp, { body: { email, code: wrong } }))).toMatchObject({
        code: 'CodeMismatchException',
      });
    // The code is spent; a new one may be asked for at once.
    expect(await failureOf(client().call(endpoints.confirmSignUp, { body: { email, code: wrong } }))).toMatchObject({
      code: 'TooManyFailedAttemptsException',
      status: 429,
      retryAfterSeconds: 1,
    });
    expect(await failureOf(client().call(endpoints.confirmSignUp, { body: { email, code } }))).toMatchObject({
      code: 'CodeMismatchException',
    });
  });

  it.skipIf(!available)(
    'cuts off sessions and tokens of an account that is no longer in good standing, and of a reset one',
    async () => {
      const { email, api } = await signedUpUser();
      const { token } = await api.call(endpoints.createToken, { body: { name: 'script' } });
      const bearer = { Authorization: `Bearer ${token}` };
      expect((await fetch(`${app.server.url}/api/v1/auth/session`, { headers: bearer })).status).toBe(200);

      await app.database.db.updateTable('users').set({ status: 'ARCHIVED' }).where('email', '=', email).execute();
      expect(await failureOf(api.call(endpoints.session))).toMatchObject({ status: 401 });
      expect((await fetch(`${app.server.url}/api/v1/auth/session`, { headers: bearer })).status).toBe(401);

      await app.database.db.updateTable('users').set({ status: 'CONFIRMED' }).where('email', '=', email).execute();
      expect((await fetch(`${app.server.url}/api/v1/auth/session`, { headers: bearer })).status).toBe(200);
      const sent = app.mail.messages.length;
      await client().call(endpoints.forgotPassword, { body: { email } });
      await client().call(endpoints.confirmResetPassword, {
        body: { email, code: await app.mail.latestCode(email, sent), newPassword: 'a brand new secret' },
      });
      expect((await fetch(`${app.server.url}/api/v1/auth/session`, { headers: bearer })).status).toBe(401);
    },
  );
});

import { describe, expect, it } from 'vitest';
import type { ApiError } from '#contract/api/api-error.ts';
import { endpoints } from '#contract/endpoints.ts';
import { useAccountTestServer } from '../support/account-test-server.ts';
import { browserLikeClient } from '../support/browser-like-client.ts';
import type { BrowserLikeClient } from '../support/browser-like-client.ts';
import { newEmail } from '../support/new-email.ts';
import { signUpAndConfirm } from '../support/sign-up-and-confirm.ts';
import { testEngines } from '../support/test-database.ts';
import { totpCode } from '../support/totp-code.ts';

const stolen = 'correct horse battery';
const confirm = (api: BrowserLikeClient, challenge: string | undefined, challengeResponse: string) =>
  api.call(endpoints.confirmSignIn, { body: { challenge: challenge ?? '', challengeResponse } });

// Someone with a stolen password starts signing in; the owner, warned, resets the password by the
// mailed code. The sign-in begun with the old password must not finish after that (with MFA_MODE=required
// it would also leave the thief's authenticator app as the account's second factor, shutting the owner out).
describe.each(testEngines)('a sign-in under way when the password changes, on $engine', ({ engine, available }) => {
  const app = useAccountTestServer(engine, available, { MFA_MODE: 'required' });
  const client = () => browserLikeClient(app.server.url);

  /** The thief's sign-in with the stolen password, stopped where it sets up an authenticator app; its challenge and secret. */
  async function thiefAtSetup(email: string) {
    const thief = client();
    const choose = await thief.call(endpoints.signIn, { body: { email, password: stolen } });
    const setup = await confirm(thief, choose.challenge, 'TOTP');
    return { thief, challenge: setup.challenge, secret: setup.nextStep.totpSetupDetails!.sharedSecret };
  }

  const outcome = (call: Promise<unknown>) =>
    call.then(
      () => 'signed in',
      (error: ApiError) => error.code,
    );

  it.skipIf(!available)(
    'does not finish after a password reset: the thief is refused and leaves no authenticator app behind',
    async () => {
      const email = newEmail('reset');
      await signUpAndConfirm(client(), app.mail, email, stolen);
      const { thief, challenge, secret } = await thiefAtSetup(email);
      const sent = app.mail.messages.length;
      await client().call(endpoints.forgotPassword, { body: { email } });
      await client().call(endpoints.confirmResetPassword, {
        body: { email, code: await app.mail.latestCode(email, sent), newPassword: 'the owner chose anew' },
      });
      expect(await outcome(confirm(thief, challenge, totpCode(secret)))).toBe('NotAuthorizedException');
      expect(
        await app.database.db
          .selectFrom('mfaFactors')
          .innerJoin('users', 'users.id', 'mfaFactors.userId')
          .select('type')
          .where('users.email', '=', email)
          .execute(),
      ).toEqual([]);
    },
  );
});

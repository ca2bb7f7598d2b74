import { describe, expect, it } from 'vitest';
import { accountDeletionMessages } from '#contract/auth/account-deletion.ts';
import { authErrorMessages } from '#contract/auth/auth-messages.ts';
import { socialStartPath } from '#contract/auth/social-endpoints.ts';
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

const password = 'correct horse battery';

describe.each(testEngines)('deleting an account on $engine', ({ engine, available }) => {
  const providers = useTestSocialProviders(available);
  const app = useAccountTestServer(engine, available, providers.env);
  const client = () => browserLikeClient(app.server.url);
  const userByEmail = (email: string) =>
    app.database.db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirst();
  let counter = 0;

  async function signedUpUser(): Promise<{ email: string; api: BrowserLikeClient }> {
    const email = newEmail('leaving');
    const api = client();
    await signUpAndConfirm(api, app.mail, email, password);
    return { email, api };
  }

  it.skipIf(!available)(
    'asks for the password: without it or with a wrong one nothing is deleted; with it the account and its sessions go',
    async () => {
      const { email, api } = await signedUpUser();
      const token = (await api.call(endpoints.createToken, { body: { name: 'script' } })).token;
      expect(await failureOf(api.call(endpoints.deleteAccount, { body: {} }))).toMatchObject({
        status: 400,
        code: 'InvalidParameterException',
        serverMessage: accountDeletionMessages.passwordRequired,
      });
      expect(
        await failureOf(api.call(endpoints.deleteAccount, { body: { password: 'not my password' } })),
      ).toMatchObject({
        status: 401,
        code: 'NotAuthorizedException',
        serverMessage: authErrorMessages.wrongCurrentPassword,
      });
      // An account with a password is not deleted with an e-mailed code instead.
      expect(await failureOf(api.call(endpoints.sendDeletionCode))).toMatchObject({
        status: 400,
        serverMessage: accountDeletionMessages.hasPassword,
      });
      expect(await failureOf(api.call(endpoints.deleteAccount, { body: { code: '123456' } }))).toMatchObject({
        serverMessage: accountDeletionMessages.passwordRequired,
      });
      // A script's token is not a browser session: it may not delete the account, even with the password.
      const script = browserLikeClient(app.server.url, { Authorization: `Bearer ${token}` });
      expect(await failureOf(script.call(endpoints.deleteAccount, { body: { password } }))).toMatchObject({
        status: 401,
      });
      expect(await userByEmail(email)).toBeDefined();
      expect(await api.call(endpoints.session)).toMatchObject({ email });

      await api.call(endpoints.deleteAccount, { body: { password } });
      expect(await userByEmail(email)).toBeUndefined();
      expect(await failureOf(api.call(endpoints.session))).toMatchObject({ status: 401 });
      expect(await failureOf(script.call(endpoints.session))).toMatchObject({ status: 401 });
    },
  );

  it.skipIf(!available)('counts a wrong password like every other password try', async () => {
    const { email, api } = await signedUpUser();
    // A wrong password when changing it and four when deleting: five tries from this browser.
    expect(
      await failureOf(
        api.call(endpoints.changePassword, {
          body: { oldPassword: 'not my password', newPassword: 'a brand new secret' },
        }),
      ),
    ).toMatchObject({ code: 'NotAuthorizedException' });
    for (let i = 0; i < 4; i++)
      expect(
        await failureOf(api.call(endpoints.deleteAccount, { body: { password: `guess number ${i}` } })),
      ).toMatchObject({ code: 'NotAuthorizedException' });
    const refused = await failureOf(api.call(endpoints.deleteAccount, { body: { password } }));
    expect(refused).toMatchObject({ status: 429, code: 'TooManyFailedAttemptsException' });
    expect(refused.retryAfterSeconds).toBeGreaterThan(0);
    expect(
      await failureOf(
        api.call(endpoints.changePassword, { body: { oldPassword: password, newPassword: 'a brand new secret' } }),
      ),
    ).toMatchObject({ code: 'TooManyFailedAttemptsException' });
    expect(await userByEmail(email)).toBeDefined();
  });

  it.skipIf(!available)(
    'deletes an account without a password (a provider made it) with a code e-mailed to its address',
    async () => {
      const login = `leaver${++counter}${engine}`;
      const email = `${login}@example.test`;
      const api = client();
      const { callbackUrl } = await throughProvider(api, socialStartPath('google'), login);
      await redirectOf(api, callbackUrl);
      expect(await api.call(endpoints.session)).toMatchObject({ email });

      expect(
        await failureOf(api.call(endpoints.deleteAccount, { body: { password: 'anything at all' } })),
      ).toMatchObject({ status: 400, serverMessage: accountDeletionMessages.codeRequired });
      const sent = app.mail.messages.length;
      expect(await api.call(endpoints.sendDeletionCode)).toMatchObject({
        codeDeliveryDetails: { deliveryMedium: 'EMAIL' },
      });
      const mail = await app.mail.waitFor(email, /delete your account/);
      expect(app.mail.messages.indexOf(mail)).toBeGreaterThanOrEqual(sent);
      const code = await app.mail.latestCode(email, sent);
      const wrong = code === '000000' ? '111111' : '000000';
      expect(await failureOf(api.call(endpoints.deleteAccount, { body: { code: wrong } }))).toMatchObject({
        code: 'CodeMismatchException',
      });
      // The code proves this account's mailbox: another account's session cannot spend it.
      const other = await signedUpUser();
      expect(await failureOf(other.api.call(endpoints.deleteAccount, { body: { code } }))).toMatchObject({
        serverMessage: accountDeletionMessages.passwordRequired,
      });
      expect(await userByEmail(email)).toBeDefined();

      await api.call(endpoints.deleteAccount, { body: { code } });
      expect(await userByEmail(email)).toBeUndefined();
      expect(await failureOf(api.call(endpoints.session))).toMatchObject({ status: 401 });
      expect(await userByEmail(other.email)).toBeDefined();
    },
  );
});

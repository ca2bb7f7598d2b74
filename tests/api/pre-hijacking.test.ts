import { describe, expect, it } from 'vitest';
import type { ApiError } from '#contract/api/api-error.ts';
import { socialStartPath } from '#contract/auth/social-endpoints.ts';
import { socialErrorParam } from '#contract/auth/social-messages.ts';
import { endpoints } from '#contract/endpoints.ts';
import { useAccountTestServer } from '../support/account-test-server.ts';
import { browserLikeClient } from '../support/browser-like-client.ts';
import type { BrowserLikeClient } from '../support/browser-like-client.ts';
import { testEngines } from '../support/test-database.ts';
import { useTestSocialProviders } from '../support/test-social-providers.ts';
import { redirectOf, throughProvider } from '../support/through-provider.ts';
import { totpCode } from '../support/totp-code.ts';

const password = 'the owner chose this one';

// Someone who does not control an address makes its account first, through a provider that does not
// vouch for the e-mail (Facebook here), and sets up ways back in. Once the owner proves the address
// (a reset code, or a provider that vouches for it), none of those ways may still open the account.
describe.each(testEngines)('an account made for an address nobody proved, on $engine', ({ engine, available }) => {
  const providers = useTestSocialProviders(available);
  const app = useAccountTestServer(engine, available, providers.env);
  let counter = 0;
  const client = () => browserLikeClient(app.server.url);
  const userByEmail = (email: string) =>
    app.database.db.selectFrom('users').selectAll().where('email', '=', email).executeTakeFirstOrThrow();
  const signInWith = async (api: BrowserLikeClient, provider: 'google' | 'facebook', login: string) =>
    redirectOf(api, (await throughProvider(api, socialStartPath(provider), login)).callbackUrl);

  /** The squatter's Facebook account naming `email` (not vouched for) makes the account, with an authenticator app; answers its login and secret. */
  async function squat(email: string) {
    const login = `squatter${++counter}${engine}`;
    providers.facebook.users.set(login, { id: `77${counter}${engine === 'sqlite' ? 1 : 2}`, email });
    const squatter = client();
    await signInWith(squatter, 'facebook', login);
    expect(await squatter.call(endpoints.session)).toMatchObject({ email });
    const { sharedSecret } = await squatter.call(endpoints.startTotpSetup);
    await squatter.call(endpoints.verifyTotpSetup, { body: { code: totpCode(sharedSecret) } });
    return { login, squatter, secret: sharedSecret };
  }

  /** Where the squatter's Facebook account gets now, and whether the session it had still works. */
  async function squatterAfter(taken: Awaited<ReturnType<typeof squat>>) {
    const again = client();
    return {
      signIn: await signInWith(again, 'facebook', taken.login),
      oldSession: await taken.squatter.call(endpoints.session).then(
        () => 200,
        (error: ApiError) => error.status,
      ),
    };
  }

  it.skipIf(!available)(
    'loses its provider, authenticator app and sessions when the owner resets the password with the mailed code',
    async () => {
      const email = `reset${counter}.${engine}@example.test`;
      const taken = await squat(email);
      const sent = app.mail.messages.length;
      await client().call(endpoints.forgotPassword, { body: { email } });
      await client().call(endpoints.confirmResetPassword, {
        body: { email, code: await app.mail.latestCode(email, sent), newPassword: password },
      });
      // The owner's password alone signs in: no second factor someone else set up stands in the way.
      expect(await client().call(endpoints.signIn, { body: { email, password } })).toMatchObject({ isSignedIn: true });
      expect(await squatterAfter(taken)).toEqual({ signIn: `/login?${socialErrorParam}=emailTaken`, oldSession: 401 });
      const user = await userByEmail(email);
      expect(
        await app.database.db.selectFrom('identities').select('provider').where('userId', '=', user.id).execute(),
      ).toEqual([]);
    },
  );

  it.skipIf(!available)(
    'loses its provider, authenticator app and sessions when the owner signs in with a provider that vouches for the address',
    async () => {
      const email = `vouched${counter}.${engine}@example.test`;
      const taken = await squat(email);
      const login = `owner${counter}${engine}`;
      providers.google.accounts.set(login, { email, email_verified: true });
      const owner = client();
      // Straight in: the squatter's authenticator app is not asked for.
      expect(await signInWith(owner, 'google', login)).toBe('/account');
      expect(await owner.call(endpoints.session)).toMatchObject({ email });
      expect(await squatterAfter(taken)).toEqual({ signIn: `/login?${socialErrorParam}=emailTaken`, oldSession: 401 });
      const user = await userByEmail(email);
      expect(user.emailVerifiedAt).not.toBeNull();
      expect(
        await app.database.db.selectFrom('identities').select('provider').where('userId', '=', user.id).execute(),
      ).toEqual([{ provider: 'google' }]);
    },
  );
});

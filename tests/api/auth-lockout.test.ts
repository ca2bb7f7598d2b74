import { describe, expect, it } from 'vitest';
import { endpoints } from '#contract/endpoints.ts';
import { failureOf } from '../support/failure-of.ts';
import { browserLikeClient } from '../support/browser-like-client.ts';
import type { BrowserLikeClient } from '../support/browser-like-client.ts';
import { newEmail } from '../support/new-email.ts';
import { signUpAndConfirm } from '../support/sign-up-and-confirm.ts';
import { useAccountTestServer } from '../support/account-test-server.ts';
import { testEngines } from '../support/test-database.ts';

const password = 'correct horse battery';

describe.each(testEngines)('wrong passwords without lock-outs on $engine', ({ engine, available }) => {
  const app = useAccountTestServer(engine, available, { TRUST_PROXY: 'true' });
  // Behind a trusted proxy, so each client can come from an address of its own.
  const from = (ip: string) => browserLikeClient(app.server.url, { 'X-Forwarded-For': ip });
  const signIn = (api: BrowserLikeClient, email: string, guess = password) =>
    api.call(endpoints.signIn, { body: { email, password: guess } });
  const failFiveTimes = async (api: BrowserLikeClient, email: string) => {
    for (let i = 0; i < 5; i++)
      expect(await failureOf(signIn(api, email, 'a wrong guess'))).toMatchObject({ code: 'NotAuthorizedException' });
  };
  const tooMany = { status: 429, code: 'TooManyFailedAttemptsException' };
  /** A confirmed account, and the browser that created it, signed out again (it keeps its device cookie). */
  const ownersBrowser = async (ip: string) => {
    const email = newEmail('lockout');
    const home = from(ip);
    await signUpAndConfirm(home, app.mail, email, password);
    await home.call(endpoints.signOut);
    return { email, home };
  };

  it.skipIf(!available)('gives a browser that signs in a year-long HttpOnly device cookie', async () => {
    const { email } = await ownersBrowser('192.0.2.1');
    const response = await browserLikeClient(app.server.url).raw('/api/v1/auth/sign-in', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-Requested-With': 'x' },
      body: JSON.stringify({ email, password }),
    });
    const device = response.headers.getSetCookie().find((line) => line.startsWith('nemesis_device='));
    // Its device id signed by the server, then signed for the account.
    expect(device).toMatch(
      /^nemesis_device=[0-9a-f]{32}\.[0-9a-f]{64}\.[0-9a-f]{64}; Path=\/; SameSite=Lax; HttpOnly; Max-Age=31536000$/,
    );
  });

  it.skipIf(!available)(
    'locks out only the address that failed, never a browser that signed in before',
    async () => {
      const { email, home } = await ownersBrowser('192.0.2.2');
      const stranger = from('198.51.100.1');
      await failFiveTimes(stranger, email);
      const refused = await failureOf(signIn(stranger, email));
      expect(refused).toMatchObject(tooMany);
      expect(refused.retryAfterSeconds).toBeGreaterThan(800);
      expect(refused.retryAfterSeconds).toBeLessThanOrEqual(900);
      // The account itself is not locked: another address, and the owner's browser, sign in.
      expect(await signIn(from('198.51.100.2'), email)).toMatchObject({ isSignedIn: true });
      expect(await signIn(home, email)).toMatchObject({ isSignedIn: true });

      // Past the account-wide ceiling (100 failures in 15 minutes), only browsers holding its device cookie get in.
      // Every try without the device cookie counts, checked before its password: the sign-up, the stranger's
      // five and the other address's sign-in make 7, so 93 more, five per address, make 100.
      for (let i = 0; i < 93; i++) {
        expect(
          await failureOf(signIn(from(`198.51.100.${10 + Math.floor(i / 5)}`), email, 'a wrong guess')),
        ).toMatchObject({ code: 'NotAuthorizedException' });
      }
      expect(await failureOf(signIn(from('203.0.113.1'), email))).toMatchObject(tooMany);
      await home.call(endpoints.signOut);
      expect(await signIn(home, email)).toMatchObject({ isSignedIn: true });
      // Over a hundred sign-in attempts, each checking a password (argon2, slow by design): on a busy 2-core machine that takes a while.
    },
    60_000,
  );

  it.skipIf(!available)('counts a device only for its own account, and a success clears its failures', async () => {
    const { email, home } = await ownersBrowser('192.0.2.3');
    const other = newEmail('lockout');
    await signUpAndConfirm(from('192.0.2.4'), app.mail, other, password);
    // The owner's browser, wrong five times on another account, is refused there by its address.
    await failFiveTimes(home, other);
    expect(await failureOf(signIn(home, other))).toMatchObject(tooMany);
    expect(await failureOf(signIn(from('192.0.2.3'), other))).toMatchObject(tooMany);
    // A forged device cookie gets no fresh count either.
    const forger = from('192.0.2.3');
    forger.cookies.set('nemesis_device', `${'0'.repeat(32)}.${'f'.repeat(64)}`);
    expect(await failureOf(signIn(forger, other))).toMatchObject(tooMany);

    // On its own account, four failures and a success leave five tries again.
    for (let round = 0; round < 2; round++) {
      for (let i = 0; i < 4; i++) await failureOf(signIn(home, email, 'a wrong guess'));
      expect(await signIn(home, email)).toMatchObject({ isSignedIn: true });
      await home.call(endpoints.signOut);
    }
  });
});

import { beforeAll, describe, expect, it } from 'vitest';
import { deviceLoginLimits, deviceLoginMessages } from '#contract/auth/device-login.ts';
import { adminEndpoints } from '#contract/admin/admin-endpoints.ts';
import { endpoints } from '#contract/endpoints.ts';
import { useAccountTestServer } from '../support/account-test-server.ts';
import { adminClients, adminEnv, adminTestPassword } from '../support/admin-clients.ts';
import type { AdminClients } from '../support/admin-clients.ts';
import { browserLikeClient } from '../support/browser-like-client.ts';
import { failureOf } from '../support/failure-of.ts';
import { newEmail } from '../support/new-email.ts';
import { signUpAndConfirm } from '../support/sign-up-and-confirm.ts';
import { testEngines } from '../support/test-database.ts';

describe.each(testEngines)('the device login of the CLI on $engine', ({ engine, available }) => {
  const parts = useAccountTestServer(engine, available, adminEnv(`device-${engine}`));
  let clients: AdminClients;
  beforeAll(async () => {
    if (available) clients = await adminClients(parts, `device-${engine}`);
  });
  // The wait a well-behaved client makes between polls (longer than any interval slow_down sets): the server's clock moves on, the test waits for none of it.
  const waitedInterval = () => parts.clock.advance(60_000);

  it.skipIf(!available)(
    'answers pending, then slow_down to a fast poller, and issues one token once a signed-in user approves',
    async () => {
      const started = await clients.anonymous.call(endpoints.deviceStart, {
        body: { clientName: 'nemesis CLI on test' },
      });
      expect(started).toMatchObject({
        userCode: expect.stringMatching(/^[B-Z]{4}-[B-Z]{4}$/),
        verificationUri: `${parts.server.url}/device`,
        expiresIn: 600,
        interval: 5,
      });
      expect(started.verificationUriComplete).toBe(`${parts.server.url}/device?code=${started.userCode}`);
      const poll = () =>
        failureOf(clients.anonymous.call(endpoints.deviceToken, { body: { deviceCode: started.deviceCode } }));
      expect(await poll()).toMatchObject({
        status: 400,
        code: 'authorization_pending',
        serverMessage: deviceLoginMessages.pending,
      });
      expect(await poll()).toMatchObject({ status: 400, code: 'slow_down' });

      // Only a browser session looks codes up and approves them: not anonymous, not an access token.
      expect(
        await failureOf(clients.anonymous.call(endpoints.deviceRequest, { query: { userCode: started.userCode } })),
      ).toMatchObject({ status: 401 });
      expect(
        await failureOf(
          clients.bearer.call(endpoints.deviceDecide, { body: { userCode: started.userCode, approve: true } }),
        ),
      ).toMatchObject({ status: 401 });
      expect(
        await failureOf(clients.user.call(endpoints.deviceRequest, { query: { userCode: 'BBBB-BBBB' } })),
      ).toMatchObject({ status: 404, serverMessage: deviceLoginMessages.unknownCode });

      await clients.user.call(endpoints.deviceDecide, { body: { userCode: started.userCode, approve: true } });
      expect(
        await failureOf(
          clients.admin.call(endpoints.deviceDecide, { body: { userCode: started.userCode, approve: false } }),
        ),
      ).toMatchObject({ status: 404 });
      waitedInterval();
      const issued = await clients.anonymous.call(endpoints.deviceToken, { body: { deviceCode: started.deviceCode } });
      expect(issued).toMatchObject({
        email: clients.userEmail,
        name: 'nemesis CLI on test',
        token: expect.stringMatching(/^nd_pat_/),
      });
      waitedInterval();
      expect(await poll()).toMatchObject({ code: 'expired_token' });
      const tokenClient = browserLikeClient(parts.server.url, { Authorization: `Bearer ${issued.token}` });
      expect(await tokenClient.call(endpoints.session)).toMatchObject({
        email: clients.userEmail,
        authMethod: 'token',
      });
    },
  );

  it.skipIf(!available)(
    'answers access_denied to a denied login, and expired_token once the code’s ten minutes are over',
    async () => {
      const denied = await clients.anonymous.call(endpoints.deviceStart, {
        body: { clientName: 'nemesis CLI on test' },
      });
      await clients.user.call(endpoints.deviceDecide, { body: { userCode: denied.userCode, approve: false } });
      expect(
        await failureOf(clients.anonymous.call(endpoints.deviceToken, { body: { deviceCode: denied.deviceCode } })),
      ).toMatchObject({ code: 'access_denied' });

      const expired = await clients.anonymous.call(endpoints.deviceStart, {
        body: { clientName: 'nemesis CLI on test' },
      });
      // Half a minute short of its lifetime the code is still pending (a slow machine takes seconds, never half a minute, between these calls)…
      parts.clock.advance((deviceLoginLimits.lifetimeSeconds - 30) * 1000);
      expect(await clients.user.call(endpoints.deviceRequest, { query: { userCode: expired.userCode } })).toMatchObject(
        { userCode: expired.userCode, clientName: 'nemesis CLI on test' },
      );
      expect(
        await failureOf(clients.anonymous.call(endpoints.deviceToken, { body: { deviceCode: expired.deviceCode } })),
      ).toMatchObject({ code: 'authorization_pending' });
      // …and ten minutes after it started, it is over.
      parts.clock.advance(30_000);
      expect(
        await failureOf(clients.user.call(endpoints.deviceRequest, { query: { userCode: expired.userCode } })),
      ).toMatchObject({ status: 404 });
      expect(
        await failureOf(clients.anonymous.call(endpoints.deviceToken, { body: { deviceCode: expired.deviceCode } })),
      ).toMatchObject({ code: 'expired_token', serverMessage: deviceLoginMessages.expired });
    },
  );

  it.skipIf(!available)(
    'ends a login approved and not yet collected when the account’s tokens end: a stolen session’s approval does not outlive the password reset',
    async () => {
      const email = newEmail('device-victim');
      const thief = browserLikeClient(parts.server.url);
      await signUpAndConfirm(thief, parts.mail, email, adminTestPassword);
      const started = await clients.anonymous.call(endpoints.deviceStart, { body: { clientName: 'the thief’s CLI' } });
      await thief.call(endpoints.deviceDecide, { body: { userCode: started.userCode, approve: true } });
      // The admin requires a password reset, and the owner resets it: every session and token of the account ends.
      const { id } = await parts.database.db
        .selectFrom('users')
        .select('id')
        .where('email', '=', email)
        .executeTakeFirstOrThrow();
      await clients.admin.call(adminEndpoints.adminRequirePasswordReset, { params: { id } });
      const owner = browserLikeClient(parts.server.url);
      const sent = parts.mail.messages.length;
      await owner.call(endpoints.forgotPassword, { body: { email } });
      await owner.call(endpoints.confirmResetPassword, {
        body: { email, code: await parts.mail.latestCode(email, sent), newPassword: 'a brand new secret' },
      });
      waitedInterval();
      expect(
        await failureOf(clients.anonymous.call(endpoints.deviceToken, { body: { deviceCode: started.deviceCode } })),
      ).toMatchObject({ status: 400, code: 'expired_token' });
    },
  );

  it.skipIf(!available)('refuses a 21st login started from one address within 15 minutes', async () => {
    // The tests above started some already: start until refused, which must come by the 21st.
    const start = () => clients.anonymous.call(endpoints.deviceStart, { body: { clientName: 'nemesis CLI on test' } });
    let refusal: unknown;
    for (let index = 0; index < 21 && !refusal; index++)
      refusal = await start().then(
        () => undefined,
        (error: unknown) => error,
      );
    expect(refusal).toMatchObject({
      status: 429,
      code: 'RATE_LIMIT_EXCEEDED',
      serverMessage: deviceLoginMessages.tooMany,
      retryAfterSeconds: expect.any(Number),
    });
    // Once the wait it named (Retry-After) has passed, the address may start logins again.
    parts.clock.advance((refusal as { retryAfterSeconds: number }).retryAfterSeconds * 1000);
    expect(await start()).toMatchObject({ expiresIn: deviceLoginLimits.lifetimeSeconds });
  });
});

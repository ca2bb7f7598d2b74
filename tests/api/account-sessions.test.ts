import { describe, expect, it } from 'vitest';
import { accessTokenMessages, sessionListMessages } from '#contract/auth/auth-messages.ts';
import type { SignedInDevice } from '#contract/auth/session-endpoints.ts';
import { endpoints } from '#contract/endpoints.ts';
import { useAccountTestServer } from '../support/account-test-server.ts';
import { browserLikeClient } from '../support/browser-like-client.ts';
import type { BrowserLikeClient } from '../support/browser-like-client.ts';
import { failureOf } from '../support/failure-of.ts';
import { newEmail } from '../support/new-email.ts';
import { signUpAndConfirm } from '../support/sign-up-and-confirm.ts';
import { testEngines } from '../support/test-database.ts';

const password = 'correct horse battery';
const firefoxOnWindows = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:128.0) Gecko/20100101 Firefox/128.0';
const chromeOnMac =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36';
const dayMs = 86_400_000;

describe.each(testEngines)('the account’s signed-in browsers and tokens on $engine', ({ engine, available }) => {
  const app = useAccountTestServer(engine, available);

  /** A new account signed up in one browser and signed in from a second; a token used by the CLI. */
  async function accountOnTwoBrowsersAndTheCli() {
    const email = newEmail();
    const first = browserLikeClient(app.server.url, { 'User-Agent': firefoxOnWindows });
    await signUpAndConfirm(first, app.mail, email, password);
    const second = browserLikeClient(app.server.url, { 'User-Agent': chromeOnMac });
    expect(await second.call(endpoints.signIn, { body: { email, password } })).toMatchObject({ isSignedIn: true });
    await second.call(endpoints.session);
    const created = await first.call(endpoints.createToken, { body: { name: 'nemesis CLI on laptop' } });
    const cli = browserLikeClient(app.server.url, {
      'User-Agent': 'nemesis-cli/0.1.0',
      Authorization: `Bearer ${created.token}`,
    });
    await cli.call(endpoints.session);
    return { email, first, second, cli, created };
  }
  const sessionsOf = async (client: BrowserLikeClient) => (await client.call(endpoints.listSessions)).sessions;

  it.skipIf(!available)(
    'lists this browser first, the other browser and the CLI token, with device, address and times',
    async () => {
      const { first, created } = await accountOnTwoBrowsersAndTheCli();
      const sessions = await sessionsOf(first);
      expect(sessions).toHaveLength(3);
      expect(sessions[0]).toMatchObject({
        kind: 'browser',
        device: 'Firefox on Windows',
        address: '127.0.0.1',
        current: true,
        name: null,
        lastUsedAt: expect.any(String),
      });
      expect(sessions.slice(1)).toEqual(
        expect.arrayContaining([
          expect.objectContaining({ kind: 'browser', device: 'Chrome on macOS', address: '127.0.0.1', current: false }),
          expect.objectContaining({
            id: created.id,
            kind: 'token',
            device: 'Nemesis CLI',
            name: 'nemesis CLI on laptop',
            address: '127.0.0.1',
            signedInAt: created.createdAt,
            expiresAt: created.expiresAt,
            current: false,
            lastUsedAt: expect.any(String),
          }),
        ]),
      );
      const response = await first.raw('/api/v1/auth/sessions');
      expect(response.headers.get('Cache-Control')).toContain('no-store');
    },
  );

  it.skipIf(!available)('signs one browser out at once, and another account’s session id is not found', async () => {
    const { first, second } = await accountOnTwoBrowsersAndTheCli();
    const other = (await sessionsOf(first)).find((session) => session.kind === 'browser' && !session.current)!;

    const stranger = browserLikeClient(app.server.url);
    await signUpAndConfirm(stranger, app.mail, newEmail(), password);
    expect(await failureOf(stranger.call(endpoints.endSession, { params: { id: other.id } }))).toMatchObject({
      status: 404,
      serverMessage: sessionListMessages.notFound,
    });
    expect(await second.call(endpoints.session)).toMatchObject({ authMethod: 'password' });

    await first.call(endpoints.endSession, { params: { id: other.id } });
    expect(await failureOf(second.call(endpoints.session))).toMatchObject({ status: 401 });
    expect((await sessionsOf(first)).map((session) => session.id)).not.toContain(other.id);
    expect(await failureOf(first.call(endpoints.endSession, { params: { id: other.id } }))).toMatchObject({
      status: 404,
    });
  });

  it.skipIf(!available)(
    'signs out every other browser and token, keeping this session; a token may not do it',
    async () => {
      const { first, second, cli } = await accountOnTwoBrowsersAndTheCli();
      expect(await failureOf(cli.call(endpoints.endOtherSessions))).toMatchObject({ status: 401 });
      expect(await first.call(endpoints.endOtherSessions)).toEqual({ ok: true, ended: 2 });
      expect(await failureOf(second.call(endpoints.session))).toMatchObject({ status: 401 });
      expect(await failureOf(cli.call(endpoints.session))).toMatchObject({
        status: 401,
        serverMessage: accessTokenMessages.invalid,
      });
      expect(await sessionsOf(first)).toEqual([
        expect.objectContaining({ current: true, device: 'Firefox on Windows' }),
      ]);
    },
  );

  it.skipIf(!available)(
    'gives tokens a name and an expiry (90 days unless chosen), and refuses an expired one with a clear 401',
    async () => {
      const { first, cli, created } = await accountOnTwoBrowsersAndTheCli();
      expect(Date.parse(created.expiresAt) - Date.parse(created.createdAt)).toBe(90 * dayMs);
      const monthly = await first.call(endpoints.createToken, { body: { name: 'backup script', expiresInDays: 30 } });
      expect(Date.parse(monthly.expiresAt) - Date.parse(monthly.createdAt)).toBe(30 * dayMs);
      const badLifetime = await first.raw('/api/v1/auth/tokens', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'X-Requested-With': 'fetch', Origin: app.server.url },
        body: JSON.stringify({ name: 'forever', expiresInDays: 10_000 }),
      });
      expect(badLifetime.status).toBe(400);
      expect(await badLifetime.json()).toMatchObject({
        error: 'INVALID_INPUT',
        message: expect.stringContaining(accessTokenMessages.lifetime([90, 30, 7, 365])),
      });
      expect((await first.call(endpoints.listTokens)).tokens.map((token) => token.name).sort()).toEqual([
        'backup script',
        'nemesis CLI on laptop',
      ]);

      const expiredAt = new Date(Date.now() - 1000).toISOString();
      await app.database.db
        .updateTable('accessTokens')
        .set({ expiresAt: expiredAt })
        .where('id', '=', created.id)
        .execute();
      expect(await failureOf(cli.call(endpoints.session))).toMatchObject({
        status: 401,
        code: 'UNAUTHORIZED',
        serverMessage: accessTokenMessages.expired(expiredAt),
      });
      expect((await sessionsOf(first)).map((session) => session.id)).not.toContain(created.id);
    },
  );

  it.skipIf(!available)('records a token’s and a session’s last use at most about once a minute', async () => {
    const { first, cli, created } = await accountOnTwoBrowsersAndTheCli();
    const lastUsed = async () => (await sessionsOf(first)).find((session) => session.id === created.id)!.lastUsedAt;
    const before = await lastUsed();
    await cli.call(endpoints.session);
    expect(await lastUsed()).toBe(before);

    // Five minutes later on the server's clock, the next use of each is recorded (the browser's by the listing itself).
    const earlier = await sessionsOf(first);
    app.clock.advance(5 * 60_000);
    await cli.call(endpoints.session);
    const after = await sessionsOf(first);
    for (const which of [
      (session: SignedInDevice) => session.id === created.id,
      (session: SignedInDevice) => session.current,
    ]) {
      expect(Date.parse(after.find(which)!.lastUsedAt!)).toBeGreaterThanOrEqual(
        Date.parse(earlier.find(which)!.lastUsedAt!) + 5 * 60_000,
      );
    }
  });
});

import { verify } from '@node-rs/argon2';
import { describe, expect, it, vi } from 'vitest';
import { endpoints } from '#contract/endpoints.ts';
import { answerShape } from '../support/answer-shape.ts';
import { failureOf } from '../support/failure-of.ts';
import { browserLikeClient } from '../support/browser-like-client.ts';
import type { BrowserLikeClient } from '../support/browser-like-client.ts';
import { newEmail } from '../support/new-email.ts';
import { signUpAndConfirm } from '../support/sign-up-and-confirm.ts';
import { useAccountTestServer } from '../support/account-test-server.ts';
import { testEngines } from '../support/test-database.ts';

// The real argon2, watched: a test counts the password checks a request makes.
vi.mock('@node-rs/argon2', { spy: true });

const password = 'correct horse battery';

describe.each(testEngines)('accounts on $engine', ({ engine, available }) => {
  const app = useAccountTestServer(engine, available);
  const client = () => browserLikeClient(app.server.url);

  /** Signs up and confirms through the API; returns the signed-in client. */
  async function signedUpUser(email = newEmail()): Promise<{ email: string; api: BrowserLikeClient }> {
    const api = client();
    await signUpAndConfirm(api, app.mail, email, password);
    return { email, api };
  }

  it.skipIf(!available)('signs up with an e-mailed code, confirms, and is signed in', async () => {
    const api = client();
    const email = newEmail();
    const answer = await api.call(endpoints.signUp, { body: { email: `  ${email.toUpperCase()} `, password } });
    expect(answer).toEqual({
      isSignUpComplete: false,
      nextStep: {
        signUpStep: 'CONFIRM_SIGN_UP',
        codeDeliveryDetails: {
          destination: expect.stringMatching(/^r\*\*\*[a-z0-9]@example\.test$/),
          deliveryMedium: 'EMAIL',
          attributeName: 'email',
        },
      },
    });
    const message = await app.mail.waitFor(email, /confirmation code/);
    expect(message.raw).toMatch(/Content-Type: text\/plain/);
    expect(message.raw).toMatch(/Content-Type: text\/html/);
    expect(message.raw).toContain('Nemesis Day');
    const code = /\b(\d{6})\b/.exec(message.raw)![1]!;
    expect(await failureOf(api.call(endpoints.session))).toMatchObject({ status: 401, code: 'UNAUTHORIZED' });

    const wrong = code === '000000' ? '111111' : '000000';
    expect(await failureOf(api.call(endpoints.confirmSignUp, { body: { email, code: wrong } }))).toMatchObject({
      status: 400,
      code: 'CodeMismatchException',
      serverMessage: 'That code is not right. Check it and try again.',
    });
    expect(await api.call(endpoints.confirmSignUp, { body: { email, code } })).toEqual({
      isSignedIn: true,
      nextStep: { signInStep: 'DONE' },
    });
    const claims = await api.call(endpoints.session);
    expect(claims).toMatchObject({ email, username: email, authMethod: 'password', isAdmin: false });
    expect(Date.parse(claims.expiresAt!)).toBeGreaterThan(Date.now() + 6 * 86_400_000);

    const user = await app.database.db
      .selectFrom('users')
      .selectAll()
      .where('email', '=', email)
      .executeTakeFirstOrThrow();
    expect(user.status).toBe('CONFIRMED');
    expect(user.emailVerifiedAt).not.toBeNull();
    expect(user.passwordHash).toMatch(/^\$argon2id\$/);
    // The code was used once: a second confirm fails without changing anything.
    expect(await failureOf(client().call(endpoints.confirmSignUp, { body: { email, code } }))).toMatchObject({
      code: 'NotAuthorizedException',
    });
  });

  it.skipIf(!available)('checks every input on the server with the spec’s messages', async () => {
    const api = client();
    expect(await failureOf(api.call(endpoints.signUp, { body: { email: 'not-an-email', password } }))).toMatchObject({
      status: 400,
      code: 'INVALID_INPUT',
      serverMessage: 'Please enter a valid email',
    });
    expect(await failureOf(api.call(endpoints.signUp, { body: { email: '   ', password } }))).toMatchObject({
      serverMessage: 'This field is required',
    });
    expect(
      await failureOf(api.call(endpoints.signUp, { body: { email: newEmail(), password: 'short' } })),
    ).toMatchObject({
      status: 400,
      code: 'InvalidPasswordException',
      serverMessage: 'Password must have at least 8 characters',
    });
    expect(
      await failureOf(api.call(endpoints.confirmSignUp, { body: { email: newEmail(), code: '12ab' } })),
    ).toMatchObject({ code: 'INVALID_INPUT' });
    const badJson = await api.raw('/api/v1/auth/sign-in', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-Requested-With': 'x' },
      body: '{"email":',
    });
    expect(badJson.status).toBe(400);
    expect(await badJson.json()).toMatchObject({ error: 'INVALID_INPUT', path: '/api/v1/auth/sign-in' });
    const users = await app.database.db
      .selectFrom('users')
      .select('email')
      .where('email', 'like', '%not-an-email%')
      .execute();
    expect(users).toEqual([]);
  });

  it.skipIf(!available)(
    'gives an unknown e-mail and a wrong password the same answer, after one argon2 verification each',
    async () => {
      const { email } = await signedUpUser();
      const signIn = async (body: { email: string; password: string }) => {
        vi.mocked(verify).mockClear();
        const response = await client().raw('/api/v1/auth/sign-in', {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', Origin: app.server.url, 'X-Requested-With': 'fetch' },
          body: JSON.stringify(body),
        });
        return { ...(await answerShape(response)), argon2Verifications: vi.mocked(verify).mock.calls.length };
      };
      const wrongPassword = await signIn({ email, password: 'wrong password!' });
      expect(wrongPassword).toMatchObject({
        status: 401,
        body: { error: 'NotAuthorizedException', message: 'Incorrect e-mail address or password.' },
        argon2Verifications: 1,
      });
      // Without the dummy hash an unknown e-mail would skip the verification and answer many times
      // faster; the times themselves are figures of `npm run bench` (bench/auth-figures.ts).
      expect(await signIn({ email: newEmail(), password: 'wrong password!' })).toEqual(wrongPassword);
    },
  );

  it.skipIf(!available)(
    'signs in with a new session token each time, rejects a second sign-in, and signs out for good',
    async () => {
      const { email, api: first } = await signedUpUser();
      const firstCookie = [...first.cookies.values()][0];
      const second = client();
      expect(await second.call(endpoints.signIn, { body: { email, password } })).toEqual({
        isSignedIn: true,
        nextStep: { signInStep: 'DONE' },
      });
      expect([...second.cookies.values()][0]).not.toBe(firstCookie);
      expect(firstCookie!.length).toBeGreaterThanOrEqual(22); // 128 bits or more in base64url

      expect(await failureOf(second.call(endpoints.signIn, { body: { email, password } }))).toMatchObject({
        code: 'UserAlreadyAuthenticatedException',
      });

      const stolen = new Map(second.cookies);
      await second.call(endpoints.signOut);
      // Only the device cookie outlives signing out.
      expect([...second.cookies.keys()]).toEqual(['nemesis_device']);
      expect(await failureOf(second.call(endpoints.session))).toMatchObject({ status: 401 });
      const replay = await fetch(`${app.server.url}/api/v1/auth/session`, {
        headers: { Cookie: [...stolen].map(([n, v]) => `${n}=${v}`).join('; ') },
      });
      expect(replay.status).toBe(401);
      // The other browser's session is untouched.
      expect(await first.call(endpoints.session)).toMatchObject({ email });
      const row = await app.database.db
        .selectFrom('sessions')
        .select('tokenHash')
        .where('tokenHash', '=', firstCookie!)
        .executeTakeFirst();
      expect(row, 'tokens are stored hashed').toBeUndefined();
    },
  );

  it.skipIf(!available)('reads the session cookie when another Authorization scheme is present', async () => {
    const { email, api } = await signedUpUser();
    const response = await api.raw('/api/v1/auth/session', {
      headers: { Authorization: 'Basic c3RhZ2luZzpzZWNyZXQ=' },
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ email });
  });

  it.skipIf(!available)(
    'changes a password: the old one must match, other sessions and every token end, this browser stays signed in',
    async () => {
      const { email, api } = await signedUpUser();
      const elsewhere = client();
      await elsewhere.call(endpoints.signIn, { body: { email, password } });
      const bearer = {
        Authorization: `Bearer ${(await api.call(endpoints.createToken, { body: { name: 'script' } })).token}`,
      };
      expect(
        await failureOf(
          api.call(endpoints.changePassword, {
            body: { oldPassword: 'not my password', newPassword: 'a brand new secret' },
          }),
        ),
      ).toMatchObject({ code: 'NotAuthorizedException' });
      await api.call(endpoints.changePassword, { body: { oldPassword: password, newPassword: 'a brand new secret' } });
      expect(await api.call(endpoints.session)).toMatchObject({ email });
      expect(await failureOf(elsewhere.call(endpoints.session))).toMatchObject({ status: 401 });
      expect((await fetch(`${app.server.url}/api/v1/auth/session`, { headers: bearer })).status).toBe(401);
      expect(await client().call(endpoints.signIn, { body: { email, password: 'a brand new secret' } })).toMatchObject({
        isSignedIn: true,
      });
    },
  );

  it.skipIf(!available)('deletes an account with its sessions', async () => {
    const { email, api } = await signedUpUser();
    await api.call(endpoints.deleteAccount, { body: { password } });
    expect(await failureOf(api.call(endpoints.session))).toMatchObject({ status: 401 });
    expect(await failureOf(client().call(endpoints.signIn, { body: { email, password } }))).toMatchObject({
      code: 'NotAuthorizedException',
    });
    expect(
      await app.database.db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirst(),
    ).toBeUndefined();
    expect(await failureOf(client().call(endpoints.deleteAccount, { body: { password } }))).toMatchObject({
      status: 401,
    });
  });

  it.skipIf(!available)(
    'refuses cookie-authenticated writes without X-Requested-With or from another origin',
    async () => {
      const { email, api } = await signedUpUser();
      const post = (headers: Record<string, string>) => api.raw('/api/v1/auth/sign-out', { method: 'POST', headers });
      const refused: Record<string, string>[] = [
        {},
        { 'X-Requested-With': 'x', Origin: 'https://evil.example' },
        { 'X-Requested-With': 'x', 'Sec-Fetch-Site': 'cross-site' },
      ];
      for (const headers of refused) {
        const response = await post(headers);
        expect(response.status, JSON.stringify(headers)).toBe(403);
        expect(await response.json()).toMatchObject({ error: 'FORBIDDEN' });
      }
      expect(await api.call(endpoints.session)).toMatchObject({ email });
      expect(
        (await post({ 'X-Requested-With': 'x', 'Sec-Fetch-Site': 'same-origin', Origin: app.server.url })).status,
      ).toBe(200);
    },
  );

  it.skipIf(!available)('accepts personal access tokens as Bearer, shown once, stored hashed, revocable', async () => {
    const { email, api } = await signedUpUser();
    const created = await api.call(endpoints.createToken, { body: { name: ' my laptop ' } });
    expect(created).toMatchObject({
      name: 'my laptop',
      token: expect.stringMatching(/^nd_pat_[\w-]{40,}$/),
      lastUsedAt: null,
    });
    const listed = await api.call(endpoints.listTokens);
    expect(listed.tokens).toEqual([
      {
        id: created.id,
        name: 'my laptop',
        createdAt: created.createdAt,
        expiresAt: created.expiresAt,
        lastUsedAt: null,
      },
    ]);
    const stored = await app.database.db
      .selectFrom('accessTokens')
      .selectAll()
      .where('id', '=', created.id)
      .executeTakeFirstOrThrow();
    expect(JSON.stringify(stored)).not.toContain(created.token);

    const bearer = { Authorization: `Bearer ${created.token}` };
    const session = await fetch(`${app.server.url}/api/v1/auth/session`, { headers: bearer });
    expect(await session.json()).toMatchObject({ email, authMethod: 'token', expiresAt: created.expiresAt });
    // No CSRF header needed with a bearer token.
    const report = await fetch(`${app.server.url}/api/v1/user/login`, {
      method: 'POST',
      headers: { ...bearer, 'Content-Type': 'application/json' },
      body: JSON.stringify({ email, loginType: 'cognito', firstName: 'Pat' }),
    });
    expect(report.status).toBe(200);
    const user = await app.database.db
      .selectFrom('users')
      .selectAll()
      .where('email', '=', email)
      .executeTakeFirstOrThrow();
    expect(user).toMatchObject({ loginType: 'cognito', givenName: 'Pat' });
    expect((await api.call(endpoints.listTokens)).tokens[0]!.lastUsedAt).not.toBeNull();

    const bad = await fetch(`${app.server.url}/api/v1/auth/session`, {
      headers: { Authorization: 'Bearer nd_pat_made_up' },
    });
    expect(bad.status).toBe(401);
    const other = await signedUpUser();
    expect(await failureOf(other.api.call(endpoints.deleteToken, { params: { id: created.id } }))).toMatchObject({
      status: 404,
    });
    await api.call(endpoints.deleteToken, { params: { id: created.id } });
    expect((await fetch(`${app.server.url}/api/v1/auth/session`, { headers: bearer })).status).toBe(401);
  });

  it.skipIf(!available)('asks an admin-created account for a new password, and a flagged one for a reset', async () => {
    const { email } = await signedUpUser();
    await app.database.db
      .updateTable('users')
      .set({ requiredAction: 'NEW_PASSWORD' })
      .where('email', '=', email)
      .execute();
    const api = client();
    const step = await api.call(endpoints.signIn, { body: { email, password } });
    expect(step).toMatchObject({
      isSignedIn: false,
      nextStep: { signInStep: 'CONFIRM_SIGN_IN_WITH_NEW_PASSWORD_REQUIRED' },
      challenge: expect.any(String),
    });
    expect(api.cookies.size).toBe(0);
    expect(
      await failureOf(
        api.call(endpoints.confirmSignIn, { body: { challenge: step.challenge!, challengeResponse: 'short' } }),
      ),
    ).toMatchObject({ code: 'InvalidPasswordException' });
    expect(
      await api.call(endpoints.confirmSignIn, {
        body: { challenge: step.challenge!, challengeResponse: 'my own new password' },
      }),
    ).toMatchObject({ isSignedIn: true });
    expect(await api.call(endpoints.session)).toMatchObject({ email });
    expect(
      await failureOf(
        client().call(endpoints.confirmSignIn, {
          body: { challenge: step.challenge!, challengeResponse: 'yet another password' },
        }),
      ),
    ).toMatchObject({ code: 'NotAuthorizedException' });

    await app.database.db
      .updateTable('users')
      .set({ requiredAction: 'RESET_PASSWORD' })
      .where('email', '=', email)
      .execute();
    const sent = app.mail.messages.length;
    expect(await client().call(endpoints.signIn, { body: { email, password: 'my own new password' } })).toMatchObject({
      nextStep: { signInStep: 'RESET_PASSWORD' },
    });
    expect((await app.mail.waitFor(email, /password reset code/)).raw).toMatch(/\b\d{6}\b/);
    expect(app.mail.messages.length).toBeGreaterThan(sent);
  });

  it.skipIf(!available)('records the login report for the signed-in user only', async () => {
    const { email, api } = await signedUpUser();
    expect(
      await failureOf(client().call(endpoints.loginReport, { body: { email, loginType: 'cognito' } })),
    ).toMatchObject({ status: 401 });
    await app.database.db
      .updateTable('users')
      .set({ lastLoginAt: null, loginType: null })
      .where('email', '=', email)
      .execute();
    await api.call(endpoints.loginReport, { body: { email, loginType: 'cognito', cognitoId: 'abc' } });
    const user = await app.database.db
      .selectFrom('users')
      .selectAll()
      .where('email', '=', email)
      .executeTakeFirstOrThrow();
    expect(user.loginType).toBe('cognito');
    expect(Date.now() - Date.parse(user.lastLoginAt!)).toBeLessThan(60_000);
  });
});

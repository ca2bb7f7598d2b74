import { beforeAll, describe, expect, it } from 'vitest';
import { adminMessages } from '#contract/admin/admin-messages.ts';
import { authErrorMessages } from '#contract/auth/auth-messages.ts';
import { endpoints } from '#contract/endpoints.ts';
import { adminEndpoints } from '#contract/admin/admin-endpoints.ts';
import { useAccountTestServer } from '../support/account-test-server.ts';
import { adminClients, adminEnv, adminTestPassword } from '../support/admin-clients.ts';
import type { AdminClients } from '../support/admin-clients.ts';
import { browserLikeClient } from '../support/browser-like-client.ts';
import { expectAdminOnly } from '../support/expect-admin-only.ts';
import { failureOf } from '../support/failure-of.ts';
import { insertUsers, insertedEmail } from '../support/insert-users.ts';
import { newEmail } from '../support/new-email.ts';
import { signUpAndConfirm } from '../support/sign-up-and-confirm.ts';
import { testEngines } from '../support/test-database.ts';
import { totpCode } from '../support/totp-code.ts';

describe.each(testEngines)('admin users on $engine', ({ engine, available }) => {
  const tag = `users-${engine}`;
  const parts = useAccountTestServer(engine, available, adminEnv(tag));
  let clients: AdminClients;
  beforeAll(async () => {
    if (available) clients = await adminClients(parts, tag);
  });
  const idOf = async (email: string) =>
    (await parts.database.db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirstOrThrow()).id;
  const newUser = async () => {
    const email = newEmail('pawn');
    const api = browserLikeClient(parts.server.url);
    await signUpAndConfirm(api, parts.mail, email, adminTestPassword);
    return { email, api, id: await idOf(email) };
  };
  const action = (endpoint: typeof adminEndpoints.adminDisableUser, id: string) =>
    clients.admin.call(endpoint, { params: { id } });

  it.skipIf(!available)('lists users newest join first, 25 or 50 a page', async () => {
    const joined = Date.now();
    await parts.database.db
      .insertInto('users')
      .values(
        Array.from({ length: 30 }, (_, index) => ({
          id: `bulk-${index}`,
          email: `bulk${index}.${tag}@example.test`,
          passwordHash: 'x',
          status: 'CONFIRMED' as const,
          emailVerifiedAt: null,
          requiredAction: null,
          givenName: null,
          familyName: null,
          createdAt: new Date(joined + 60_000 + index * 1000).toISOString(),
          lastLoginAt: null,
          loginType: null,
        })),
      )
      .execute();
    const page = await expectAdminOnly(clients, adminEndpoints.adminUsers);
    expect(page.totalCount).toBe(32);
    expect(page.users).toHaveLength(32);
    expect(page.users[0]).toEqual({
      email: `bulk29.${tag}@example.test`,
      userId: 'bulk-29',
      joinDate: expect.any(String),
      lastLogin: null,
      status: 'CONFIRMED',
      enabled: true,
    });
    expect(page.users.at(-1)).toMatchObject({ email: clients.adminEmail, lastLogin: expect.any(String) });
    const second = await clients.admin.call(adminEndpoints.adminUsers, { query: { page: 2, pageSize: 25 } });
    const bulk = (index: number) => `bulk${index}.${tag}@example.test`;
    expect(second.users.map((user) => user.email)).toEqual([
      bulk(4),
      bulk(3),
      bulk(2),
      bulk(1),
      bulk(0),
      clients.userEmail,
      clients.adminEmail,
    ]);
    for (const query of ['pageSize=10', 'page=0', 'pageSize=many', 'page=1.5']) {
      const response = await clients.admin.raw(`/api/admin/users?${query}`);
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({
        error: 'ADMIN_INVALID_PAGINATION',
        message: adminMessages.invalidPagination,
      });
    }
  });

  it.skipIf(!available)('shows a user’s details, and says when there is no such user', async () => {
    const { email, id } = await newUser();
    const { attributes } = await expectAdminOnly(clients, adminEndpoints.adminUser, { params: { id } });
    expect(attributes).toMatchObject({
      email,
      email_verified: true,
      sub: id,
      status: 'CONFIRMED',
      notes_count: 0,
      admin: false,
      mfa: 'off',
    });
    const admin = await clients.admin.call(adminEndpoints.adminUser, {
      params: { id: await idOf(clients.adminEmail) },
    });
    expect(admin.attributes).toMatchObject({ admin: true, admin_source: 'ADMIN_EMAILS' });
    expect(await failureOf(clients.admin.call(adminEndpoints.adminUser, { params: { id: 'nobody' } }))).toMatchObject({
      status: 404,
      code: 'ADMIN_USER_NOT_FOUND',
    });
    expect(await failureOf(action(adminEndpoints.adminDisableUser, 'nobody'))).toMatchObject({
      status: 404,
      code: 'ADMIN_USER_NOT_FOUND',
    });
  });

  it.skipIf(!available)(
    'disables a user, refusing their session and token at once, and enables them again',
    async () => {
      const { email, api, id } = await newUser();
      const { token } = await api.call(endpoints.createToken, { body: { name: 'cli' } });
      const bearer = browserLikeClient(parts.server.url, { Authorization: `Bearer ${token}` });
      await expectAdminOnly(clients, adminEndpoints.adminDisableUser, { params: { id } });
      // Disabled beside the status it keeps (ARCHIVED is a status of its own, not a disabled account).
      expect((await clients.admin.call(adminEndpoints.adminUsers, { query: { search: email } })).users).toEqual([
        expect.objectContaining({ email, status: 'CONFIRMED', enabled: false }),
      ]);
      const disabled = await clients.admin.call(adminEndpoints.adminUsers, { query: { status: 'DISABLED' } });
      expect(disabled.users.map((user) => user.email)).toContain(email);
      expect(disabled.users.every((user) => !user.enabled)).toBe(true);
      expect((await clients.admin.call(adminEndpoints.adminUser, { params: { id } })).attributes).toMatchObject({
        status: 'CONFIRMED',
        enabled: false,
      });
      expect(await failureOf(api.call(endpoints.session))).toMatchObject({ status: 401 });
      expect(await failureOf(bearer.call(endpoints.session))).toMatchObject({ status: 401 });
      const again = browserLikeClient(parts.server.url);
      expect(
        await failureOf(again.call(endpoints.signIn, { body: { email, password: adminTestPassword } })),
      ).toMatchObject({ code: 'NotAuthorizedException', serverMessage: authErrorMessages.userDisabled });
      await expectAdminOnly(clients, adminEndpoints.adminEnableUser, { params: { id } });
      expect(await again.call(endpoints.signIn, { body: { email, password: adminTestPassword } })).toMatchObject({
        isSignedIn: true,
      });
      const adminId = await idOf(clients.adminEmail);
      expect(await failureOf(action(adminEndpoints.adminDisableUser, adminId))).toMatchObject({
        status: 400,
        serverMessage: adminMessages.cannotDisableSelf,
      });
      // Two admins' clicks at once: the second waits for the first and finds the user disabled already.
      await Promise.all([1, 2].map(() => action(adminEndpoints.adminDisableUser, id)));
      const audit = await parts.database.db
        .selectFrom('adminAudit')
        .select(['action', 'before', 'after', 'actorEmail'])
        .where('target', '=', email)
        .orderBy('createdAt')
        .execute();
      // Disabling a disabled user changed nothing more: one entry each time.
      expect(audit.map((entry) => entry.action)).toEqual(['user.disable', 'user.enable', 'user.disable']);
      expect(audit[0]).toMatchObject({
        action: 'user.disable',
        before: '{"disabledAt":null}',
        actorEmail: clients.adminEmail,
      });
      expect(JSON.parse(audit[1]!.before ?? '')).toEqual(JSON.parse(audit[0]!.after ?? ''));
    },
  );

  it.skipIf(!available)(
    'answers an invalid or revoked bearer token with ADMIN_UNAUTHORIZED on the admin API, UNAUTHORIZED elsewhere',
    async () => {
      const created = await clients.admin.call(endpoints.createToken, { body: { name: 'soon revoked' } });
      const revoked = browserLikeClient(parts.server.url, { Authorization: `Bearer ${created.token}` });
      expect((await revoked.call(adminEndpoints.adminUsers)).totalCount).toBeGreaterThan(0);
      await clients.admin.call(endpoints.deleteToken, { params: { id: created.id } });
      const madeUp = browserLikeClient(parts.server.url, { Authorization: 'Bearer nd_pat_made_up' });
      for (const caller of [revoked, madeUp]) {
        expect(await failureOf(caller.call(adminEndpoints.adminUsers))).toMatchObject({
          status: 401,
          code: 'ADMIN_UNAUTHORIZED',
          serverMessage: adminMessages.unauthorized,
        });
        expect(
          await failureOf(caller.call(adminEndpoints.adminDisableUser, { params: { id: 'anyone' } })),
        ).toMatchObject({ status: 401, code: 'ADMIN_UNAUTHORIZED' });
        expect(await failureOf(caller.call(endpoints.session))).toMatchObject({ status: 401, code: 'UNAUTHORIZED' });
      }
    },
  );

  it.skipIf(!available)(
    'requires a password reset at the next sign-in, ending every session and token of the account at once',
    async () => {
      const { email, id, api } = await newUser();
      const { token } = await api.call(endpoints.createToken, { body: { name: 'script' } });
      const script = browserLikeClient(parts.server.url, { Authorization: `Bearer ${token}` });
      expect(await script.call(endpoints.session)).toMatchObject({ email });
      await expectAdminOnly(clients, adminEndpoints.adminRequirePasswordReset, { params: { id } });
      // Whoever holds the stolen password's session or token is out: nothing more can be made with them.
      for (const caller of [api, script]) {
        expect(await failureOf(caller.call(endpoints.session))).toMatchObject({ status: 401 });
        expect(await failureOf(caller.call(endpoints.createToken, { body: { name: 'another' } }))).toMatchObject({
          status: 401,
        });
        expect(await failureOf(caller.call(endpoints.startTotpSetup))).toMatchObject({ status: 401 });
        expect(await failureOf(caller.call(endpoints.passkeyRegistrationOptions))).toMatchObject({ status: 401 });
      }
      expect(await parts.database.db.selectFrom('sessions').select('id').where('userId', '=', id).execute()).toEqual(
        [],
      );
      expect(
        await parts.database.db.selectFrom('accessTokens').select('id').where('userId', '=', id).execute(),
      ).toEqual([]);
      // The next sign-in goes through the reset, and the new password signs in.
      const browser = browserLikeClient(parts.server.url);
      const sent = parts.mail.messages.length;
      const step = await browser.call(endpoints.signIn, { body: { email, password: adminTestPassword } });
      expect(step).toMatchObject({ isSignedIn: false, nextStep: { signInStep: 'RESET_PASSWORD' } });
      await browser.call(endpoints.confirmResetPassword, {
        body: { email, code: await parts.mail.latestCode(email, sent), newPassword: 'a brand new secret' },
      });
      expect(await browser.call(endpoints.signIn, { body: { email, password: 'a brand new secret' } })).toMatchObject({
        isSignedIn: true,
      });
    },
  );

  it.skipIf(!available)('grants and revokes admin rights, never the caller’s nor an ADMIN_EMAILS admin’s', async () => {
    const { api, id } = await newUser();
    await expectAdminOnly(clients, adminEndpoints.adminGrantAdmin, { params: { id } });
    expect(await api.call(adminEndpoints.adminPrompts)).toHaveProperty('prompts');
    expect((await clients.admin.call(adminEndpoints.adminUser, { params: { id } })).attributes).toMatchObject({
      admin: true,
      admin_source: 'admin-users',
    });
    const granted = api;
    const adminId = await idOf(clients.adminEmail);
    expect(await failureOf(granted.call(adminEndpoints.adminRevokeAdmin, { params: { id: adminId } }))).toMatchObject({
      status: 400,
      serverMessage: adminMessages.cannotRevokeConfigured,
    });
    expect(await failureOf(granted.call(adminEndpoints.adminRevokeAdmin, { params: { id } }))).toMatchObject({
      status: 400,
      serverMessage: adminMessages.cannotRevokeSelf,
    });
    await expectAdminOnly(clients, adminEndpoints.adminRevokeAdmin, { params: { id } });
    expect(await failureOf(api.call(adminEndpoints.adminPrompts))).toMatchObject({
      status: 403,
      code: 'ADMIN_FORBIDDEN',
    });
  });

  it.skipIf(!available)('creates a user with a mailed temporary password, who then chooses their own', async () => {
    const email = `recruit.${tag}@example.test`;
    const { userId } = await expectAdminOnly(
      clients,
      adminEndpoints.adminCreateUser,
      { body: { email: `first.${email}` } },
      { body: { email: `second.${email}` } },
    );
    expect(userId).toEqual(expect.any(String));
    await clients.admin.call(adminEndpoints.adminCreateUser, { body: { email: email.toUpperCase() } });
    expect(await failureOf(clients.admin.call(adminEndpoints.adminCreateUser, { body: { email } }))).toMatchObject({
      status: 409,
      code: 'UsernameExistsException',
    });
    const message = await parts.mail.waitFor(email, /temporary password/);
    const temporary = /^ {4}([\w-]{12})$/m.exec(message.raw)![1]!;
    const api = browserLikeClient(parts.server.url);
    const step = await api.call(endpoints.signIn, { body: { email, password: temporary } });
    expect(step).toMatchObject({
      isSignedIn: false,
      nextStep: { signInStep: 'CONFIRM_SIGN_IN_WITH_NEW_PASSWORD_REQUIRED' },
    });
    expect(
      await api.call(endpoints.confirmSignIn, {
        body: { challenge: step.challenge!, challengeResponse: 'my very own password' },
      }),
    ).toMatchObject({ isSignedIn: true });
    const details = await clients.admin.call(adminEndpoints.adminUser, { params: { id: await idOf(email) } });
    expect(details.attributes).toMatchObject({
      email,
      email_verified: true,
      status: 'CONFIRMED',
      required_action: null,
    });
  });

  it.skipIf(!available)(
    'searches e-mails and ids (any case, trimmed) and filters by status across every page, counting only the matches',
    async () => {
      const crowd = `find-${engine}`;
      const statuses = ['CONFIRMED', 'UNCONFIRMED', 'ARCHIVED'] as const;
      await insertUsers(parts.database, 60, crowd, (index) => statuses[index % 3]!);
      const list = (query: Record<string, string | number>) =>
        clients.admin.call(adminEndpoints.adminUsers, { query: { pageSize: 25, ...query } });
      const emails = (answer: { users: { email: string }[] }) => answer.users.map((user) => user.email);
      // member05 is far beyond the first page of the whole list; the search finds it on the first.
      expect(emails(await list({ page: 1 }))).not.toContain(insertedEmail(crowd, 5));
      expect(await list({ search: `  MEMBER05.${crowd.toUpperCase()}  ` })).toEqual({
        users: [expect.objectContaining({ email: insertedEmail(crowd, 5), userId: `${crowd}-05` })],
        totalCount: 1,
      });
      const byId = await list({ search: `${crowd}-4` });
      expect(byId.totalCount).toBe(10);
      expect(emails(byId)).toEqual(Array.from({ length: 10 }, (_, index) => insertedEmail(crowd, 49 - index)));
      const third = await list({ search: crowd, page: 3 });
      expect(third.totalCount).toBe(60);
      expect(emails(third)).toEqual(Array.from({ length: 10 }, (_, index) => insertedEmail(crowd, 9 - index)));
      const archived = await list({ search: crowd, status: 'ARCHIVED', page: 1 });
      expect(archived.totalCount).toBe(20);
      expect(archived.users.every((user) => user.status === 'ARCHIVED')).toBe(true);
      expect((await list({ status: 'UNCONFIRMED', page: 1 })).totalCount).toBe(20);
      expect(await list({ search: '', status: 'COMPROMISED' })).toEqual({ users: [], totalCount: 0 });
      // LIKE's wildcards are only themselves: no address here has % or _.
      for (const search of ['%', '_', `member0_.${crowd}`, 'member0%'])
        expect(await list({ search })).toEqual({ users: [], totalCount: 0 });
      for (const [query, message] of [
        [`search=${'a'.repeat(255)}`, adminMessages.userSearchTooLong],
        ['status=BANNED', `${adminMessages.userStatusUnknown}CONFIRMED, UNCONFIRMED, ARCHIVED, COMPROMISED, DISABLED`],
      ] as const) {
        const response = await clients.admin.raw(`/api/admin/users?${query}`);
        expect(response.status).toBe(400);
        expect(await response.json()).toMatchObject({ error: 'INVALID_INPUT', message });
      }
      expect((await list({ search: 'a'.repeat(254) })).totalCount).toBe(0);
    },
  );

  it.skipIf(!available)(
    'resets a user’s lost second factors and passkeys: audited, mailed, and the password alone signs them in',
    async () => {
      const { email, api, id } = await newUser();
      const { sharedSecret } = await api.call(endpoints.startTotpSetup);
      await api.call(endpoints.verifyTotpSetup, { body: { code: totpCode(sharedSecret) } });
      const now = new Date().toISOString();
      await parts.database.db
        .insertInto('passkeys')
        .values({
          id: `key-${id}`,
          userId: id,
          name: 'Lost phone',
          publicKey: 'AQID',
          counter: 0,
          transports: '[]',
          createdAt: now,
          lastUsedAt: null,
        })
        .execute();
      const mfaOf = async () => (await clients.admin.call(adminEndpoints.adminUser, { params: { id } })).attributes.mfa;
      expect(await mfaOf()).toBe('TOTP,PASSKEY');
      const before = browserLikeClient(parts.server.url);
      expect(await before.call(endpoints.signIn, { body: { email, password: adminTestPassword } })).toMatchObject({
        isSignedIn: false,
        nextStep: { signInStep: 'CONFIRM_SIGN_IN_WITH_TOTP_CODE' },
      });

      const sent = parts.mail.messages.length;
      expect(
        await failureOf(clients.anonymous.call(adminEndpoints.adminResetSecondFactors, { params: { id } })),
      ).toMatchObject({ status: 401, code: 'ADMIN_UNAUTHORIZED' });
      expect(
        await failureOf(clients.user.call(adminEndpoints.adminResetSecondFactors, { params: { id } })),
      ).toMatchObject({ status: 403, code: 'ADMIN_FORBIDDEN', serverMessage: adminMessages.forbidden });
      expect(await mfaOf()).toBe('TOTP,PASSKEY');
      expect(await clients.bearer.call(adminEndpoints.adminResetSecondFactors, { params: { id } })).toEqual({
        ok: true,
      });

      expect(await mfaOf()).toBe('off');
      const db = parts.database.db;
      for (const table of ['mfaFactors', 'recoveryCodes', 'passkeys'] as const)
        expect(await db.selectFrom(table).select('id').where('userId', '=', id).execute()).toEqual([]);
      // The lost phone's session is over.
      expect(await failureOf(api.call(endpoints.session))).toMatchObject({ status: 401 });
      const mail = await parts.mail.waitFor(email, /second factors were reset/);
      expect(parts.mail.messages.indexOf(mail)).toBeGreaterThanOrEqual(sent);
      expect(mail.raw).toContain('An administrator reset the second factors of your Nemesis Day account');
      const audit = await db
        .selectFrom('adminAudit')
        .select(['action', 'before', 'after', 'actorEmail'])
        .where('target', '=', email)
        .execute();
      expect(audit).toEqual([
        {
          action: 'user.reset-second-factors',
          before: '{"mfa":"TOTP,PASSKEY"}',
          after: '{"mfa":"off"}',
          actorEmail: clients.adminEmail,
        },
      ]);

      // The password alone signs in, and an authenticator app can be set up again.
      const again = browserLikeClient(parts.server.url);
      expect(await again.call(endpoints.signIn, { body: { email, password: adminTestPassword } })).toMatchObject({
        isSignedIn: true,
      });
      expect(await again.call(endpoints.startTotpSetup)).toHaveProperty('sharedSecret');

      // Nothing left to reset: refused, and nothing more is recorded or mailed.
      const mails = parts.mail.messages.length;
      expect(
        await failureOf(clients.admin.call(adminEndpoints.adminResetSecondFactors, { params: { id } })),
      ).toMatchObject({ status: 400, code: 'INVALID_INPUT', serverMessage: adminMessages.noSecondFactors });
      expect(await db.selectFrom('adminAudit').select('id').where('target', '=', email).execute()).toHaveLength(1);
      expect(await again.call(endpoints.session)).toMatchObject({ email });
      expect(parts.mail.messages.length).toBe(mails);
      expect(
        await failureOf(clients.admin.call(adminEndpoints.adminResetSecondFactors, { params: { id: 'nobody' } })),
      ).toMatchObject({ status: 404, code: 'ADMIN_USER_NOT_FOUND' });
    },
  );
});

import { adminEndpoints } from '#contract/admin/admin-endpoints.ts';
import { endpoints } from '#contract/endpoints.ts';
import type { AccountTestServer } from './account-test-server.ts';
import { adminEmailOf, adminTestPassword } from './admin-clients.ts';
import { browserLikeClient } from './browser-like-client.ts';
import type { BrowserLikeClient } from './browser-like-client.ts';
import { insertNote } from './insert-note.ts';
import { newEmail } from './new-email.ts';
import { signUpAndConfirm } from './sign-up-and-confirm.ts';
import { totpCode } from './totp-code.ts';

/** Who the server must take a caller for: nobody, a signed-in user, or an admin. */
export type Level = 'nobody' | 'user' | 'admin';

/** What a caller holds of its own: a token, a session and a note, the ids a request let through would act on. */
export interface Owned {
  tokenId?: string;
  sessionId?: string;
  shortUuid?: string;
}

/** One kind of caller of the matrix. */
export interface Caller {
  name: string;
  level: Level;
  /** How it proves itself, if it does. */
  via: 'none' | 'cookie' | 'bearer';
  /** Its headers: a Cookie, an Authorization, an Origin or Sec-Fetch-Site of another site. */
  headers: Record<string, string>;
  /** A bearer token the server must refuse outright, on every path: unknown (or its user shut out), or expired at the date given. */
  deadBearer?: { expiredAt?: string };
  /** A cookie-session write that lacks the CSRF protection the app requires (no X-Requested-With, or another site's Origin). */
  crossSite?: 'no header' | 'origin' | 'fetch site';
  owned: Owned;
}

/** The callers, and the real things a request may name: a user to act on, a note, a prompt's version, a mail, a device login's code. */
export interface MatrixWorld {
  callers: Caller[];
  victimId: string;
  shortUuid: string;
  victimEmail: string;
  promptId: string;
  promptVersion: number;
  mailId: string;
  userCode: string;
  /** Writes a new note of the live user (a report may put a note on hold: each report names its own). */
  newNote(): Promise<string>;
}

const cookieOf = (client: BrowserLikeClient) => ({ Cookie: client.cookieHeader() });
const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

/** Signs up every account the callers need, on `parts`' server (started with adminEnv(tag)), and ends or demotes what each kind of caller needs ended. */
export async function matrixWorld(parts: AccountTestServer, tag: string): Promise<MatrixWorld> {
  const { url } = parts.server;
  const { db } = parts.database;
  let notes = 0;
  const newNoteOf = (userId: string) =>
    insertNote(parts.database, userId, `m${(++notes).toString(36).padStart(4, '0')}`);
  const idOf = async (email: string) =>
    (await db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirstOrThrow()).id;

  /** A confirmed account signed in by a browser, with a personal access token and a note. */
  const account = async (label: string, email = newEmail(label)) => {
    const api = browserLikeClient(url);
    await signUpAndConfirm(api, parts.mail, email, adminTestPassword);
    const id = await idOf(email);
    const token = await api.call(endpoints.createToken, { body: { name: label } });
    const { sessions } = await api.call(endpoints.listSessions);
    const owned = {
      tokenId: token.id,
      sessionId: sessions.find((session) => session.current)!.id,
      shortUuid: await newNoteOf(id),
    };
    return { api, id, email, token: token.token, cookie: cookieOf(api), owned };
  };

  const admin = await account('boss', adminEmailOf(tag));
  type UserAction =
    | 'adminDisableUser'
    | 'adminRequirePasswordReset'
    | 'adminGrantAdmin'
    | 'adminRevokeAdmin'
    | 'adminResetSecondFactors';
  const asAdmin = (action: UserAction, id: string) =>
    admin.api.call(adminEndpoints[action] as typeof adminEndpoints.adminDisableUser, { params: { id } });
  const live = await account('live');
  const victim = await account('victim');

  // The live user's other session, signed out; another token, revoked; a third, past its expiry.
  const signedOut = browserLikeClient(url);
  await signedOut.call(endpoints.signIn, { body: { email: live.email, password: adminTestPassword } });
  const signedOutCookie = cookieOf(signedOut);
  await signedOut.call(endpoints.signOut);
  const revoked = await live.api.call(endpoints.createToken, { body: { name: 'revoked' } });
  await live.api.call(endpoints.deleteToken, { params: { id: revoked.id } });
  const expired = await live.api.call(endpoints.createToken, { body: { name: 'expired' } });
  const expiredAt = new Date(Date.now() - 60_000).toISOString();
  await db.updateTable('accessTokens').set({ expiresAt: expiredAt }).where('id', '=', expired.id).execute();

  const reset = await account('reset');
  await asAdmin('adminRequirePasswordReset', reset.id);
  const disabled = await account('disabled');
  await asAdmin('adminDisableUser', disabled.id);
  const deleted = await account('deleted');
  await deleted.api.call(endpoints.deleteAccount, { body: { password: adminTestPassword } });
  const changed = await account('changed');
  await changed.api.call(endpoints.changePassword, {
    body: { oldPassword: adminTestPassword, newPassword: 'a brand new secret' },
  });
  const demoted = await account('demoted');
  await asAdmin('adminGrantAdmin', demoted.id);
  await asAdmin('adminRevokeAdmin', demoted.id);

  // A user with an authenticator app: a second browser proves the password and stops at the code; then an admin resets the app, which ends the first browser's session.
  const guarded = await account('guarded');
  const { sharedSecret } = await guarded.api.call(endpoints.startTotpSetup);
  await guarded.api.call(endpoints.verifyTotpSetup, { body: { code: totpCode(sharedSecret) } });
  const halfway = browserLikeClient(url);
  const step = await halfway.call(endpoints.signIn, { body: { email: guarded.email, password: adminTestPassword } });
  if (step.nextStep.signInStep !== 'CONFIRM_SIGN_IN_WITH_TOTP_CODE')
    throw new Error(`sign-in stopped at ${step.nextStep.signInStep}`);
  await asAdmin('adminResetSecondFactors', guarded.id);

  // Signed up, never confirmed: the browser holds the sign-up ticket only.
  const unconfirmed = browserLikeClient(url);
  await unconfirmed.call(endpoints.signUp, { body: { email: newEmail('unconfirmed'), password: adminTestPassword } });
  if (unconfirmed.cookies.size === 0) throw new Error('sign-up set no cookie');

  const { prompts } = await admin.api.call(adminEndpoints.adminPrompts);
  const prompt = Object.values(prompts).flat()[0]!;
  const { mail } = await admin.api.call(adminEndpoints.adminMail, { query: {} });
  const device = await browserLikeClient(url).call(endpoints.deviceStart, { body: { clientName: 'matrix' } });

  const none = { via: 'none', level: 'nobody', owned: {} } as const;
  const deadCookie = (name: string, headers: Record<string, string>, owned: Owned = {}): Caller => ({
    name,
    level: 'nobody',
    via: 'cookie',
    headers,
    owned,
  });
  const deadToken = (name: string, token: string, owned: Owned = {}, expiredAt?: string): Caller => ({
    name,
    level: 'nobody',
    via: 'bearer',
    headers: bearer(token),
    deadBearer: { expiredAt },
    owned,
  });
  const callers: Caller[] = [
    { ...none, name: 'anonymous', headers: {} },
    deadCookie('a garbage session cookie', { Cookie: 'nemesis_session=garbage-not-a-session' }),
    deadToken('a garbage bearer token', 'garbage-not-a-token'),
    { name: 'a user’s session', level: 'user', via: 'cookie', headers: live.cookie, owned: live.owned },
    { name: 'a user’s token', level: 'user', via: 'bearer', headers: bearer(live.token), owned: live.owned },
    { name: 'an admin’s session', level: 'admin', via: 'cookie', headers: admin.cookie, owned: admin.owned },
    { name: 'an admin’s token', level: 'admin', via: 'bearer', headers: bearer(admin.token), owned: admin.owned },
    deadCookie('a session after Require Password Reset', reset.cookie, reset.owned),
    deadToken('a token after Require Password Reset', reset.token, reset.owned),
    deadCookie('a disabled user’s session', disabled.cookie, disabled.owned),
    deadToken('a disabled user’s token', disabled.token, disabled.owned),
    // Their notes went with the account.
    deadCookie('a deleted user’s session', deleted.cookie, { ...deleted.owned, shortUuid: undefined }),
    deadToken('a deleted user’s token', deleted.token, { ...deleted.owned, shortUuid: undefined }),
    deadCookie('a session after sign-out', signedOutCookie, live.owned),
    deadToken('a revoked token', revoked.token, { ...live.owned, tokenId: revoked.id }),
    deadToken('a token past its expiry', expired.token, { ...live.owned, tokenId: expired.id }, expiredAt),
    deadCookie('a session ended by the user’s password change', changed.cookie, changed.owned),
    deadToken('a token ended by the user’s password change', changed.token, changed.owned),
    deadCookie('a session ended by an admin’s reset of second factors', guarded.cookie, guarded.owned),
    { ...none, name: 'a browser stopped at the MFA step', headers: cookieOf(halfway) },
    { ...none, name: 'a browser holding only a sign-up cookie', headers: cookieOf(unconfirmed) },
    {
      name: 'a demoted admin’s old session',
      level: 'user',
      via: 'cookie',
      headers: demoted.cookie,
      owned: demoted.owned,
    },
    {
      name: 'a demoted admin’s token',
      level: 'user',
      via: 'bearer',
      headers: bearer(demoted.token),
      owned: demoted.owned,
    },
    {
      name: 'a user’s session without X-Requested-With',
      level: 'user',
      via: 'cookie',
      headers: live.cookie,
      crossSite: 'no header',
      owned: live.owned,
    },
    {
      name: 'an admin’s session from another origin',
      level: 'admin',
      via: 'cookie',
      headers: { ...admin.cookie, Origin: 'https://evil.example' },
      crossSite: 'origin',
      owned: admin.owned,
    },
    {
      name: 'an admin’s session, cross-site fetch',
      level: 'admin',
      via: 'cookie',
      headers: { ...admin.cookie, 'Sec-Fetch-Site': 'cross-site' },
      crossSite: 'fetch site',
      owned: admin.owned,
    },
  ];
  return {
    callers,
    victimId: victim.id,
    victimEmail: victim.email,
    shortUuid: victim.owned.shortUuid,
    promptId: prompt.promptId,
    promptVersion: prompt.version,
    mailId: mail[0]!.id,
    userCode: device.userCode,
    newNote: () => newNoteOf(live.id),
  };
}

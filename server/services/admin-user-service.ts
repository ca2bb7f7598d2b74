import { randomBytes } from 'node:crypto';
import { adminMessages } from '#contract/admin/admin-messages.ts';
import { AppError } from '../app-error.ts';
import { hashPassword } from '../auth/password-hasher.ts';
import type { IdentityRepository } from '../db/repositories/identity-repository.ts';
import type { PageRequest } from '../db/repositories/newest-first-page.ts';
import type { SecondFactorRepository } from '../db/repositories/second-factor-repository.ts';
import type { UserFilter, UserRepository } from '../db/repositories/user-repository.ts';
import type { UserRow } from '../db/schema.ts';
import type { MailService } from '../mail/mail-service.ts';
import { secondFactorsResetMail } from '../mail/second-factors-reset-mail.ts';
import { temporaryPasswordMail } from '../mail/temporary-password-mail.ts';
import { newUserRow, normaliseEmail } from './account-rules.ts';
import type { AdminCheck } from './admin-check.ts';
import type { AdminRightsService } from './admin-rights-service.ts';
import type { AuditLog } from './audit-log.ts';
import type { MfaService } from './mfa-service.ts';
import type { SessionService } from './session-service.ts';

type Actor = Pick<UserRow, 'id' | 'email'>;

const refused = (message: string) => new AppError('INVALID_INPUT', message);

/**
 * The admin's user management: the list and a user's details, disabling (every session and token
 * ended at once) and enabling, a required password reset, a reset of lost second factors, admin rights
 * through `admin-users`, and accounts created with a mailed temporary password. Every change goes to the audit log.
 * Throws ADMIN_USER_NOT_FOUND, INVALID_INPUT (a refused change), UsernameExistsException.
 */
export function createAdminUserService(deps: {
  users: UserRepository;
  identities: IdentityRepository;
  sessions: SessionService;
  /** Reports the user's real second factors in their details. */
  mfa: Pick<MfaService, 'summary'>;
  secondFactors: SecondFactorRepository;
  adminCheck: AdminCheck;
  rights: AdminRightsService;
  mail: MailService;
  audit: AuditLog;
  signInUrl: string;
}) {
  const { users, sessions, adminCheck, audit } = deps;

  async function find(id: string): Promise<UserRow> {
    const user = await users.findById(id);
    if (!user) throw new AppError('ADMIN_USER_NOT_FOUND', adminMessages.userNotFound);
    return user;
  }

  /** Changes a user's fields and records the change. */
  async function change(actor: Actor, action: string, user: UserRow, changes: Partial<Pick<UserRow, 'status' | 'requiredAction'>>): Promise<void> {
    const before = Object.fromEntries(Object.keys(changes).map((key) => [key, user[key as keyof typeof changes]]));
    await users.update(user.id, changes);
    await audit.record(actor, action, user.email, before, changes);
  }

  return {
    /** A page of the users the filter lets through, newest join first (spec §3, User list item), and how many it lets through. */
    async list(request: PageRequest & UserFilter) {
      const { rows, totalCount } = await users.page(request, request);
      return { users: rows.map((row) => ({ email: row.email, userId: row.id, joinDate: row.createdAt, lastLogin: row.lastLoginAt, status: row.status })), totalCount };
    },

    /** A user's attributes by name. */
    async details(id: string) {
      const user = await find(id);
      const [notesCount, adminSource, identities, mfa] = await Promise.all([users.notesCount(id), adminCheck.sourceOf(user), deps.identities.listForUser(id), deps.mfa.summary(id)]);
      return {
        attributes: {
          email: user.email,
          email_verified: user.emailVerifiedAt !== null,
          sub: user.id,
          given_name: user.givenName,
          family_name: user.familyName,
          created: user.createdAt,
          last_login: user.lastLoginAt,
          login_type: user.loginType,
          linked_providers: identities.map((identity) => identity.provider).join(', ') || null,
          has_password: user.passwordHash !== '',
          status: user.status,
          required_action: user.requiredAction,
          mfa,
          notes_count: notesCount,
          admin: adminSource !== undefined,
          admin_source: adminSource ?? null,
        },
      };
    },

    /** Archives a user and ends every session and token they have, so they are refused at once. */
    async disable(actor: Actor, id: string): Promise<void> {
      if (id === actor.id) throw refused(adminMessages.cannotDisableSelf);
      const user = await find(id);
      await change(actor, 'user.disable', user, { status: 'ARCHIVED' });
      await Promise.all([sessions.endAll(id), sessions.revokeTokens(id)]);
    },

    /** Lets a disabled user in again (unconfirmed again if they never confirmed their address nor signed in). */
    async enable(actor: Actor, id: string): Promise<void> {
      const user = await find(id);
      const confirmed = user.emailVerifiedAt || user.lastLoginAt || user.requiredAction === 'NEW_PASSWORD';
      if (user.status === 'ARCHIVED') await change(actor, 'user.enable', user, { status: confirmed ? 'CONFIRMED' : 'UNCONFIRMED' });
    },

    /**
     * Makes the user reset their password by an e-mailed code at their next sign-in, and ends every
     * session and token they have at once: the usual answer to a stolen password.
     */
    async requirePasswordReset(actor: Actor, id: string): Promise<void> {
      await change(actor, 'user.require-password-reset', await find(id), { requiredAction: 'RESET_PASSWORD' });
      await Promise.all([sessions.endAll(id), sessions.revokeTokens(id)]);
    },

    /**
     * Removes the user's authenticator app, e-mail codes, recovery codes and passkeys, ends their
     * sessions (a lost phone may hold one) and mails them: they sign in with the password alone and
     * set factors up again. Throws INVALID_INPUT when they have none.
     */
    async resetSecondFactors(actor: Actor, id: string): Promise<void> {
      const user = await find(id);
      const before = await deps.mfa.summary(id);
      if (before === 'off') throw refused(adminMessages.noSecondFactors);
      await deps.secondFactors.removeAll(id);
      await sessions.endAll(id);
      await audit.record(actor, 'user.reset-second-factors', user.email, { mfa: before }, { mfa: 'off' });
      await deps.mail.send(secondFactorsResetMail(user.email, deps.signInUrl));
    },

    /** Adds the user to `admin-users`. */
    async grantAdmin(actor: Actor, id: string): Promise<void> {
      const user = await find(id);
      if (await adminCheck.isAdmin(user)) return;
      await deps.rights.grant(actor, user.email);
    },

    /** Removes the user from `admin-users`; never the caller, nor an admin of ADMIN_EMAILS. */
    async revokeAdmin(actor: Actor, id: string): Promise<void> {
      if (id === actor.id) throw refused(adminMessages.cannotRevokeSelf);
      const user = await find(id);
      const source = await adminCheck.sourceOf(user);
      if (source === 'ADMIN_EMAILS') throw refused(adminMessages.cannotRevokeConfigured);
      if (source) await deps.rights.revoke(actor, user.email);
    },

    /** Creates a user who signs in with a mailed temporary password and then chooses their own. */
    async create(actor: Actor, email: string): Promise<{ userId: string }> {
      const address = normaliseEmail(email);
      if (await users.findByEmail(address)) throw new AppError('UsernameExistsException', adminMessages.userExists);
      const password = randomBytes(9).toString('base64url');
      const user = newUserRow({ email: address, passwordHash: await hashPassword(password), status: 'CONFIRMED', requiredAction: 'NEW_PASSWORD' });
      await users.create(user);
      await deps.mail.send(temporaryPasswordMail(address, password, deps.signInUrl));
      await audit.record(actor, 'user.create', address, undefined, { userId: user.id, status: user.status, requiredAction: user.requiredAction });
      return { userId: user.id };
    },
  };
}

export type AdminUserService = ReturnType<typeof createAdminUserService>;

import { randomBytes } from 'node:crypto';
import { adminMessages } from '#contract/admin/admin-messages.ts';
import { AppError } from '../../app-error.ts';
import { hashPassword } from '../../auth/password-hasher.ts';
import type { Repositories } from '../../db/repositories.ts';
import type { IdentityRepository } from '../../db/repositories/identity-repository.ts';
import type { PageRequest } from '../../db/repositories/newest-first-page.ts';
import type { UserFilter, UserRepository } from '../../db/repositories/user-repository.ts';
import type { UserRow } from '../../db/schema.ts';
import type { UnitOfWork } from '../../db/unit-of-work.ts';
import type { MailService } from '../../mail/mail-service.ts';
import { secondFactorsResetMail } from '../../mail/second-factors-reset-mail.ts';
import { temporaryPasswordMail } from '../../mail/temporary-password-mail.ts';
import { newUserRow, normaliseEmail } from '../auth/account-rules.ts';
import type { AdminCheck } from './admin-check.ts';
import type { AdminRightsService } from './admin-rights-service.ts';
import { auditEntry } from './audit-log.ts';
import type { MfaService } from '../auth/mfa-service.ts';
import { endSessionsIn, revokeTokensIn } from '../auth/session-service.ts';
import type { Clock } from '../../clock.ts';

type Actor = Pick<UserRow, 'id' | 'email'>;

const refused = (message: string) => new AppError('INVALID_INPUT', message);
const found = (user: UserRow | undefined): UserRow => {
  if (!user) throw new AppError('ADMIN_USER_NOT_FOUND', adminMessages.userNotFound);
  return user;
};

/**
 * The admin's user management: the list and a user's details, disabling (every session and token
 * ended at once) and enabling, a required password reset, a reset of lost second factors, admin rights
 * through `admin-users`, and accounts created with a mailed temporary password. Every change is one unit
 * of work with its audit entry and the sessions it ends. Throws ADMIN_USER_NOT_FOUND, INVALID_INPUT (a
 * refused change), UsernameExistsException.
 */
export function createAdminUserService(deps: {
  users: UserRepository;
  identities: IdentityRepository;
  /** Reports the user's real second factors in their details. */
  mfa: Pick<MfaService, 'summary'>;
  adminCheck: AdminCheck;
  rights: AdminRightsService;
  mail: MailService;
  unitOfWork: UnitOfWork;
  signInUrl: string;
  clock: Clock;
}) {
  const { users, adminCheck, unitOfWork, clock } = deps;

  async function find(id: string): Promise<UserRow> {
    return found(await users.findById(id));
  }

  /** The user to change in the unit of work `tx`, read after any change another admin is making commits. */
  async function findToChange(id: string, tx: Repositories): Promise<UserRow> {
    return found(await tx.users.findByIdToChange(id));
  }

  /** Changes a user's fields and records the change, in the unit of work `tx`. */
  async function change(
    tx: Repositories,
    actor: Actor,
    action: string,
    user: UserRow,
    changes: Partial<Pick<UserRow, 'disabledAt' | 'requiredAction'>>,
  ): Promise<void> {
    const before = Object.fromEntries(Object.keys(changes).map((key) => [key, user[key as keyof typeof changes]]));
    await tx.users.update(user.id, changes);
    await tx.audit.insert(auditEntry(actor, action, user.email, before, changes, clock.now()));
  }

  /** Makes the change and ends every session and token of the user, all at once, unless `inEffect` finds it made already. */
  function changeAndSignOut(
    actor: Actor,
    action: string,
    id: string,
    changes: Partial<Pick<UserRow, 'disabledAt' | 'requiredAction'>>,
    inEffect: (user: UserRow) => boolean,
    within?: Repositories,
  ): Promise<void> {
    return unitOfWork(async (tx) => {
      // A second click, or another admin's, finds it done and writes nothing.
      const user = await findToChange(id, tx);
      if (inEffect(user)) return;
      await change(tx, actor, action, user, changes);
      await endSessionsIn(tx, id);
      await revokeTokensIn(tx, id);
    }, within);
  }

  return {
    /** A page of the users the filter lets through, newest join first (spec §3, User list item), and how many it lets through. */
    async list(request: PageRequest & UserFilter) {
      const { rows, totalCount } = await users.page(request, request);
      return {
        users: rows.map((row) => ({
          email: row.email,
          userId: row.id,
          joinDate: row.createdAt,
          lastLogin: row.lastLoginAt,
          status: row.status,
          enabled: row.disabledAt === null,
        })),
        totalCount,
      };
    },

    /** A user's attributes by name. */
    async details(id: string) {
      const user = await find(id);
      const [notesCount, adminSource, identities, mfa] = await Promise.all([
        users.notesCount(id),
        adminCheck.sourceOf(user),
        deps.identities.listForUser(id),
        deps.mfa.summary(id),
      ]);
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
          enabled: user.disabledAt === null,
          required_action: user.requiredAction,
          mfa,
          notes_count: notesCount,
          admin: adminSource !== undefined,
          admin_source: adminSource ?? null,
        },
      };
    },

    /**
     * Disables a user (their status stays as it is) and ends every session and token they have, so they
     * are refused at once; joins the unit of work `within` when given. A disabled user is left as they are.
     */
    async disable(actor: Actor, id: string, within?: Repositories): Promise<void> {
      if (id === actor.id) throw refused(adminMessages.cannotDisableSelf);
      const disabledAt = clock.now().toISOString();
      await changeAndSignOut(actor, 'user.disable', id, { disabledAt }, (user) => user.disabledAt !== null, within);
    },

    /** Lets a disabled user in again, with the status they had; an enabled user is left as they are. */
    async enable(actor: Actor, id: string): Promise<void> {
      await unitOfWork(async (tx) => {
        const user = await findToChange(id, tx);
        if (user.disabledAt !== null) await change(tx, actor, 'user.enable', user, { disabledAt: null });
      });
    },

    /**
     * Makes the user reset their password by an e-mailed code at their next sign-in, and ends every
     * session and token they have at once: the usual answer to a stolen password. Once required, it is
     * left as it is.
     */
    async requirePasswordReset(actor: Actor, id: string): Promise<void> {
      const required = { requiredAction: 'RESET_PASSWORD' } as const;
      const inEffect = (user: UserRow) => user.requiredAction === required.requiredAction;
      await changeAndSignOut(actor, 'user.require-password-reset', id, required, inEffect);
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
      const sendMail = await unitOfWork(async (tx) => {
        await tx.secondFactors.removeAll(id);
        await endSessionsIn(tx, id);
        await tx.audit.insert(
          auditEntry(actor, 'user.reset-second-factors', user.email, { mfa: before }, { mfa: 'off' }, clock.now()),
        );
        return deps.mail.recordIn(tx.mail, secondFactorsResetMail(user.email, deps.signInUrl));
      });
      sendMail();
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
      const user = newUserRow(
        {
          email: address,
          passwordHash: await hashPassword(password),
          status: 'CONFIRMED',
          requiredAction: 'NEW_PASSWORD',
        },
        clock.now(),
      );
      const sendMail = await unitOfWork(async (tx) => {
        await tx.users.create(user);
        await tx.audit.insert(
          auditEntry(
            actor,
            'user.create',
            address,
            undefined,
            { userId: user.id, status: user.status, requiredAction: user.requiredAction },
            clock.now(),
          ),
        );
        return deps.mail.recordIn(tx.mail, temporaryPasswordMail(address, password, deps.signInUrl));
      });
      sendMail();
      return { userId: user.id };
    },
  };
}

export type AdminUserService = ReturnType<typeof createAdminUserService>;

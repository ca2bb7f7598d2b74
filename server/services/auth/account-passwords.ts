import { authErrorMessages } from '#contract/auth/auth-messages.ts';
import type { PasswordPolicy } from '#contract/auth/auth-messages.ts';
import { AppError } from '../../app-error.ts';
import { hashPassword, verifyPassword } from '../../auth/password-hasher.ts';
import type { UserRepository } from '../../db/repositories/user-repository.ts';
import type { UnitOfWork } from '../../db/unit-of-work.ts';
import type { MailService } from '../../mail/mail-service.ts';
import { securityNoticeMail } from '../../mail/security-notice-mail.ts';
import { checkPasswordPolicy, codeDelivery, normaliseEmail } from './account-rules.ts';
import type { PasswordClient, PasswordGuard } from './password-guard.ts';
import { endSessionsIn, revokeTokensIn } from './session-service.ts';
import type { Principal, SessionService } from './session-service.ts';
import type { UnprovedAccounts } from './unproved-accounts.ts';
import type { VerificationCodeService } from './verification-code-service.ts';
import type { Clock } from '../../clock.ts';
import type { AfterAnswer } from './after-answer.ts';

/**
 * A password account's password: the reset with an e-mailed code and the change while signed in (its
 * owner mailed a notice), each ending every session and access token of the account. Throws AppError with the spec's error names.
 */
export function createAccountPasswords(deps: {
  users: UserRepository;
  codes: VerificationCodeService;
  sessions: SessionService;
  guard: PasswordGuard;
  passwordPolicy: PasswordPolicy;
  unproved: UnprovedAccounts;
  mail: MailService;
  unitOfWork: UnitOfWork;
  clock: Clock;
}) {
  const { users, codes, sessions, guard, passwordPolicy, mail, unitOfWork, clock } = deps;

  return {
    /** E-mails a reset code, after the answer, if the account exists; answers the same, in the same time, either way. */
    async forgotPassword(email: string, ip: string, after: AfterAnswer) {
      const address = normaliseEmail(email);
      const user = await users.findByEmail(address);
      await codes.sendAfterAnswer(
        address,
        user && user.disabledAt === null ? user : undefined,
        'reset-password',
        ip,
        after,
      );
      return {
        nextStep: {
          resetPasswordStep: 'CONFIRM_RESET_PASSWORD_WITH_CODE' as const,
          codeDeliveryDetails: codeDelivery(address),
        },
      };
    },

    /**
     * Sets a new password with a reset code; ends every session and access token of the account, all
     * at once with the code spent (a reset that fails leaves the old password, the sessions and the code).
     * A signed-in user setting their own password (on the account page) gets a new session for this browser.
     */
    async confirmResetPassword(
      email: string,
      code: string,
      newPassword: string,
      client: PasswordClient,
      current: Principal | undefined,
    ): Promise<{ sessionToken?: string }> {
      checkPasswordPolicy(newPassword, passwordPolicy);
      const address = normaliseEmail(email);
      const { user, spend } = await codes.check(
        await users.findByEmail(address),
        'reset-password',
        code,
        client.ip,
        address,
      );
      const passwordHash = await hashPassword(newPassword);
      const now = clock.now().toISOString();
      const sessionToken = await unitOfWork(async (tx) => {
        await spend(tx.codes);
        // Made by someone who never proved the address, the account is the owner's now, without their ways in.
        await deps.unproved.handOver(user, tx);
        // The code proved the address, so an unconfirmed or compromised account is now in good standing.
        await tx.users.update(user.id, {
          passwordHash,
          requiredAction: null,
          status: 'CONFIRMED',
          emailVerifiedAt: user.emailVerifiedAt ?? now,
        });
        // Whoever may have got in before the reset is cut off: every session and every access token ends.
        await endSessionsIn(tx, user.id);
        await revokeTokensIn(tx, user.id);
        if (current?.session?.userId !== user.id) return undefined;
        return (await sessions.create(user.id, current.session.authMethod, tx.sessions)).token;
      });
      await guard.recovered(user, client);
      return sessionToken === undefined ? {} : { sessionToken };
    },

    /**
     * Changes a signed-in user's password; ends all their sessions and access tokens, and starts a new
     * session for this browser, all at once; then mails the owner a notice, as for every security change.
     */
    async changePassword(
      principal: Principal,
      oldPassword: string,
      newPassword: string,
      client: PasswordClient,
    ): Promise<{ sessionToken: string }> {
      const { user } = principal;
      await guard.begin(user.email, user, client);
      if (!(await verifyPassword(user.passwordHash, oldPassword))) {
        throw new AppError('NotAuthorizedException', authErrorMessages.wrongCurrentPassword);
      }
      checkPasswordPolicy(newPassword, passwordPolicy);
      const passwordHash = await hashPassword(newPassword);
      const [{ token }, sendNotice] = await unitOfWork(async (tx) => {
        await tx.users.update(user.id, { passwordHash });
        // As after a reset: whoever may have got in with the old password is cut off, scripts included.
        await endSessionsIn(tx, user.id);
        await revokeTokensIn(tx, user.id);
        return [
          await sessions.create(user.id, principal.session?.authMethod ?? 'password', tx.sessions),
          await mail.recordIn(tx.mail, securityNoticeMail(user.email, 'password-changed')),
        ] as const;
      });
      sendNotice();
      await guard.succeeded(user, client);
      return { sessionToken: token };
    },
  };
}

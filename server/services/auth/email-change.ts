import { authErrorMessages } from '#contract/auth/auth-messages.ts';
import { emailChangeMessages } from '#contract/auth/account-data.ts';
import type { ChangeEmailRequest } from '#contract/auth/account-data.ts';
import { AppError } from '../../app-error.ts';
import type { UserRepository } from '../../db/repositories/user-repository.ts';
import type { UserRow } from '../../db/schema.ts';
import type { UnitOfWork } from '../../db/unit-of-work.ts';
import { emailChangedMail, emailTakenMail } from '../../mail/email-change-mail.ts';
import type { MailService } from '../../mail/mail-service.ts';
import type { Clock } from '../../clock.ts';
import type { AdminCheck } from '../admin/admin-check.ts';
import type { AdminRightsService } from '../admin/admin-rights-service.ts';
import type { AfterAnswer } from './after-answer.ts';
import { authLimits } from '../limits/rate-limits.ts';
import type { RateLimiter } from '../limits/rate-limiter.ts';
import { codeDelivery, normaliseEmail } from './account-rules.ts';
import type { PasswordClient } from './password-guard.ts';
import type { Principal } from './session-service.ts';
import type { VerificationCodeService } from './verification-code-service.ts';

/**
 * Changing an account's e-mail address: the owner proves it is them (the password, when the account
 * has one), then proves the new address with a code mailed to it; only then does the account take the
 * address, and its old address is told. Admin rights follow the person, not the old address: an admin
 * of the panel's list (admin-users) stays one, the list naming the new address in the same write; an
 * address the server's ADMIN_EMAILS names is refused (only the operator can move that setting, and
 * the old address would stay an admin's for whoever signed up with it). Throws AppError with the spec's error names.
 */
export function createEmailChange(deps: {
  users: UserRepository;
  codes: VerificationCodeService;
  /** The app's one password check (MfaService.checkPassword): counted like every try, the same words when wrong. */
  checkPassword: (user: UserRow, password: string, client: PasswordClient) => Promise<void>;
  adminCheck: AdminCheck;
  adminRights: AdminRightsService;
  limiter: RateLimiter;
  mail: MailService;
  unitOfWork: UnitOfWork;
  clock: Clock;
}) {
  const { users, codes, unitOfWork } = deps;
  return {
    /**
     * Mails a code to the new address, after the answer. An address another account uses gets a notice
     * instead and the answer is the same, so the step tells nobody which addresses have accounts.
     * Throws InvalidParameterException (the same address, the password missing, or an address ADMIN_EMAILS names), NotAuthorizedException
     * (a wrong password), TooManyFailedAttemptsException or LimitExceededException past the limits.
     */
    async start(principal: Principal, request: ChangeEmailRequest, client: PasswordClient, after: AfterAnswer) {
      const { user } = principal;
      const address = normaliseEmail(request.newEmail);
      if (address === user.email) throw new AppError('InvalidParameterException', emailChangeMessages.sameAddress);
      if ((await deps.adminCheck.sourceOf(user)) === 'ADMIN_EMAILS')
        throw new AppError('InvalidParameterException', emailChangeMessages.adminByServerSetting);
      // An account a provider made has no password to prove it is the owner with; the new address's code still has to.
      if (user.passwordHash !== '') {
        if (request.password === undefined)
          throw new AppError('InvalidParameterException', emailChangeMessages.passwordRequired);
        await deps.checkPassword(user, request.password, client);
      }
      await codes.checkCanSend(address, client.ip);
      await codes.countWithoutSending(address, client.ip);
      after('mailing a change-email code', async () => {
        if (await users.findByEmail(address)) {
          if (await deps.limiter.take(authLimits.signUpNoticesPerAccount, address))
            await deps.mail.send(emailTakenMail(address));
          return;
        }
        (await unitOfWork((tx) => codes.deliverIn(tx, user, 'change-email', address)))();
      });
      return { codeDeliveryDetails: codeDelivery(address) };
    },

    /**
     * Moves the account to the address its change-email code went to (marked verified), spends the code
     * and mails the old address a notice; an admin of the panel's list stays one at the new address (audited).
     * Answers the new address. Throws as codes.check does, InvalidParameterException for an address
     * ADMIN_EMAILS names, and UsernameExistsException when another account took the address since the code was sent.
     */
    async confirm(principal: Principal, code: string, ip: string): Promise<{ email: string }> {
      const { user, sentTo, spend } = await codes.check(principal.user, 'change-email', code, ip);
      if (!sentTo) throw new AppError('CodeMismatchException', authErrorMessages.CodeMismatchException);
      // Again here: the operator may have named the address in ADMIN_EMAILS (and restarted) since the code went out.
      if ((await deps.adminCheck.sourceOf(user)) === 'ADMIN_EMAILS')
        throw new AppError('InvalidParameterException', emailChangeMessages.adminByServerSetting);
      const sendNotice = await unitOfWork(async (tx) => {
        // Checked in the write's transaction: a sign-up with the address since the code went out wins.
        if (await tx.users.findByEmail(sentTo))
          throw new AppError('UsernameExistsException', emailChangeMessages.addressTaken);
        await spend(tx.codes);
        const now = deps.clock.now();
        await tx.users.update(user.id, { email: sentTo, emailVerifiedAt: now.toISOString() });
        await deps.adminRights.move(user, user.email, sentTo, tx);
        return deps.mail.recordIn(tx.mail, emailChangedMail(user.email, sentTo));
      });
      sendNotice();
      return { email: sentTo };
    },
  };
}

export type EmailChange = ReturnType<typeof createEmailChange>;

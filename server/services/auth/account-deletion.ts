import { accountDeletionMessages } from '#contract/auth/account-deletion.ts';
import type { DeleteAccountRequest } from '#contract/auth/account-deletion.ts';
import { AppError } from '../../app-error.ts';
import type { UserRow } from '../../db/schema.ts';
import type { UnitOfWork } from '../../db/unit-of-work.ts';
import { codeDelivery } from './account-rules.ts';
import type { PasswordClient } from './password-guard.ts';
import type { Principal } from './session-service.ts';
import type { CheckedCode, VerificationCodeService } from './verification-code-service.ts';

// An account a provider made has no password to prove it is the owner with.
const hasPassword = (user: UserRow) => user.passwordHash !== '';

/**
 * Deleting an account, which a session alone may not do: the owner proves it is them again, with the
 * password, or for an account without one (a provider made it) a code e-mailed to its address.
 */
export function createAccountDeletion(deps: {
  codes: VerificationCodeService;
  /** The app's one password check (MfaService.checkPassword): counted like every try, the same words when wrong. */
  checkPassword: (user: UserRow, password: string, client: PasswordClient) => Promise<void>;
  unitOfWork: UnitOfWork;
}) {
  const { codes } = deps;
  return {
    /** Mails the code that deletes an account without a password. Throws InvalidParameterException for an account with one, LimitExceededException past the send limits. */
    async sendCode(principal: Principal, ip: string) {
      const { user } = principal;
      if (hasPassword(user)) throw new AppError('InvalidParameterException', accountDeletionMessages.hasPassword);
      await codes.send(user, 'delete-account', ip);
      return { codeDeliveryDetails: codeDelivery(user.email) };
    },

    /**
     * Deletes the account with its sessions, tokens and codes, once proved: the password, checked as
     * everywhere else (NotAuthorizedException when wrong, TooManyFailedAttemptsException past the
     * limits), or for an account without one the deletion code (throws as codes.check does; spent with
     * the deletion). InvalidParameterException when the proof the account needs is missing. A refusal deletes nothing.
     */
    async delete(principal: Principal, proof: DeleteAccountRequest, client: PasswordClient): Promise<void> {
      const { user } = principal;
      let spendCode: CheckedCode['spend'] | undefined;
      if (hasPassword(user)) {
        if (proof.password === undefined)
          throw new AppError('InvalidParameterException', accountDeletionMessages.passwordRequired);
        await deps.checkPassword(user, proof.password, client);
      } else {
        if (proof.code === undefined)
          throw new AppError('InvalidParameterException', accountDeletionMessages.codeRequired);
        spendCode = (await codes.check(user, 'delete-account', proof.code, client.ip)).spend;
      }
      // The sessions, tokens and codes go with the account (foreign keys cascade), and the code is spent
      // with it: a deletion that fails leaves the code to try again.
      await deps.unitOfWork(async (tx) => {
        await spendCode?.(tx.codes);
        await tx.users.delete(user.id);
      });
    },
  };
}

export type AccountDeletion = ReturnType<typeof createAccountDeletion>;

import { mfaLimits, recoveryCodePattern } from '#contract/auth/mfa-schemas.ts';
import { newId, randomRecoveryCode } from '../../auth/secrets.ts';
import type { TokenHasher } from '../../auth/secrets.ts';
import type { RecoveryCodeRepository } from '../../db/repositories/recovery-code-repository.ts';
import type { UserRow } from '../../db/schema.ts';
import type { UnitOfWork } from '../../db/unit-of-work.ts';
import type { MailService } from '../../mail/mail-service.ts';
import { securityNoticeMail } from '../../mail/security-notice-mail.ts';
import type { Clock } from '../../clock.ts';

/** A user's MFA recovery codes: issuing a new set, telling whether any is left, spending one at sign-in. Throws nothing of its own. */
export function createRecoveryCodeService(deps: {
  recoveryCodes: RecoveryCodeRepository;
  hasher: TokenHasher;
  mail: MailService;
  unitOfWork: UnitOfWork;
  clock: Clock;
}) {
  const { recoveryCodes, hasher, clock } = deps;

  return {
    /** A new set of recovery codes for the user in `codes`, replacing the old; returns them (shown once). */
    async issue(codes: Pick<RecoveryCodeRepository, 'replaceAll'>, userId: string): Promise<string[]> {
      const plain = Array.from({ length: mfaLimits.recoveryCodeCount }, randomRecoveryCode);
      const now = clock.now().toISOString();
      await codes.replaceAll(
        userId,
        plain.map((code) => ({ id: newId(), userId, codeHash: hasher.hash(code), usedAt: null, createdAt: now })),
      );
      return plain;
    },

    /** Whether the user has a recovery code left to use. */
    hasAny: async (userId: string): Promise<boolean> => (await recoveryCodes.countUnused(userId)) > 0,

    /** Whether `code` is an unused recovery code of the user; spends it and mails the owner. */
    async accept(user: UserRow, code: string): Promise<boolean> {
      const normalised = code.trim().toLowerCase();
      if (!recoveryCodePattern.test(normalised)) return false;
      // The code is spent and the owner told (with the codes left) together, or neither.
      const send = await deps.unitOfWork(async (tx) => {
        if (!(await tx.recoveryCodes.use(user.id, hasher.hash(normalised), clock.now().toISOString())))
          return undefined;
        return deps.mail.recordIn(
          tx.mail,
          securityNoticeMail(user.email, 'recovery-code-used', await tx.recoveryCodes.countUnused(user.id)),
        );
      });
      send?.();
      return send !== undefined;
    },
  };
}

export type RecoveryCodeService = ReturnType<typeof createRecoveryCodeService>;

import { authErrorMessages } from '#contract/auth/auth-messages.ts';
import { mfaMessages } from '#contract/auth/mfa-schemas.ts';
import type { MfaMode } from '#contract/auth/mfa-schemas.ts';
import type { MfaType } from '#contract/auth/mfa-types.ts';
import { AppError } from '../../app-error.ts';
import { verifyPassword } from '../../auth/password-hasher.ts';
import { newId } from '../../auth/secrets.ts';
import type { TokenHasher } from '../../auth/secrets.ts';
import { newTotpSecret, totpStep, totpUri } from '../../auth/totp.ts';
import type { MfaFactorRepository } from '../../db/repositories/mfa-factor-repository.ts';
import type { PasskeyRepository } from '../../db/repositories/passkey-repository.ts';
import type { Repositories } from '../../db/repositories.ts';
import type { RecoveryCodeRepository } from '../../db/repositories/recovery-code-repository.ts';
import type { SignInEventRepository } from '../../db/repositories/sign-in-event-repository.ts';
import type { UserRow } from '../../db/schema.ts';
import type { UnitOfWork } from '../../db/unit-of-work.ts';
import type { MailService } from '../../mail/mail-service.ts';
import { securityNoticeMail } from '../../mail/security-notice-mail.ts';
import type { SecurityChange } from '../../mail/security-notice-mail.ts';
import { codeDelivery } from './account-rules.ts';
import { authLimits } from '../limits/rate-limits.ts';
import type { PasswordClient, PasswordGuard } from './password-guard.ts';
import type { RateLimiter } from '../limits/rate-limiter.ts';
import type { TotpSecrets } from './totp-secrets.ts';
import type { VerificationCodeService } from './verification-code-service.ts';
import { createRecoveryCodeService } from './recovery-code-service.ts';
import { createMfaOverview } from './mfa-overview.ts';
import type { Clock } from '../../clock.ts';

const mismatch = () => new AppError('CodeMismatchException', authErrorMessages.CodeMismatchException);

/**
 * A user's second factors (authenticator app, e-mail codes) and recovery codes: setting them up from
 * the account page or during sign-in, checking them at sign-in, removing them with the password,
 * and mailing the owner a notice of every change (recorded in the change's unit of work); built on
 * recovery-code-service.ts and mfa-overview.ts. With MFA_MODE=off no new factor is set up, while
 * those set up before still count and can be removed. Throws AppError with the spec's error names.
 */
export function createMfaService(deps: {
  mode: MfaMode;
  factors: MfaFactorRepository;
  recoveryCodes: RecoveryCodeRepository;
  signInEvents: SignInEventRepository;
  passkeys: PasskeyRepository;
  codes: VerificationCodeService;
  limiter: RateLimiter;
  guard: PasswordGuard;
  hasher: TokenHasher;
  mail: MailService;
  secrets: TotpSecrets;
  unitOfWork: UnitOfWork;
  clock: Clock;
}) {
  const { mode, factors, codes, limiter, secrets, clock } = deps;
  const recovery = createRecoveryCodeService(deps);
  const overview = createMfaOverview(deps);
  const { confirmedFactors, types } = overview;

  const refuseWhenOff = () => {
    if (mode === 'off') throw new AppError('InvalidParameterException', mfaMessages.mfaOff);
  };
  /** Runs `work` as one unit of work with the owner's notice of `change` recorded in it, mailed once it commits. */
  async function withNotice<T>(
    user: UserRow,
    change: SecurityChange,
    work: (tx: Repositories) => Promise<T>,
  ): Promise<T> {
    const [result, send] = await deps.unitOfWork(
      async (tx) =>
        [await work(tx), await deps.mail.recordIn(tx.mail, securityNoticeMail(user.email, change))] as const,
    );
    send();
    return result;
  }

  /** Records a confirmed factor with `write`; the first one comes with recovery codes. Mails the owner. */
  function added(
    user: UserRow,
    type: MfaType,
    others: number,
    write: (tx: Repositories) => Promise<void>,
  ): Promise<{ recoveryCodes?: string[] }> {
    return withNotice(user, type === 'TOTP' ? 'totp-added' : 'email-added', async (tx) => {
      await write(tx);
      return others === 0 ? { recoveryCodes: await recovery.issue(tx.recoveryCodes, user.id) } : {};
    });
  }

  /** Throws NotAuthorizedException unless `password` is the user's, counted like any password attempt. */
  async function checkPassword(user: UserRow, password: string, client: PasswordClient): Promise<void> {
    if (user.passwordHash === '') throw new AppError('NotAuthorizedException', mfaMessages.passwordNotSet);
    await deps.guard.begin(user.email, user, client);
    if (!(await verifyPassword(user.passwordHash, password)))
      throw new AppError('NotAuthorizedException', authErrorMessages.wrongCurrentPassword);
    await deps.guard.succeeded(user, client);
  }

  /** Counts a code check against the per-client and per-account limits (as e-mailed codes are). */
  async function countCheck(user: UserRow, ip: string): Promise<void> {
    await limiter.hit(authLimits.codeChecksPerIp, ip);
    await limiter.hit(authLimits.mfaChecksPerAccount, user.id);
  }

  return {
    mode,

    checkPassword,

    /** The types of the user's set-up second factors, in a fixed order. */
    types,

    /** Whether the user has a recovery code left to use. */
    hasRecoveryCodes: recovery.hasAny,

    /** What the admin's user details report as the user's MFA: their second factors and PASSKEY if they have one, or 'off'. */
    summary: overview.summary,

    /** The account page's Security section: factors, passkeys, recovery codes left, the last sign-ins. */
    security: overview.security,

    /** Starts adding an authenticator app: a new secret waiting for its first code. Throws InvalidParameterException when one is set up. */
    async startTotpSetup(user: UserRow) {
      refuseWhenOff();
      if ((await confirmedFactors(user.id)).some((factor) => factor.type === 'TOTP'))
        throw new AppError('InvalidParameterException', mfaMessages.alreadyAdded);
      const secret = newTotpSecret();
      await factors.replace({
        id: newId(),
        userId: user.id,
        type: 'TOTP',
        secret: secrets.seal(secret),
        lastUsedStep: null,
        confirmedAt: null,
        createdAt: clock.now().toISOString(),
      });
      return { sharedSecret: secret, setupUri: totpUri(secret, user.email) };
    },

    /** Finishes adding an authenticator app with its first code. Throws CodeMismatchException, or InvalidParameterException with no set-up started. */
    async verifyTotpSetup(user: UserRow, code: string, ip: string) {
      refuseWhenOff();
      await countCheck(user, ip);
      const all = await factors.listForUser(user.id);
      const pending = all.find((factor) => factor.type === 'TOTP' && factor.confirmedAt === null);
      const secret = pending?.secret && secrets.open(pending.secret);
      if (!pending || !secret) throw new AppError('InvalidParameterException', mfaMessages.setupFirst);
      const step = totpStep(secret, code, clock.now().getTime());
      if (step === undefined) throw mismatch();
      return added(user, 'TOTP', all.filter((factor) => factor.confirmedAt !== null).length, async (tx) => {
        if (!(await tx.mfaFactors.confirm(pending.id, clock.now().toISOString(), step)))
          throw new AppError('InvalidParameterException', mfaMessages.setupFirst);
      });
    },

    /** Starts turning on e-mail codes: mails a code to the account's address. */
    async startEmailSetup(user: UserRow, ip: string) {
      refuseWhenOff();
      if ((await confirmedFactors(user.id)).some((factor) => factor.type === 'EMAIL'))
        throw new AppError('InvalidParameterException', mfaMessages.alreadyAdded);
      await codes.send(user, 'mfa-setup', ip);
      return { codeDeliveryDetails: codeDelivery(user.email) };
    },

    /** Turns on e-mail codes with the code mailed by startEmailSetup, spent with the change. Throws as VerificationCodeService.check does. */
    async verifyEmailSetup(user: UserRow, code: string, ip: string) {
      refuseWhenOff();
      const { spend } = await codes.check(user, 'mfa-setup', code, ip);
      const others = (await confirmedFactors(user.id)).filter((factor) => factor.type !== 'EMAIL').length;
      const now = clock.now().toISOString();
      return added(user, 'EMAIL', others, async (tx) => {
        await spend(tx.codes);
        await tx.mfaFactors.replace({
          id: newId(),
          userId: user.id,
          type: 'EMAIL',
          secret: null,
          lastUsedStep: null,
          confirmedAt: now,
          createdAt: now,
        });
      });
    },

    /** Adds a factor proved during sign-in (MFA_MODE=required): an authenticator secret with its accepted step, or e-mail codes. */
    async addDuringSignIn(user: UserRow, factor: { type: 'TOTP'; secret: string; step: number } | { type: 'EMAIL' }) {
      const now = clock.now().toISOString();
      const others = (await confirmedFactors(user.id)).filter((existing) => existing.type !== factor.type).length;
      const secret = factor.type === 'TOTP' ? secrets.seal(factor.secret) : null;
      const row = {
        id: newId(),
        userId: user.id,
        type: factor.type,
        secret,
        lastUsedStep: factor.type === 'TOTP' ? factor.step : null,
        confirmedAt: now,
        createdAt: now,
      };
      return added(user, factor.type, others, (tx) => tx.mfaFactors.replace(row));
    },

    /** Removes a factor after checking the password; with none left, the recovery codes go too. Throws NotAuthorizedException, InvalidParameterException. */
    async remove(user: UserRow, type: MfaType, password: string, client: PasswordClient): Promise<void> {
      await checkPassword(user, password, client);
      const confirmed = await confirmedFactors(user.id);
      if (!confirmed.some((factor) => factor.type === type))
        throw new AppError('InvalidParameterException', mfaMessages.notAdded);
      if (mode === 'required' && confirmed.length === 1)
        throw new AppError('InvalidParameterException', mfaMessages.lastFactorRequired);
      await withNotice(user, type === 'TOTP' ? 'totp-removed' : 'email-removed', async (tx) => {
        await tx.mfaFactors.delete(user.id, type);
        if (confirmed.length === 1) await tx.recoveryCodes.replaceAll(user.id, []);
      });
    },

    /** New recovery codes (the old stop working), after checking the password. Throws NotAuthorizedException, InvalidParameterException without a factor. */
    async regenerateRecoveryCodes(user: UserRow, password: string, client: PasswordClient) {
      await checkPassword(user, password, client);
      if ((await confirmedFactors(user.id)).length === 0)
        throw new AppError('InvalidParameterException', mfaMessages.notAdded);
      return {
        recoveryCodes: await withNotice(user, 'recovery-codes-regenerated', (tx) =>
          recovery.issue(tx.recoveryCodes, user.id),
        ),
      };
    },

    /** Whether `code` is the user's authenticator code of now (±1 step) not accepted before; records its step. */
    async acceptTotp(user: UserRow, code: string): Promise<boolean> {
      const factor = (await confirmedFactors(user.id)).find((candidate) => candidate.type === 'TOTP');
      const secret = factor?.secret && secrets.open(factor.secret);
      const step = secret ? totpStep(secret, code, clock.now().getTime()) : undefined;
      return factor !== undefined && step !== undefined && factors.useStep(factor.id, step);
    },

    /** Whether `code` is an unused recovery code of the user; spends it and mails the owner. */
    acceptRecoveryCode: recovery.accept,
  };
}

export type MfaService = ReturnType<typeof createMfaService>;

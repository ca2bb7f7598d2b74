import { authErrorMessages } from '#contract/auth/auth-messages.ts';
import type { PasswordPolicy } from '#contract/auth/auth-messages.ts';
import { AppError } from '../../app-error.ts';
import { hashPassword } from '../../auth/password-hasher.ts';
import type { Repositories } from '../../db/repositories.ts';
import type { UserRepository } from '../../db/repositories/user-repository.ts';
import type { UserRow } from '../../db/schema.ts';
import type { UnitOfWork } from '../../db/unit-of-work.ts';
import type { MailService } from '../../mail/mail-service.ts';
import { signUpNoticeMail } from '../../mail/sign-up-notice-mail.ts';
import { awaitsConfirmation, checkPasswordPolicy, codeDelivery, newUserRow, normaliseEmail } from './account-rules.ts';
import type { AfterAnswer } from './after-answer.ts';
import { authLimits } from '../limits/rate-limits.ts';
import type { PasswordClient, PasswordGuard } from './password-guard.ts';
import type { PendingSignUps } from './pending-sign-ups.ts';
import type { RateLimiter } from '../limits/rate-limiter.ts';
import type { Principal, SessionService } from './session-service.ts';
import { refuseIfSignedIn } from './sign-in-service.ts';
import type { SignInOutcome, SignInService } from './sign-in-service.ts';
import type { UnprovedAccounts } from './unproved-accounts.ts';
import { codeValidMinutes } from './verification-code-service.ts';
import type { VerificationCodeService } from './verification-code-service.ts';
import type { Clock } from '../../clock.ts';
import { createAccountPasswords } from './account-passwords.ts';

/**
 * E-mail and password accounts themselves: sign-up with an e-mailed code, password reset and change
 * (account-passwords.ts), the login report (deletion: account-deletion.ts). Throws AppError with the
 * spec's error names (NotAuthorizedException, CodeMismatchException, …).
 */
export function createAccountService(deps: {
  users: UserRepository;
  codes: VerificationCodeService;
  signIn: SignInService;
  sessions: SessionService;
  guard: PasswordGuard;
  limiter: RateLimiter;
  mail: MailService;
  passwordPolicy: PasswordPolicy;
  pendingSignUps: PendingSignUps;
  unproved: UnprovedAccounts;
  unitOfWork: UnitOfWork;
  clock: Clock;
}) {
  const { users, codes, guard, limiter, passwordPolicy, pendingSignUps, unitOfWork, clock } = deps;
  const passwords = createAccountPasswords(deps);

  /** Runs `work` as one unit of work, then sends the mail it recorded. */
  async function thenMail(work: (tx: Repositories) => Promise<() => void>): Promise<void> {
    (await unitOfWork(work))();
  }

  /**
   * Makes a new address's unconfirmed account with its first code (both or neither) and answers
   * undefined; answers instead the account a sign-up running at the same time made first.
   */
  async function createAccount(address: string, passwordHash: string): Promise<UserRow | undefined> {
    const user = newUserRow({ email: address, passwordHash, status: 'UNCONFIRMED', requiredAction: null }, clock.now());
    try {
      await thenMail(async (tx) => {
        await tx.users.create(user);
        return codes.deliverIn(tx, user, 'confirm-sign-up');
      });
      return undefined;
    } catch (error) {
      const made = await users.findByEmail(address);
      if (!made) throw error;
      return made;
    }
  }

  /**
   * The rest of a sign-up, left for after its answer: a new address gets an unconfirmed account and one
   * waiting for confirmation this password, both a new code; one in use, at most a daily notice to its owner.
   */
  async function finishSignUp(address: string, passwordHash: string): Promise<void> {
    const user = (await users.findByEmail(address)) ?? (await createAccount(address, passwordHash));
    if (!user) return;
    if (awaitsConfirmation(user)) {
      // The latest password is the one a sign-in (from a browser without this ticket) can prove;
      // a confirmation takes the password of the browser that enters the code, whatever this holds.
      await thenMail(async (tx) => {
        await tx.users.update(user.id, { passwordHash });
        return codes.deliverIn(tx, user, 'confirm-sign-up');
      });
    } else if (user.disabledAt === null && (await limiter.take(authLimits.signUpNoticesPerAccount, user.email))) {
      await deps.mail.send(signUpNoticeMail(user.email));
    }
  }

  return {
    /**
     * Starts a sign-up and answers that a code was sent, alike for every address, password and account
     * state, so it reveals neither which addresses have accounts nor their passwords. Every sign-up
     * gets a ticket for this browser (its sealed password hash: see pending-sign-ups.ts), and counts as a
     * code sent and as a failed password; the rest (finishSignUp) differs by account, so it is done after
     * the answer, whose time then tells nothing either.
     */
    async signUp(email: string, password: string, client: PasswordClient, after: AfterAnswer) {
      const address = normaliseEmail(email);
      checkPasswordPolicy(password, passwordPolicy);
      // Checked before anything is written, so a refused sign-up changes nothing.
      await codes.checkCanSend(address, client.ip);
      const found = await users.findByEmail(address);
      // Counting every sign-up, whatever it finds, leaves the counts no different for a taken address.
      await guard.begin(address, found, client);
      // One argon2 run for every address.
      const passwordHash = await hashPassword(password);
      await codes.countWithoutSending(address, client.ip);
      after('finishing a sign-up', () => finishSignUp(address, passwordHash));
      return {
        response: {
          isSignUpComplete: false as const,
          nextStep: { signUpStep: 'CONFIRM_SIGN_UP' as const, codeDeliveryDetails: codeDelivery(address) },
        },
        signUpTicket: pendingSignUps.ticket(address, passwordHash),
      };
    },

    /**
     * Confirms the address with its code and signs the user in with the password chosen in this
     * browser (its sign-up ticket). Throws as codes.check does, and NotAuthorizedException for a right
     * code from a browser that holds no sign-up of the address (the code is left unspent).
     */
    async confirmSignUp(
      email: string,
      code: string,
      client: PasswordClient,
      current: Principal | undefined,
      signUpTicket: string | undefined,
    ): Promise<SignInOutcome> {
      refuseIfSignedIn(current);
      const address = normaliseEmail(email);
      const user = await users.findByEmail(address);
      // Said only just after confirming (an older code, another tab); later a confirmed account answers
      // like an unknown address, so this step tells nobody which addresses have accounts.
      const justConfirmed =
        user?.emailVerifiedAt && clock.now().getTime() - Date.parse(user.emailVerifiedAt) < codeValidMinutes * 60_000;
      if (user && !awaitsConfirmation(user) && justConfirmed)
        throw new AppError('NotAuthorizedException', authErrorMessages.alreadyConfirmed);
      // Whoever holds the code controls the inbox; the password is the one this browser chose, so a
      // code never confirms a password someone else signed up with. A browser without its own sign-up
      // learns so only with the right code, which is then left for the browser that has one.
      const passwordHash = pendingSignUps.passwordHashFor(signUpTicket, address);
      const { user: confirmed, spend } = await codes.check(
        awaitsConfirmation(user) ? user : undefined,
        'confirm-sign-up',
        code,
        client.ip,
        address,
      );
      if (!passwordHash) throw new AppError('NotAuthorizedException', authErrorMessages.signUpElsewhere);
      const changes = { status: 'CONFIRMED' as const, emailVerifiedAt: clock.now().toISOString(), passwordHash };
      // The code is spent with the confirmation it makes: a confirmation that fails leaves it to enter again.
      await unitOfWork(async (tx) => {
        await spend(tx.codes);
        await tx.users.update(confirmed.id, changes);
      });
      // Proving the address is a success: the sign-up's own count is cleared.
      await guard.succeeded(confirmed, client);
      return deps.signIn.afterPassword({ ...confirmed, ...changes }, client);
    },

    /** Sends a new confirmation code to an unconfirmed account, after the answer; answers the same, in the same time, for any address. */
    async resendCode(email: string, ip: string, after: AfterAnswer) {
      const address = normaliseEmail(email);
      const user = await users.findByEmail(address);
      await codes.sendAfterAnswer(address, awaitsConfirmation(user) ? user : undefined, 'confirm-sign-up', ip, after);
      return { codeDeliveryDetails: codeDelivery(address) };
    },

    ...passwords,

    /** Verify user: mails a code to the signed-in user's address (only while it is unverified). Throws InvalidParameterException once verified. */
    async sendVerifyCode(principal: Principal, ip: string) {
      const { user } = principal;
      if (user.emailVerifiedAt) throw new AppError('InvalidParameterException', authErrorMessages.alreadyVerified);
      await codes.send(user, 'verify-email', ip);
      return { codeDeliveryDetails: codeDelivery(user.email) };
    },

    /** Confirm verify user: marks the address verified with its code, spent with it. Throws as VerificationCodeService.check does. */
    async confirmVerifyCode(principal: Principal, code: string, ip: string): Promise<void> {
      const { user, spend } = await codes.check(principal.user, 'verify-email', code, ip);
      await unitOfWork(async (tx) => {
        await spend(tx.codes);
        await tx.users.update(user.id, { emailVerifiedAt: clock.now().toISOString() });
      });
    },

    /** The spec's login report: records the last login, its type and the names it carries. */
    async recordLogin(
      principal: Principal,
      report: { loginType: string; firstName?: string; lastName?: string },
    ): Promise<void> {
      await users.update(principal.user.id, {
        lastLoginAt: clock.now().toISOString(),
        loginType: report.loginType,
        ...(report.firstName ? { givenName: report.firstName } : {}),
        ...(report.lastName ? { familyName: report.lastName } : {}),
      });
    },
  };
}

export type AccountService = ReturnType<typeof createAccountService>;

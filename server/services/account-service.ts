import { authErrorMessages, maskEmail, passwordProblems } from '#contract/auth/auth-messages.ts';
import type { PasswordPolicy } from '#contract/auth/auth-messages.ts';
import { accountLimits } from '#contract/auth/account-limits.ts';
import type { SignInResponse } from '#contract/auth/auth-schemas.ts';
import { AppError } from '../app-error.ts';
import { hashPassword, verifyPassword } from '../auth/password-hasher.ts';
import { newId, randomCode, randomToken } from '../auth/secrets.ts';
import type { TokenHasher } from '../auth/secrets.ts';
import type { ChallengeRepository } from '../db/repositories/challenge-repository.ts';
import type { CodeRepository } from '../db/repositories/code-repository.ts';
import type { UserRepository } from '../db/repositories/user-repository.ts';
import type { CodePurpose, UserRow } from '../db/schema.ts';
import { codeMail } from '../mail/code-mail.ts';
import type { MailService } from '../mail/mail-service.ts';
import { authLimits } from './auth-limits.ts';
import type { RateLimiter } from './rate-limiter.ts';
import type { Principal, SessionService } from './session-service.ts';

const codeValidMinutes = 10;
const maxCodeAttempts = 5;

/** A finished step: the answer, and a new session token for the cookie when the user is now signed in. */
export interface SignInOutcome {
  response: SignInResponse;
  sessionToken?: string;
}

/** Where a code went, in the answer's shape. */
const delivery = (email: string) => ({ destination: maskEmail(email), deliveryMedium: 'EMAIL' as const, attributeName: 'email' as const });

/** Trimmed and lower-cased: how e-mails are stored and compared. */
export const normaliseEmail = (email: string) => email.trim().toLowerCase();

/**
 * E-mail and password accounts: sign-up with an e-mailed code, sign-in as a step machine (DONE or the
 * next step the user must take), password reset and change, deletion. Throws AppError with the spec's
 * error names (NotAuthorizedException, CodeMismatchException, …).
 */
export function createAccountService(deps: {
  users: UserRepository;
  codes: CodeRepository;
  challenges: ChallengeRepository;
  sessions: SessionService;
  limiter: RateLimiter;
  mail: MailService;
  hasher: TokenHasher;
  passwordPolicy: PasswordPolicy;
}) {
  const { users, codes, challenges, sessions, limiter, hasher } = deps;

  function checkPasswordPolicy(password: string): void {
    const [problem] = passwordProblems(password, deps.passwordPolicy);
    if (problem) throw new AppError('InvalidPasswordException', problem);
  }

  async function sendCode(user: UserRow, purpose: CodePurpose, ip: string): Promise<void> {
    await limiter.hit(authLimits.codeSendsPerIp, ip);
    await limiter.hit(authLimits.codeSendsPerAccount, user.email);
    const code = randomCode();
    const now = new Date();
    await codes.replace({
      id: newId(),
      userId: user.id,
      purpose,
      codeHash: hasher.hash(code),
      attempts: 0,
      createdAt: now.toISOString(),
      expiresAt: new Date(now.getTime() + codeValidMinutes * 60_000).toISOString(),
    });
    await deps.mail.send(codeMail(user.email, purpose, code, codeValidMinutes));
  }

  /** Counts a code request that sends nothing exactly as one that does, so the limits give no account away. */
  async function countWithoutSending(address: string, ip: string): Promise<void> {
    await limiter.hit(authLimits.codeSendsPerIp, ip);
    await limiter.hit(authLimits.codeSendsPerAccount, address);
  }

  /** Accepts a code once, for its purpose only, before it expires and within a few attempts. */
  async function useCode(user: UserRow | undefined, purpose: CodePurpose, code: string, ip: string): Promise<UserRow> {
    await limiter.hit(authLimits.codeChecksPerIp, ip);
    // No account and no code answer alike, so a guess tells nothing about which addresses have accounts.
    const mismatch = new AppError('CodeMismatchException', authErrorMessages.CodeMismatchException);
    const stored = user && (await codes.find(user.id, purpose));
    if (!user || !stored) throw mismatch;
    if (Date.parse(stored.expiresAt) <= Date.now()) throw new AppError('ExpiredCodeException', authErrorMessages.ExpiredCodeException);
    // The attempt is counted before the comparison, so parallel guesses cannot exceed the cap.
    const attempt = await codes.reserveAttempt(stored.id, maxCodeAttempts);
    const tooMany = new AppError('TooManyFailedAttemptsException', authErrorMessages.TooManyFailedAttemptsException);
    if (attempt === undefined) {
      await codes.consume(stored.id);
      throw tooMany;
    }
    if (!hasher.matches(code, stored.codeHash)) {
      if (attempt >= maxCodeAttempts) {
        await codes.consume(stored.id);
        throw tooMany;
      }
      throw mismatch;
    }
    if (!(await codes.consume(stored.id))) throw mismatch;
    return user;
  }

  async function signedIn(user: UserRow): Promise<SignInOutcome> {
    const { token } = await sessions.create(user.id, 'password');
    await users.update(user.id, { lastLoginAt: new Date().toISOString(), loginType: 'cognito' });
    return { response: { isSignedIn: true, nextStep: { signInStep: 'DONE' } }, sessionToken: token };
  }

  function refuseIfSignedIn(current: Principal | undefined): void {
    if (current?.session) throw new AppError('UserAlreadyAuthenticatedException', authErrorMessages.UserAlreadyAuthenticatedException);
  }

  return {
    /** Creates an unconfirmed account (or, given its password, resends the code of one) and e-mails a confirmation code. */
    async signUp(email: string, password: string, ip: string) {
      const address = normaliseEmail(email);
      checkPasswordPolicy(password);
      let user = await users.findByEmail(address);
      // Signing up again for an unconfirmed account only resends the code, and only with its own
      // password: otherwise someone could set a password on an address a victim is about to confirm.
      // (Unconfirmed accounts are removed after a day, so a mistyped first password frees up again.)
      const exists = new AppError('UsernameExistsException', authErrorMessages.UsernameExistsException);
      if (user && (user.status !== 'UNCONFIRMED' || !(await verifyPassword(user.passwordHash, password)))) throw exists;
      // Checked before anything is written, so a refused sign-up changes nothing.
      await limiter.check(authLimits.codeSendsPerIp, ip);
      await limiter.check(authLimits.codeSendsPerAccount, address);
      if (!user) {
        const passwordHash = await hashPassword(password);
        user = {
          id: newId(),
          email: address,
          passwordHash,
          status: 'UNCONFIRMED',
          emailVerifiedAt: null,
          requiredAction: null,
          givenName: null,
          familyName: null,
          createdAt: new Date().toISOString(),
          lastLoginAt: null,
          loginType: null,
        };
        try {
          await users.create(user);
        } catch (error) {
          if (await users.findByEmail(address)) throw exists;
          throw error;
        }
      }
      await sendCode(user, 'confirm-sign-up', ip);
      return { isSignUpComplete: false as const, nextStep: { signUpStep: 'CONFIRM_SIGN_UP' as const, codeDeliveryDetails: delivery(address) } };
    },

    /** Confirms the address with its code and signs the user in. */
    async confirmSignUp(email: string, code: string, ip: string, current: Principal | undefined): Promise<SignInOutcome> {
      refuseIfSignedIn(current);
      const user = await users.findByEmail(normaliseEmail(email));
      if (user && user.status !== 'UNCONFIRMED') throw new AppError('NotAuthorizedException', authErrorMessages.alreadyConfirmed);
      const confirmed = await useCode(user, 'confirm-sign-up', code, ip);
      const now = new Date().toISOString();
      await users.update(confirmed.id, { status: 'CONFIRMED', emailVerifiedAt: now });
      return signedIn(confirmed);
    },

    /** Sends a new confirmation code to an unconfirmed account; answers the same for any address. */
    async resendCode(email: string, ip: string) {
      const address = normaliseEmail(email);
      const user = await users.findByEmail(address);
      if (user?.status === 'UNCONFIRMED') await sendCode(user, 'confirm-sign-up', ip);
      else await countWithoutSending(address, ip);
      return { codeDeliveryDetails: delivery(address) };
    },

    /**
     * Checks e-mail and password and answers the next step. An unknown e-mail and a wrong password
     * get the same answer in the same time.
     */
    async signIn(email: string, password: string, ip: string, current: Principal | undefined): Promise<SignInOutcome> {
      refuseIfSignedIn(current);
      const address = normaliseEmail(email);
      await limiter.hit(authLimits.signInPerIp, ip);
      await limiter.check(authLimits.signInFailuresPerAccount, address);
      const user = await users.findByEmail(address);
      const passwordMatches = await verifyPassword(user?.passwordHash, password);
      if (!user || !passwordMatches) {
        await limiter.hit(authLimits.signInFailuresPerAccount, address);
        throw new AppError('NotAuthorizedException', authErrorMessages.NotAuthorizedException);
      }
      await limiter.reset(authLimits.signInFailuresPerAccount, address);
      if (user.status === 'ARCHIVED') throw new AppError('NotAuthorizedException', 'User is disabled.');
      if (user.status === 'UNCONFIRMED') {
        await sendCode(user, 'confirm-sign-up', ip);
        return { response: { isSignedIn: false, nextStep: { signInStep: 'CONFIRM_SIGN_UP', codeDeliveryDetails: delivery(address) } } };
      }
      if (user.requiredAction === 'RESET_PASSWORD' || user.status === 'COMPROMISED') {
        await sendCode(user, 'reset-password', ip);
        return { response: { isSignedIn: false, nextStep: { signInStep: 'RESET_PASSWORD', codeDeliveryDetails: delivery(address) } } };
      }
      if (user.requiredAction === 'NEW_PASSWORD') {
        const challenge = randomToken();
        await challenges.create({
          id: newId(),
          tokenHash: hasher.hash(challenge),
          userId: user.id,
          step: 'CONFIRM_SIGN_IN_WITH_NEW_PASSWORD_REQUIRED',
          expiresAt: new Date(Date.now() + accountLimits.signInStateMs).toISOString(),
        });
        return { response: { isSignedIn: false, nextStep: { signInStep: 'CONFIRM_SIGN_IN_WITH_NEW_PASSWORD_REQUIRED' }, challenge } };
      }
      return signedIn(user);
    },

    /** Answers the step a sign-in stopped at (for now: the new password an admin-created account must set). */
    async confirmSignIn(challengeToken: string, response: string, current: Principal | undefined): Promise<SignInOutcome> {
      refuseIfSignedIn(current);
      const challenge = await challenges.findByTokenHash(hasher.hash(challengeToken));
      const expired = new AppError('NotAuthorizedException', authErrorMessages.challengeExpired);
      if (!challenge || Date.parse(challenge.expiresAt) <= Date.now()) throw expired;
      checkPasswordPolicy(response);
      if (!(await challenges.consume(challenge.id))) throw expired;
      const user = await users.findById(challenge.userId);
      if (!user) throw expired;
      await users.update(user.id, { passwordHash: await hashPassword(response), requiredAction: null });
      return signedIn(user);
    },

    /** E-mails a reset code if the account exists; answers the same either way. */
    async forgotPassword(email: string, ip: string) {
      const address = normaliseEmail(email);
      const user = await users.findByEmail(address);
      if (user && user.status !== 'ARCHIVED') await sendCode(user, 'reset-password', ip);
      else await countWithoutSending(address, ip);
      return { nextStep: { resetPasswordStep: 'CONFIRM_RESET_PASSWORD_WITH_CODE' as const, codeDeliveryDetails: delivery(address) } };
    },

    /** Sets a new password with a reset code; ends every session and access token of the account. */
    async confirmResetPassword(email: string, code: string, newPassword: string, ip: string): Promise<void> {
      checkPasswordPolicy(newPassword);
      const address = normaliseEmail(email);
      const user = await useCode(await users.findByEmail(address), 'reset-password', code, ip);
      const now = new Date().toISOString();
      // The code proved the address, so an unconfirmed or compromised account is now in good standing.
      await users.update(user.id, {
        passwordHash: await hashPassword(newPassword),
        requiredAction: null,
        status: 'CONFIRMED',
        emailVerifiedAt: user.emailVerifiedAt ?? now,
      });
      // Whoever may have got in before the reset is cut off: every session and every access token ends.
      await sessions.endAll(user.id);
      await sessions.revokeTokens(user.id);
      await limiter.reset(authLimits.signInFailuresPerAccount, address);
    },

    /** Changes a signed-in user's password; ends all their sessions and starts a new one for this browser. */
    async changePassword(principal: Principal, oldPassword: string, newPassword: string): Promise<{ sessionToken: string }> {
      const { user } = principal;
      await limiter.check(authLimits.signInFailuresPerAccount, user.email);
      if (!(await verifyPassword(user.passwordHash, oldPassword))) {
        await limiter.hit(authLimits.signInFailuresPerAccount, user.email);
        throw new AppError('NotAuthorizedException', authErrorMessages.NotAuthorizedException);
      }
      checkPasswordPolicy(newPassword);
      await users.update(user.id, { passwordHash: await hashPassword(newPassword) });
      await sessions.endAll(user.id);
      const { token } = await sessions.create(user.id, principal.session?.authMethod ?? 'password');
      return { sessionToken: token };
    },

    /** Deletes the account with its sessions, tokens and codes. */
    deleteAccount(principal: Principal): Promise<void> {
      return users.delete(principal.user.id);
    },

    /** The spec's login report: records the last login, its type and the names it carries. */
    async recordLogin(principal: Principal, report: { loginType: string; firstName?: string; lastName?: string }): Promise<void> {
      await users.update(principal.user.id, {
        lastLoginAt: new Date().toISOString(),
        loginType: report.loginType,
        ...(report.firstName ? { givenName: report.firstName } : {}),
        ...(report.lastName ? { familyName: report.lastName } : {}),
      });
    },
  };
}

export type AccountService = ReturnType<typeof createAccountService>;

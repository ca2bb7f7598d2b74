import { authErrorMessages } from '#contract/auth/auth-messages.ts';
import type { PasswordPolicy } from '#contract/auth/auth-messages.ts';
import { AppError } from '../app-error.ts';
import { hashPassword, verifyPassword } from '../auth/password-hasher.ts';
import type { UserRepository } from '../db/repositories/user-repository.ts';
import type { UserRow } from '../db/schema.ts';
import type { MailService } from '../mail/mail-service.ts';
import { signUpNoticeMail } from '../mail/sign-up-notice-mail.ts';
import { checkPasswordPolicy, codeDelivery, newUserRow, normaliseEmail } from './account-rules.ts';
import { authLimits } from './rate-limits.ts';
import type { PasswordClient, PasswordGuard } from './password-guard.ts';
import type { PendingSignUps } from './pending-sign-ups.ts';
import type { RateLimiter } from './rate-limiter.ts';
import type { Principal, SessionService } from './session-service.ts';
import { refuseIfSignedIn } from './sign-in-service.ts';
import type { SignInOutcome, SignInService } from './sign-in-service.ts';
import type { UnprovedAccounts } from './unproved-accounts.ts';
import { codeValidMinutes } from './verification-code-service.ts';
import type { VerificationCodeService } from './verification-code-service.ts';

/**
 * E-mail and password accounts themselves: sign-up with an e-mailed code, password reset and change,
 * deletion, the login report. Throws AppError with the spec's error names (NotAuthorizedException,
 * CodeMismatchException, …).
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
}) {
  const { users, codes, sessions, guard, limiter, passwordPolicy, pendingSignUps } = deps;

  /** The account of a new address, unconfirmed; or the account a sign-up running at the same time made. */
  async function createAccount(address: string, passwordHash: string): Promise<UserRow> {
    const user = newUserRow({ email: address, passwordHash, status: 'UNCONFIRMED', requiredAction: null });
    try {
      await users.create(user);
      return user;
    } catch (error) {
      const made = await users.findByEmail(address);
      if (!made) throw error;
      return made;
    }
  }

  /** A sign-up for an address whose account is in use: nothing for the one who asked, at most a mail to the owner. */
  async function signUpForTaken(user: UserRow, ip: string): Promise<void> {
    await codes.countWithoutSending(user.email, ip);
    if (user.status === 'ARCHIVED') return;
    if (await limiter.take(authLimits.signUpNoticesPerAccount, user.email)) await deps.mail.send(signUpNoticeMail(user.email));
  }

  return {
    /**
     * Starts a sign-up and answers that a code was sent, alike for every address, password and account
     * state, so it reveals neither which addresses have accounts nor their passwords. Every sign-up
     * gets a ticket for this browser (its sealed password hash: see pending-sign-ups.ts); a new address
     * also an unconfirmed account, and one waiting for confirmation a new code; one in use, at most a
     * daily notice to its owner. Every sign-up counts as a failed password.
     */
    async signUp(email: string, password: string, client: PasswordClient) {
      const address = normaliseEmail(email);
      checkPasswordPolicy(password, passwordPolicy);
      // Checked before anything is written, so a refused sign-up changes nothing.
      await codes.checkCanSend(address, client.ip);
      const found = await users.findByEmail(address);
      // Counting every sign-up, whatever it finds, leaves the counts no different for a taken address.
      await guard.begin(address, found, client);
      // One argon2 run in every branch, so the time tells nothing either.
      const passwordHash = await hashPassword(password);
      const user = found ?? (await createAccount(address, passwordHash));
      if (user.status === 'UNCONFIRMED') {
        // The latest password is the one a sign-in (from a browser without this ticket) can prove;
        // a confirmation takes the password of the browser that enters the code, whatever this holds.
        if (found) await users.update(user.id, { passwordHash });
        await codes.send(user, 'confirm-sign-up', client.ip);
      } else {
        await signUpForTaken(user, client.ip);
      }
      return {
        response: { isSignUpComplete: false as const, nextStep: { signUpStep: 'CONFIRM_SIGN_UP' as const, codeDeliveryDetails: codeDelivery(address) } },
        signUpTicket: pendingSignUps.ticket(address, passwordHash),
      };
    },

    /**
     * Confirms the address with its code and signs the user in with the password chosen in this
     * browser (its sign-up ticket). Throws as codes.consume does, and NotAuthorizedException for a right
     * code from a browser that holds no sign-up of the address (the code is left unspent).
     */
    async confirmSignUp(email: string, code: string, client: PasswordClient, current: Principal | undefined, signUpTicket: string | undefined): Promise<SignInOutcome> {
      refuseIfSignedIn(current);
      const address = normaliseEmail(email);
      const user = await users.findByEmail(address);
      // Said only just after confirming (an older code, another tab); later a confirmed account answers
      // like an unknown address, so this step tells nobody which addresses have accounts.
      const justConfirmed = user?.emailVerifiedAt && Date.now() - Date.parse(user.emailVerifiedAt) < codeValidMinutes * 60_000;
      if (user && user.status !== 'UNCONFIRMED' && justConfirmed) throw new AppError('NotAuthorizedException', authErrorMessages.alreadyConfirmed);
      // Whoever holds the code controls the inbox; the password is the one this browser chose, so a
      // code never confirms a password someone else signed up with. A browser without its own sign-up
      // learns so only with the right code, which is then left for the browser that has one.
      const passwordHash = pendingSignUps.passwordHashFor(signUpTicket, address);
      const confirmed = await codes.consume(user?.status === 'UNCONFIRMED' ? user : undefined, 'confirm-sign-up', code, client.ip, { keep: !passwordHash });
      if (!passwordHash) throw new AppError('NotAuthorizedException', authErrorMessages.signUpElsewhere);
      const changes = { status: 'CONFIRMED' as const, emailVerifiedAt: new Date().toISOString(), passwordHash };
      await users.update(confirmed.id, changes);
      // Proving the address is a success: the sign-up's own count is cleared.
      await guard.succeeded(confirmed, client);
      return deps.signIn.afterPassword({ ...confirmed, ...changes }, client);
    },

    /** Sends a new confirmation code to an unconfirmed account; answers the same for any address. */
    async resendCode(email: string, ip: string) {
      const address = normaliseEmail(email);
      const user = await users.findByEmail(address);
      if (user?.status === 'UNCONFIRMED') await codes.send(user, 'confirm-sign-up', ip);
      else await codes.countWithoutSending(address, ip);
      return { codeDeliveryDetails: codeDelivery(address) };
    },

    /** E-mails a reset code if the account exists; answers the same either way. */
    async forgotPassword(email: string, ip: string) {
      const address = normaliseEmail(email);
      const user = await users.findByEmail(address);
      if (user && user.status !== 'ARCHIVED') await codes.send(user, 'reset-password', ip);
      else await codes.countWithoutSending(address, ip);
      return { nextStep: { resetPasswordStep: 'CONFIRM_RESET_PASSWORD_WITH_CODE' as const, codeDeliveryDetails: codeDelivery(address) } };
    },

    /**
     * Sets a new password with a reset code; ends every session and access token of the account. A
     * signed-in user setting their own password (on the account page) gets a new session for this browser.
     */
    async confirmResetPassword(email: string, code: string, newPassword: string, client: PasswordClient, current: Principal | undefined): Promise<{ sessionToken?: string }> {
      checkPasswordPolicy(newPassword, passwordPolicy);
      const user = await codes.consume(await users.findByEmail(normaliseEmail(email)), 'reset-password', code, client.ip);
      // Made by someone who never proved the address, the account is the owner's now, without their ways in.
      await deps.unproved.handOver(user);
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
      await guard.recovered(user, client);
      if (current?.session?.userId !== user.id) return {};
      const { token } = await sessions.create(user.id, current.session.authMethod);
      return { sessionToken: token };
    },

    /** Changes a signed-in user's password; ends all their sessions and access tokens, and starts a new session for this browser. */
    async changePassword(principal: Principal, oldPassword: string, newPassword: string, client: PasswordClient): Promise<{ sessionToken: string }> {
      const { user } = principal;
      await guard.begin(user.email, user, client);
      if (!(await verifyPassword(user.passwordHash, oldPassword))) {
        throw new AppError('NotAuthorizedException', authErrorMessages.NotAuthorizedException);
      }
      checkPasswordPolicy(newPassword, passwordPolicy);
      await users.update(user.id, { passwordHash: await hashPassword(newPassword) });
      await guard.succeeded(user, client);
      // As after a reset: whoever may have got in with the old password is cut off, scripts included.
      await sessions.endAll(user.id);
      await sessions.revokeTokens(user.id);
      const { token } = await sessions.create(user.id, principal.session?.authMethod ?? 'password');
      return { sessionToken: token };
    },

    /** Verify user: mails a code to the signed-in user's address (only while it is unverified). Throws InvalidParameterException once verified. */
    async sendVerifyCode(principal: Principal, ip: string) {
      const { user } = principal;
      if (user.emailVerifiedAt) throw new AppError('InvalidParameterException', authErrorMessages.alreadyVerified);
      await codes.send(user, 'verify-email', ip);
      return { codeDeliveryDetails: codeDelivery(user.email) };
    },

    /** Confirm verify user: marks the address verified with its code. Throws as VerificationCodeService.consume does. */
    async confirmVerifyCode(principal: Principal, code: string, ip: string): Promise<void> {
      const user = await codes.consume(principal.user, 'verify-email', code, ip);
      await users.update(user.id, { emailVerifiedAt: new Date().toISOString() });
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

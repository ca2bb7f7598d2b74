import { authErrorMessages } from '#contract/auth/auth-messages.ts';
import type { PasswordPolicy } from '#contract/auth/auth-messages.ts';
import { AppError } from '../app-error.ts';
import { hashPassword, verifyPassword } from '../auth/password-hasher.ts';
import { newId } from '../auth/secrets.ts';
import type { UserRepository } from '../db/repositories/user-repository.ts';
import { checkPasswordPolicy, codeDelivery, normaliseEmail } from './account-rules.ts';
import { authLimits } from './auth-limits.ts';
import type { RateLimiter } from './rate-limiter.ts';
import type { Principal, SessionService } from './session-service.ts';
import { refuseIfSignedIn } from './sign-in-service.ts';
import type { SignInOutcome, SignInService } from './sign-in-service.ts';
import type { VerificationCodeService } from './verification-code-service.ts';

/**
 * E-mail and password accounts themselves: sign-up with an e-mailed code, password reset and change,
 * deletion, the login report. Throws AppError with the spec's error names (UsernameExistsException,
 * NotAuthorizedException, CodeMismatchException, …).
 */
export function createAccountService(deps: {
  users: UserRepository;
  codes: VerificationCodeService;
  signIn: SignInService;
  sessions: SessionService;
  limiter: RateLimiter;
  passwordPolicy: PasswordPolicy;
}) {
  const { users, codes, sessions, limiter, passwordPolicy } = deps;

  return {
    /** Creates an unconfirmed account (or, given its password, resends the code of one) and e-mails a confirmation code. */
    async signUp(email: string, password: string, ip: string) {
      const address = normaliseEmail(email);
      checkPasswordPolicy(password, passwordPolicy);
      let user = await users.findByEmail(address);
      // Signing up again for an unconfirmed account only resends the code, and only with its own
      // password: otherwise someone could set a password on an address a victim is about to confirm.
      // (Unconfirmed accounts are removed after a day, so a mistyped first password frees up again.)
      const exists = new AppError('UsernameExistsException', authErrorMessages.UsernameExistsException);
      if (user && (user.status !== 'UNCONFIRMED' || !(await verifyPassword(user.passwordHash, password)))) throw exists;
      // Checked before anything is written, so a refused sign-up changes nothing.
      await codes.checkCanSend(address, ip);
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
      await codes.send(user, 'confirm-sign-up', ip);
      return { isSignUpComplete: false as const, nextStep: { signUpStep: 'CONFIRM_SIGN_UP' as const, codeDeliveryDetails: codeDelivery(address) } };
    },

    /** Confirms the address with its code and signs the user in. */
    async confirmSignUp(email: string, code: string, ip: string, current: Principal | undefined): Promise<SignInOutcome> {
      refuseIfSignedIn(current);
      const user = await users.findByEmail(normaliseEmail(email));
      if (user && user.status !== 'UNCONFIRMED') throw new AppError('NotAuthorizedException', authErrorMessages.alreadyConfirmed);
      const confirmed = await codes.consume(user, 'confirm-sign-up', code, ip);
      const now = new Date().toISOString();
      await users.update(confirmed.id, { status: 'CONFIRMED', emailVerifiedAt: now });
      return deps.signIn.signedIn(confirmed);
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

    /** Sets a new password with a reset code; ends every session and access token of the account. */
    async confirmResetPassword(email: string, code: string, newPassword: string, ip: string): Promise<void> {
      checkPasswordPolicy(newPassword, passwordPolicy);
      const address = normaliseEmail(email);
      const user = await codes.consume(await users.findByEmail(address), 'reset-password', code, ip);
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
      checkPasswordPolicy(newPassword, passwordPolicy);
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

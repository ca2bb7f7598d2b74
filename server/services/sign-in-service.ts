import { authErrorMessages } from '#contract/auth/auth-messages.ts';
import type { PasswordPolicy } from '#contract/auth/auth-messages.ts';
import { accountLimits } from '#contract/auth/account-limits.ts';
import type { SignInResponse } from '#contract/auth/auth-schemas.ts';
import { AppError } from '../app-error.ts';
import { hashPassword, verifyPassword } from '../auth/password-hasher.ts';
import { newId, randomToken } from '../auth/secrets.ts';
import type { TokenHasher } from '../auth/secrets.ts';
import type { ChallengeRepository } from '../db/repositories/challenge-repository.ts';
import type { UserRepository } from '../db/repositories/user-repository.ts';
import type { UserRow } from '../db/schema.ts';
import { checkPasswordPolicy, codeDelivery, normaliseEmail } from './account-rules.ts';
import { authLimits } from './auth-limits.ts';
import type { PasswordClient, PasswordGuard } from './password-guard.ts';
import type { RateLimiter } from './rate-limiter.ts';
import type { Principal, SessionService } from './session-service.ts';
import type { VerificationCodeService } from './verification-code-service.ts';

/** A finished step: the answer and, when the user is now signed in, a new session token and device token for the cookies. */
export interface SignInOutcome {
  response: SignInResponse;
  sessionToken?: string;
  deviceToken?: string;
}

/** Throws UserAlreadyAuthenticatedException when the request already carries a browser session. */
export function refuseIfSignedIn(current: Principal | undefined): void {
  if (current?.session) throw new AppError('UserAlreadyAuthenticatedException', authErrorMessages.UserAlreadyAuthenticatedException);
}

/**
 * Sign-in as a step machine: e-mail and password, then DONE or the next step the user must take
 * (confirm the address, reset the password, or answer a challenge). Throws AppError with the spec's
 * error names (NotAuthorizedException, LimitExceededException, …).
 */
export function createSignInService(deps: {
  users: UserRepository;
  challenges: ChallengeRepository;
  sessions: SessionService;
  codes: VerificationCodeService;
  limiter: RateLimiter;
  guard: PasswordGuard;
  hasher: TokenHasher;
  passwordPolicy: PasswordPolicy;
}) {
  const { users, challenges, sessions, codes, limiter, guard, hasher } = deps;

  /** Starts a password session for the user, records the login and gives the browser a device token: the DONE step. */
  async function signedIn(user: UserRow): Promise<SignInOutcome> {
    const { token } = await sessions.create(user.id, 'password');
    await users.update(user.id, { lastLoginAt: new Date().toISOString(), loginType: 'cognito' });
    return { response: { isSignedIn: true, nextStep: { signInStep: 'DONE' } }, sessionToken: token, deviceToken: guard.deviceToken(user) };
  }

  /** Stops the sign-in at a challenge the user answers through confirmSignIn. */
  async function stopAtChallenge(user: UserRow, step: 'CONFIRM_SIGN_IN_WITH_NEW_PASSWORD_REQUIRED'): Promise<SignInOutcome> {
    const token = randomToken();
    await challenges.create({
      id: newId(),
      tokenHash: hasher.hash(token),
      userId: user.id,
      step,
      expiresAt: new Date(Date.now() + accountLimits.signInStateMs).toISOString(),
    });
    return { response: { isSignedIn: false, nextStep: { signInStep: step }, challenge: token } };
  }

  return {
    /** Signs the user in now (after a step proved who they are, such as a confirmed sign-up). */
    signedIn,

    /**
     * Checks e-mail and password and answers the next step. An unknown e-mail and a wrong password
     * get the same answer in the same time.
     */
    async signIn(email: string, password: string, client: PasswordClient, current: Principal | undefined): Promise<SignInOutcome> {
      refuseIfSignedIn(current);
      const { ip } = client;
      const address = normaliseEmail(email);
      await limiter.hit(authLimits.signInPerIp, ip);
      const user = await users.findByEmail(address);
      await guard.begin(address, user, client);
      const passwordMatches = await verifyPassword(user?.passwordHash, password);
      if (!user || !passwordMatches) {
        throw new AppError('NotAuthorizedException', authErrorMessages.NotAuthorizedException);
      }
      await guard.succeeded(user, client);
      if (user.status === 'ARCHIVED') throw new AppError('NotAuthorizedException', 'User is disabled.');
      if (user.status === 'UNCONFIRMED') {
        await codes.send(user, 'confirm-sign-up', ip);
        return { response: { isSignedIn: false, nextStep: { signInStep: 'CONFIRM_SIGN_UP', codeDeliveryDetails: codeDelivery(address) } } };
      }
      if (user.requiredAction === 'RESET_PASSWORD' || user.status === 'COMPROMISED') {
        await codes.send(user, 'reset-password', ip);
        return { response: { isSignedIn: false, nextStep: { signInStep: 'RESET_PASSWORD', codeDeliveryDetails: codeDelivery(address) } } };
      }
      if (user.requiredAction === 'NEW_PASSWORD') return stopAtChallenge(user, 'CONFIRM_SIGN_IN_WITH_NEW_PASSWORD_REQUIRED');
      return signedIn(user);
    },

    /** Answers the step a sign-in stopped at (for now: the new password an admin-created account must set). */
    async confirmSignIn(challengeToken: string, response: string, current: Principal | undefined): Promise<SignInOutcome> {
      refuseIfSignedIn(current);
      const challenge = await challenges.findByTokenHash(hasher.hash(challengeToken));
      const expired = new AppError('NotAuthorizedException', authErrorMessages.challengeExpired);
      if (!challenge || Date.parse(challenge.expiresAt) <= Date.now()) throw expired;
      checkPasswordPolicy(response, deps.passwordPolicy);
      if (!(await challenges.consume(challenge.id))) throw expired;
      const user = await users.findById(challenge.userId);
      if (!user) throw expired;
      // The temporary password came by mail to this address: signing in with it proves the address.
      await users.update(user.id, { passwordHash: await hashPassword(response), requiredAction: null, emailVerifiedAt: user.emailVerifiedAt ?? new Date().toISOString() });
      return signedIn(user);
    },
  };
}

export type SignInService = ReturnType<typeof createSignInService>;

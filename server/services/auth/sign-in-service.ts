import type { AuthenticationResponseJSON } from '@simplewebauthn/server';
import { authErrorMessages, maskEmail } from '#contract/auth/auth-messages.ts';
import type { PasswordPolicy } from '#contract/auth/auth-messages.ts';
import type { SignInResponse } from '#contract/auth/auth-schemas.ts';
import { socialErrorMessages } from '#contract/auth/social-messages.ts';
import type { SocialProviderId } from '#contract/auth/social-messages.ts';
import { AppError } from '../../app-error.ts';
import { verifyPassword } from '../../auth/password-hasher.ts';
import type { TokenHasher } from '../../auth/secrets.ts';
import type { ChallengeRepository } from '../../db/repositories/challenge-repository.ts';
import type { SignInEventRepository } from '../../db/repositories/sign-in-event-repository.ts';
import type { UserRepository } from '../../db/repositories/user-repository.ts';
import type { UserRow } from '../../db/schema.ts';
import { codeDelivery, inGoodStanding, normaliseEmail } from './account-rules.ts';
import type { MfaService } from './mfa-service.ts';
import type { PasskeyService } from './passkey-service.ts';
import type { PasswordClient, PasswordGuard } from './password-guard.ts';
import type { PendingSignUps } from './pending-sign-ups.ts';
import type { RateLimiter } from '../limits/rate-limiter.ts';
import { authLimits } from '../limits/rate-limits.ts';
import type { Principal, SessionService } from './session-service.ts';
import { createSignInChallenges, expiredSignIn } from './sign-in-challenges.ts';
import { createSignInSteps } from './sign-in-steps.ts';
import type { TotpSecrets } from './totp-secrets.ts';
import type { VerificationCodeService } from './verification-code-service.ts';
import type { Clock } from '../../clock.ts';

/**
 * A finished step: the answer and, when the user is now signed in, a new session token and device
 * token for the cookies; when the address waits for confirmation, this browser's sign-up ticket.
 */
export interface SignInOutcome {
  response: SignInResponse;
  sessionToken?: string;
  deviceToken?: string;
  signUpTicket?: string;
}

/** A sign-in waiting on the sign-in page: the account's address and its step. */
export interface PendingSignIn {
  email: string;
  response: SignInResponse;
}

/** Throws UserAlreadyAuthenticatedException when the request already carries a browser session. */
export function refuseIfSignedIn(current: Principal | undefined): void {
  if (current?.session)
    throw new AppError('UserAlreadyAuthenticatedException', authErrorMessages.UserAlreadyAuthenticatedException);
}

// amr values (RFC 8176) that say the provider itself checked a second factor.
const providerMfaMethods = new Set(['mfa', 'otp', 'hwk', 'swk']);

/**
 * Sign-in as a step machine: e-mail and password, then DONE or the next step the user must take
 * (confirm the address, reset the password, choose a new one, answer or set up a second factor).
 * Each stop is a single-use challenge that lasts 180 s. Throws AppError with the spec's error names
 * (NotAuthorizedException, CodeMismatchException, LimitExceededException, …).
 */
export function createSignInService(deps: {
  users: UserRepository;
  challenges: ChallengeRepository;
  signInEvents: SignInEventRepository;
  sessions: SessionService;
  codes: VerificationCodeService;
  mfa: MfaService;
  passkeys: PasskeyService;
  limiter: RateLimiter;
  guard: PasswordGuard;
  hasher: TokenHasher;
  passwordPolicy: PasswordPolicy;
  pendingSignUps: PendingSignUps;
  totpSecrets: TotpSecrets;
  clock: Clock;
}) {
  const { users, codes, limiter, guard } = deps;
  const challenges = createSignInChallenges({
    challenges: deps.challenges,
    hasher: deps.hasher,
    totpSecrets: deps.totpSecrets,
    clock: deps.clock,
  });
  const steps = createSignInSteps({ ...deps, challenges });
  const { signedIn, afterPassword } = steps;

  return {
    /** The steps after a proved password or address (a confirmed sign-up): the second factor, or DONE. */
    afterPassword,

    /**
     * Checks e-mail and password and answers the next step. An unknown e-mail and a wrong password
     * get the same answer in the same time.
     */
    async signIn(
      email: string,
      password: string,
      client: PasswordClient,
      current: Principal | undefined,
    ): Promise<SignInOutcome> {
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
      if (user.disabledAt !== null) throw new AppError('NotAuthorizedException', authErrorMessages.userDisabled);
      if (user.status === 'UNCONFIRMED') {
        // This browser proved the password: the code it is sent confirms that password.
        await codes.send(user, 'confirm-sign-up', ip);
        const signUpTicket = deps.pendingSignUps.ticket(address, user.passwordHash);
        return {
          response: {
            isSignedIn: false,
            nextStep: { signInStep: 'CONFIRM_SIGN_UP', codeDeliveryDetails: codeDelivery(address) },
          },
          signUpTicket,
        };
      }
      if (user.requiredAction === 'RESET_PASSWORD' || user.status === 'COMPROMISED') {
        await codes.send(user, 'reset-password', ip);
        return {
          response: {
            isSignedIn: false,
            nextStep: { signInStep: 'RESET_PASSWORD', codeDeliveryDetails: codeDelivery(address) },
          },
        };
      }
      if (user.requiredAction === 'NEW_PASSWORD')
        return challenges.stopAt(user, { signInStep: 'CONFIRM_SIGN_IN_WITH_NEW_PASSWORD_REQUIRED' });
      return afterPassword(user, client);
    },

    /**
     * The steps after a provider's sign-in: DONE when the provider asserted a second factor itself
     * (`amr` with mfa, otp, hwk or swk), else the same second factor (or, with MFA_MODE=required,
     * its set-up) a password sign-in asks for.
     */
    afterProvider(
      user: UserRow,
      provider: SocialProviderId,
      amr: string[],
      client: PasswordClient,
    ): Promise<SignInOutcome> {
      if (amr.some((method) => providerMfaMethods.has(method)))
        return signedIn(user, 'provider+mfa', client, undefined, { provider });
      return afterPassword(user, client, { provider });
    },

    /**
     * The sign-in waiting on the sign-in page: the step a provider's sign-in stopped at (its challenge
     * token, kept in a cookie), else the verify step of a signed-in user whose address is unverified.
     * Throws NotAuthorizedException ('An error occurred during the sign in process') when there is none.
     */
    async pending(challengeToken: string | undefined, current: Principal | undefined): Promise<PendingSignIn> {
      const challenge = challengeToken ? await challenges.find(challengeToken) : undefined;
      const user = challenge && (await users.findById(challenge.userId));
      const nextStep = user && challenge && challenges.stepOf(challenge, user);
      if (user && nextStep && challengeToken && !current?.session)
        return { email: user.email, response: { isSignedIn: false, nextStep, challenge: challengeToken } };
      if (current?.session && !current.user.emailVerifiedAt) {
        return {
          email: current.user.email,
          response: {
            isSignedIn: true,
            nextStep: { signInStep: 'DONE' },
            unverifiedUserAttributes: { email: maskEmail(current.user.email) },
          },
        };
      }
      throw expiredSignIn();
    },

    /**
     * Signs in with a passkey (the sign-in ceremony `ticket` started): a passkey proves both who the
     * user is and that they hold the device, so no second factor is asked. Throws NotAuthorizedException.
     */
    async passkeySignIn(
      ticket: string,
      credential: AuthenticationResponseJSON,
      client: PasswordClient,
      current: Principal | undefined,
    ): Promise<SignInOutcome> {
      refuseIfSignedIn(current);
      await limiter.hit(authLimits.signInPerIp, client.ip);
      const user = await deps.passkeys.authenticate(ticket, credential);
      if (user.disabledAt !== null) throw new AppError('NotAuthorizedException', authErrorMessages.userDisabled);
      // A password to reset (perhaps stolen) is reset first, whatever else the user holds.
      if (!inGoodStanding(user)) throw new AppError('NotAuthorizedException', socialErrorMessages.resetRequired);
      return signedIn(user, 'passkey', client);
    },

    /**
     * Answers the step a sign-in stopped at: a new password, an authenticator, e-mail or recovery
     * code, the MFA type chosen, or a factor being set up (spec §5's MFA set-up answers). A challenge
     * past its 180 s, spent, or unknown gets 'An error occurred during the sign in process'.
     */
    async confirmSignIn(
      challengeToken: string,
      response: string,
      client: PasswordClient,
      current: Principal | undefined,
    ): Promise<SignInOutcome> {
      refuseIfSignedIn(current);
      const challenge = await challenges.find(challengeToken);
      const user = challenge && (await users.findById(challenge.userId));
      if (!challenge || !user) throw expiredSignIn();
      return steps.answerStep(challenge, user, response, client);
    },

    /**
     * Resend Code at the e-mail code step `challengeToken` names: mails a new code, counted like every
     * code sent (LimitExceededException past the limits). Throws NotAuthorizedException for any other step.
     */
    async resendSignInCode(challengeToken: string, ip: string, current: Principal | undefined) {
      refuseIfSignedIn(current);
      const challenge = await challenges.find(challengeToken);
      const user = challenge && (await users.findById(challenge.userId));
      if (!challenge || !user) throw expiredSignIn();
      return steps.resendEmailCode(challenge, user, ip);
    },
  };
}

export type SignInService = ReturnType<typeof createSignInService>;

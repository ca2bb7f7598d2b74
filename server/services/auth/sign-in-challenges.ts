import { authErrorMessages } from '#contract/auth/auth-messages.ts';
import { accountLimits } from '#contract/auth/account-limits.ts';
import type { SignInResponse } from '#contract/auth/auth-schemas.ts';
import { mfaLimits } from '#contract/auth/mfa-schemas.ts';
import type { SignInMethod } from '#contract/auth/mfa-schemas.ts';
import type { SocialProviderId } from '#contract/auth/social-messages.ts';
import { AppError } from '../../app-error.ts';
import { newId, randomToken } from '../../auth/secrets.ts';
import type { TokenHasher } from '../../auth/secrets.ts';
import { totpUri } from '../../auth/totp.ts';
import type { ChallengeRepository, ChallengeRow } from '../../db/repositories/challenge-repository.ts';
import type { UserRow } from '../../db/schema.ts';
import type { TotpSecrets } from './totp-secrets.ts';
import type { Clock } from '../../clock.ts';

/** How the first factor was proved: a password, or (with `provider`) a social provider's sign-in. */
export interface FirstFactor {
  provider?: SocialProviderId;
}

/**
 * What a challenge carries to its next step: how the first factor was proved, the authenticator
 * secret being set up (sealed), that the e-mail code turns e-mail codes on, and the step itself as answered
 * (so a sign-in that stopped on a provider's callback can be picked up by the sign-in page).
 */
export interface ChallengeData extends FirstFactor {
  secret?: string;
  emailSetup?: boolean;
  nextStep?: SignInResponse['nextStep'];
}

/** The sign-in method recorded for a second factor after the first. */
export const methodOf = (first: FirstFactor, second: 'totp' | 'email' | 'recovery-code'): SignInMethod =>
  `${first.provider ? 'provider' : 'password'}+${second}`;

/** The answer to a step past its 180 s, spent, or unknown: NotAuthorizedException, 'An error occurred during the sign in process'. */
export const expiredSignIn = () => new AppError('NotAuthorizedException', authErrorMessages.challengeExpired);

/**
 * The stops of a sign-in: each a single-use challenge, named by a token only its browser holds, that
 * lasts 180 s and carries what its next step needs. Throws NotAuthorizedException (expiredSignIn)
 * and TooManyFailedAttemptsException.
 */
export function createSignInChallenges(deps: {
  challenges: ChallengeRepository;
  hasher: TokenHasher;
  totpSecrets: TotpSecrets;
  clock: Clock;
}) {
  const { challenges, hasher, clock } = deps;

  /** What a challenge carries. */
  const dataOf = (challenge: ChallengeRow): ChallengeData =>
    (challenge.data ? JSON.parse(challenge.data) : {}) as ChallengeData;

  return {
    dataOf,

    /** The challenge a token names while it lasts, else undefined. */
    async find(token: string): Promise<ChallengeRow | undefined> {
      const challenge = await challenges.findByTokenHash(hasher.hash(token));
      return challenge && Date.parse(challenge.expiresAt) > clock.now().getTime() ? challenge : undefined;
    },

    /** Stops the sign-in at a step the user answers through confirmSignIn. */
    async stopAt(
      user: UserRow,
      nextStep: SignInResponse['nextStep'],
      data?: ChallengeData,
    ): Promise<{ response: SignInResponse }> {
      const token = randomToken();
      await challenges.create({
        id: newId(),
        tokenHash: hasher.hash(token),
        userId: user.id,
        step: nextStep.signInStep,
        expiresAt: new Date(clock.now().getTime() + accountLimits.signInStateMs).toISOString(),
        // The step is kept without the authenticator secret it shows: that is kept sealed, in `data.secret`.
        data: JSON.stringify({ ...data, nextStep: { ...nextStep, totpSetupDetails: undefined } }),
        attempts: 0,
      });
      return { response: { isSignedIn: false, nextStep, challenge: token } };
    },

    /** The step a challenge stopped at, as answered then (the authenticator set-up shown again from its sealed secret). */
    stepOf(challenge: ChallengeRow, user: UserRow): SignInResponse['nextStep'] | undefined {
      const data = dataOf(challenge);
      const secret = data.secret && deps.totpSecrets.open(data.secret);
      if (data.nextStep?.signInStep !== 'CONTINUE_SIGN_IN_WITH_TOTP_SETUP' || !secret) return data.nextStep;
      return { ...data.nextStep, totpSetupDetails: { sharedSecret: secret, setupUri: totpUri(secret, user.email) } };
    },

    /** How the sign-in a challenge belongs to proved its first factor. */
    firstOf(challenge: ChallengeRow): FirstFactor {
      const { provider } = dataOf(challenge);
      return provider ? { provider } : {};
    },

    /** Spends the challenge (single use); throws the expired-sign-in error if another request spent it first. */
    async spend(challenge: ChallengeRow): Promise<void> {
      if (!(await challenges.consume(challenge.id))) throw expiredSignIn();
    },

    /** Counts a wrong-answer attempt against the challenge's own few; past them the challenge is spent and TooManyFailedAttemptsException thrown. */
    async reserveAttempt(challenge: ChallengeRow): Promise<void> {
      if (await challenges.reserveAttempt(challenge.id, mfaLimits.challengeAttempts)) return;
      await challenges.consume(challenge.id);
      throw new AppError('TooManyFailedAttemptsException', authErrorMessages.TooManyFailedAttemptsException);
    },
  };
}

export type SignInChallenges = ReturnType<typeof createSignInChallenges>;

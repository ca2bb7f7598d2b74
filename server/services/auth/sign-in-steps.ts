import { authErrorMessages } from '#contract/auth/auth-messages.ts';
import type { PasswordPolicy } from '#contract/auth/auth-messages.ts';
import type { SignInStep } from '#contract/auth/auth-schemas.ts';
import { mfaMessages, readMfaSetupAnswer, recoveryCodePattern } from '#contract/auth/mfa-schemas.ts';
import { mfaTypes } from '#contract/auth/mfa-types.ts';
import type { MfaType } from '#contract/auth/mfa-types.ts';
import { AppError } from '../../app-error.ts';
import { hashPassword } from '../../auth/password-hasher.ts';
import { newTotpSecret, totpStep, totpUri } from '../../auth/totp.ts';
import type { ChallengeRow } from '../../db/repositories/challenge-repository.ts';
import type { SignInEventRepository } from '../../db/repositories/sign-in-event-repository.ts';
import type { UserRepository } from '../../db/repositories/user-repository.ts';
import type { UserRow } from '../../db/schema.ts';
import { checkPasswordPolicy, codeDelivery, normaliseEmail } from './account-rules.ts';
import type { MfaService } from './mfa-service.ts';
import type { PasswordClient, PasswordGuard } from './password-guard.ts';
import type { RateLimiter } from '../limits/rate-limiter.ts';
import { authLimits } from '../limits/rate-limits.ts';
import type { SessionService } from './session-service.ts';
import { expiredSignIn, methodOf } from './sign-in-challenges.ts';
import type { ChallengeData, FirstFactor, SignInChallenges } from './sign-in-challenges.ts';
import type { SignInOutcome } from './sign-in-service.ts';
import type { TotpSecrets } from './totp-secrets.ts';
import type { VerificationCodeService } from './verification-code-service.ts';
import type { Clock } from '../../clock.ts';
import { createSignInDone } from './sign-in-done.ts';

const incorrectMethod = () => new AppError('InvalidParameterException', mfaMessages.incorrectMfaMethod);
const mismatch = () => new AppError('CodeMismatchException', authErrorMessages.CodeMismatchException);

/**
 * The steps after the first factor: a new password, then the second factor (answered, chosen or set
 * up) or DONE, which starts the session. Throws AppError with the spec's error names
 * (NotAuthorizedException, CodeMismatchException, InvalidParameterException, TooManyFailedAttemptsException, …).
 */
export function createSignInSteps(deps: {
  users: UserRepository;
  signInEvents: SignInEventRepository;
  sessions: SessionService;
  codes: VerificationCodeService;
  mfa: MfaService;
  limiter: RateLimiter;
  guard: PasswordGuard;
  passwordPolicy: PasswordPolicy;
  totpSecrets: TotpSecrets;
  challenges: SignInChallenges;
  clock: Clock;
}) {
  const { users, codes, mfa, limiter, challenges, clock } = deps;
  const { stopAt, spend, firstOf } = challenges;
  /** Starts a session for the user, records the sign-in and gives the browser a device token: the DONE step. */
  const signedIn = createSignInDone(deps);

  /** The challenge of one second factor (an e-mailed code is sent now), saying whether a recovery code would do instead. */
  async function challengeFor(
    user: UserRow,
    type: MfaType,
    client: PasswordClient,
    data: ChallengeData,
  ): Promise<SignInOutcome> {
    // Setting e-mail codes up during sign-in: the account has no factor yet, so no recovery codes either.
    const recoveryCodesAccepted = !data.emailSetup && (await mfa.hasRecoveryCodes(user.id));
    if (type === 'TOTP')
      return stopAt(user, { signInStep: 'CONFIRM_SIGN_IN_WITH_TOTP_CODE', recoveryCodesAccepted }, data);
    await codes.send(user, 'sign-in', client.ip);
    return stopAt(
      user,
      {
        signInStep: 'CONFIRM_SIGN_IN_WITH_EMAIL_CODE',
        codeDeliveryDetails: codeDelivery(user.email),
        recoveryCodesAccepted,
      },
      data,
    );
  }

  /**
   * After the first factor (a password, or a provider with `first.provider`): the second factor's step,
   * its choice or set-up, or DONE. Factors set up stay in force with MFA_MODE=off too: off only stops new ones.
   */
  async function afterPassword(user: UserRow, client: PasswordClient, first: FirstFactor = {}): Promise<SignInOutcome> {
    const method = first.provider ? 'provider' : 'password';
    const types = await mfa.types(user.id);
    if (types.length > 1)
      return stopAt(user, { signInStep: 'CONTINUE_SIGN_IN_WITH_MFA_SELECTION', allowedMfaTypes: types }, first);
    if (types[0]) return challengeFor(user, types[0], client, first);
    if (mfa.mode === 'required')
      return stopAt(
        user,
        { signInStep: 'CONTINUE_SIGN_IN_WITH_MFA_SETUP_SELECTION', allowedMfaTypes: [...mfaTypes] },
        first,
      );
    return signedIn(user, method, client, undefined, first);
  }

  /** The authenticator set-up step: a new secret to add to the app. */
  function totpSetup(user: UserRow, first: FirstFactor): Promise<SignInOutcome> {
    const secret = newTotpSecret();
    const sealed = deps.totpSecrets.seal(secret);
    return stopAt(
      user,
      {
        signInStep: 'CONTINUE_SIGN_IN_WITH_TOTP_SETUP',
        totpSetupDetails: { sharedSecret: secret, setupUri: totpUri(secret, user.email) },
      },
      { ...first, secret: sealed },
    );
  }

  /** E-mail codes go to the account's own address: set-up sends the first one there. Throws InvalidParameterException for another address. */
  async function emailSetup(
    challenge: ChallengeRow,
    user: UserRow,
    address: string,
    client: PasswordClient,
  ): Promise<SignInOutcome> {
    if (normaliseEmail(address) !== user.email)
      throw new AppError('InvalidParameterException', mfaMessages.emailIsAccountAddress);
    await spend(challenge);
    return challengeFor(user, 'EMAIL', client, { provider: firstOf(challenge).provider, emailSetup: true });
  }

  /**
   * Counts a guess at an authenticator or recovery code against the client's and the account's
   * limits and the challenge's own few attempts (past them the challenge is spent).
   */
  async function countGuess(challenge: ChallengeRow, user: UserRow, client: PasswordClient): Promise<void> {
    await limiter.hit(authLimits.codeChecksPerIp, client.ip);
    await limiter.hit(authLimits.mfaChecksPerAccount, user.id);
    await challenges.reserveAttempt(challenge);
  }

  /** A code answering an MFA challenge: the factor's own code, or a recovery code at either. */
  async function answerCode(
    challenge: ChallengeRow,
    user: UserRow,
    type: MfaType,
    answer: string,
    client: PasswordClient,
    data: ChallengeData,
  ): Promise<SignInOutcome> {
    const code = answer.trim();
    if (recoveryCodePattern.test(code.toLowerCase()) && !data.emailSetup) {
      await countGuess(challenge, user, client);
      if (!(await mfa.acceptRecoveryCode(user, code))) throw mismatch();
      await spend(challenge);
      return signedIn(user, methodOf(data, 'recovery-code'), client, undefined, firstOf(challenge));
    }
    if (type === 'EMAIL') {
      await codes.consume(user, 'sign-in', code, client.ip);
      await spend(challenge);
      const added = data.emailSetup ? (await mfa.addDuringSignIn(user, { type: 'EMAIL' })).recoveryCodes : undefined;
      return signedIn(user, methodOf(data, 'email'), client, added, firstOf(challenge));
    }
    await countGuess(challenge, user, client);
    if (!(await mfa.acceptTotp(user, code))) throw mismatch();
    await spend(challenge);
    return signedIn(user, methodOf(data, 'totp'), client, undefined, firstOf(challenge));
  }

  /** Answers a step the sign-in stopped at. */
  async function answerStep(
    challenge: ChallengeRow,
    user: UserRow,
    response: string,
    client: PasswordClient,
  ): Promise<SignInOutcome> {
    const data = challenges.dataOf(challenge);
    const step = challenge.step as SignInStep;
    const answer = readMfaSetupAnswer(response);
    switch (step) {
      case 'CONFIRM_SIGN_IN_WITH_NEW_PASSWORD_REQUIRED':
        checkPasswordPolicy(response, deps.passwordPolicy);
        await spend(challenge);
        // The temporary password came by mail to this address: signing in with it proves the address.
        const verified = {
          passwordHash: await hashPassword(response),
          requiredAction: null,
          emailVerifiedAt: user.emailVerifiedAt ?? clock.now().toISOString(),
        };
        await users.update(user.id, verified);
        return afterPassword({ ...user, ...verified }, client);
      case 'CONFIRM_SIGN_IN_WITH_TOTP_CODE':
        return answerCode(challenge, user, 'TOTP', response, client, data);
      case 'CONFIRM_SIGN_IN_WITH_EMAIL_CODE':
        return answerCode(challenge, user, 'EMAIL', response, client, data);
      case 'CONTINUE_SIGN_IN_WITH_MFA_SELECTION':
        if (answer?.kind !== 'type' || !(await mfa.types(user.id)).includes(answer.type)) throw incorrectMethod();
        await spend(challenge);
        return challengeFor(user, answer.type, client, firstOf(challenge));
      case 'CONTINUE_SIGN_IN_WITH_MFA_SETUP_SELECTION':
        if (answer?.kind === 'email') return emailSetup(challenge, user, answer.email, client);
        if (answer?.kind !== 'type') throw incorrectMethod();
        await spend(challenge);
        return answer.type === 'TOTP'
          ? totpSetup(user, firstOf(challenge))
          : stopAt(user, { signInStep: 'CONTINUE_SIGN_IN_WITH_EMAIL_SETUP' }, firstOf(challenge));
      case 'CONTINUE_SIGN_IN_WITH_TOTP_SETUP': {
        const secret = data.secret && deps.totpSecrets.open(data.secret);
        if (answer?.kind !== 'code' || !secret) throw incorrectMethod();
        await countGuess(challenge, user, client);
        const accepted = totpStep(secret, answer.code, clock.now().getTime());
        if (accepted === undefined) throw mismatch();
        await spend(challenge);
        const { recoveryCodes } = await mfa.addDuringSignIn(user, { type: 'TOTP', secret, step: accepted });
        return signedIn(user, methodOf(data, 'totp'), client, recoveryCodes, firstOf(challenge));
      }
      case 'CONTINUE_SIGN_IN_WITH_EMAIL_SETUP':
        if (answer?.kind !== 'email') throw incorrectMethod();
        return emailSetup(challenge, user, answer.email, client);
      default:
        throw expiredSignIn();
    }
  }

  /** Resend Code at the e-mail code step: a new code (the old one stops working), within the code send limits. */
  async function resendEmailCode(challenge: ChallengeRow, user: UserRow, ip: string) {
    if (challenge.step !== 'CONFIRM_SIGN_IN_WITH_EMAIL_CODE') throw expiredSignIn();
    await codes.send(user, 'sign-in', ip);
    return { codeDeliveryDetails: codeDelivery(user.email) };
  }

  return {
    signedIn,

    afterPassword,

    answerStep,

    resendEmailCode,
  };
}

/** The steps createSignInSteps returns. */
export type SignInSteps = ReturnType<typeof createSignInSteps>;

import type { AuthenticationResponseJSON } from '@simplewebauthn/server';
import { authErrorMessages, maskEmail } from '#contract/auth/auth-messages.ts';
import type { PasswordPolicy } from '#contract/auth/auth-messages.ts';
import { accountLimits } from '#contract/auth/account-limits.ts';
import type { SignInResponse, SignInStep } from '#contract/auth/auth-schemas.ts';
import { mfaLimits, mfaMessages, readMfaSetupAnswer, recoveryCodePattern } from '#contract/auth/mfa-schemas.ts';
import type { SignInMethod } from '#contract/auth/mfa-schemas.ts';
import { mfaTypes } from '#contract/auth/mfa-types.ts';
import type { MfaType } from '#contract/auth/mfa-types.ts';
import { socialErrorMessages } from '#contract/auth/social-messages.ts';
import type { SocialProviderId } from '#contract/auth/social-messages.ts';
import { AppError } from '../app-error.ts';
import { clientLabel } from '../auth/client-label.ts';
import { hashPassword, verifyPassword } from '../auth/password-hasher.ts';
import { newId, randomToken } from '../auth/secrets.ts';
import type { TokenHasher } from '../auth/secrets.ts';
import { newTotpSecret, totpStep, totpUri } from '../auth/totp.ts';
import type { ChallengeRepository, ChallengeRow } from '../db/repositories/challenge-repository.ts';
import type { SignInEventRepository } from '../db/repositories/sign-in-event-repository.ts';
import type { UserRepository } from '../db/repositories/user-repository.ts';
import type { UserRow } from '../db/schema.ts';
import { checkPasswordPolicy, codeDelivery, inGoodStanding, normaliseEmail } from './account-rules.ts';
import { authLimits } from './auth-limits.ts';
import type { MfaService } from './mfa-service.ts';
import type { PasskeyService } from './passkey-service.ts';
import type { PasswordClient, PasswordGuard } from './password-guard.ts';
import type { PendingSignUps } from './pending-sign-ups.ts';
import type { TotpSecrets } from './totp-secrets.ts';
import type { RateLimiter } from './rate-limiter.ts';
import type { Principal, SessionService } from './session-service.ts';
import type { VerificationCodeService } from './verification-code-service.ts';

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

/** How the first factor was proved: a password, or (with `provider`) a social provider's sign-in. */
interface FirstFactor {
  provider?: SocialProviderId;
}

/**
 * What a challenge carries to its next step: how the first factor was proved, the authenticator
 * secret being set up (sealed), that the e-mail code turns e-mail codes on, and the step itself as answered
 * (so a sign-in that stopped on a provider's callback can be picked up by the sign-in page).
 */
interface ChallengeData extends FirstFactor {
  secret?: string;
  emailSetup?: boolean;
  nextStep?: SignInResponse['nextStep'];
}

/** A sign-in waiting on the sign-in page: the account's address and its step. */
export interface PendingSignIn {
  email: string;
  response: SignInResponse;
}

/** The sign-in method recorded for a second factor after the first. */
const methodOf = (first: FirstFactor, second: 'totp' | 'email' | 'recovery-code'): SignInMethod => `${first.provider ? 'provider' : 'password'}+${second}`;

/** Throws UserAlreadyAuthenticatedException when the request already carries a browser session. */
export function refuseIfSignedIn(current: Principal | undefined): void {
  if (current?.session) throw new AppError('UserAlreadyAuthenticatedException', authErrorMessages.UserAlreadyAuthenticatedException);
}

// amr values (RFC 8176) that say the provider itself checked a second factor.
const providerMfaMethods = new Set(['mfa', 'otp', 'hwk', 'swk']);

const incorrectMethod = () => new AppError('InvalidParameterException', mfaMessages.incorrectMfaMethod);
const mismatch = () => new AppError('CodeMismatchException', authErrorMessages.CodeMismatchException);

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
}) {
  const { users, challenges, sessions, codes, mfa, limiter, guard, hasher } = deps;
  const expired = () => new AppError('NotAuthorizedException', authErrorMessages.challengeExpired);

  /** Starts a session for the user, records the sign-in (login type: the provider's, else cognito) and gives the browser a device token: the DONE step. */
  async function signedIn(user: UserRow, method: SignInMethod, client: PasswordClient, recoveryCodes?: string[], first: FirstFactor = {}): Promise<SignInOutcome> {
    const { token } = await sessions.create(user.id, first.provider ? 'oidc' : 'password');
    const now = new Date().toISOString();
    await users.update(user.id, { lastLoginAt: now, loginType: first.provider ?? 'cognito' });
    await deps.signInEvents.add({ id: newId(), userId: user.id, method, client: clientLabel(client.userAgent), createdAt: now }, mfaLimits.signInsShown);
    return {
      response: {
        isSignedIn: true,
        nextStep: { signInStep: 'DONE' },
        ...(recoveryCodes ? { recoveryCodes } : {}),
        ...(user.emailVerifiedAt ? {} : { unverifiedUserAttributes: { email: maskEmail(user.email) } }),
      },
      sessionToken: token,
      deviceToken: guard.deviceToken(user),
    };
  }

  /** Stops the sign-in at a step the user answers through confirmSignIn. */
  async function stopAt(user: UserRow, nextStep: SignInResponse['nextStep'], data?: ChallengeData): Promise<SignInOutcome> {
    const token = randomToken();
    await challenges.create({
      id: newId(),
      tokenHash: hasher.hash(token),
      userId: user.id,
      step: nextStep.signInStep,
      expiresAt: new Date(Date.now() + accountLimits.signInStateMs).toISOString(),
      // The step is kept without the authenticator secret it shows: that is kept sealed, in `data.secret`.
      data: JSON.stringify({ ...data, nextStep: { ...nextStep, totpSetupDetails: undefined } }),
      attempts: 0,
    });
    return { response: { isSignedIn: false, nextStep, challenge: token } };
  }

  /** The step a challenge stopped at, as answered then (the authenticator set-up shown again from its sealed secret). */
  function stepOf(data: ChallengeData, user: UserRow): SignInResponse['nextStep'] | undefined {
    const secret = data.secret && deps.totpSecrets.open(data.secret);
    if (data.nextStep?.signInStep !== 'CONTINUE_SIGN_IN_WITH_TOTP_SETUP' || !secret) return data.nextStep;
    return { ...data.nextStep, totpSetupDetails: { sharedSecret: secret, setupUri: totpUri(secret, user.email) } };
  }

  /** The challenge of one second factor (an e-mailed code is sent now). */
  async function challengeFor(user: UserRow, type: MfaType, client: PasswordClient, data: ChallengeData): Promise<SignInOutcome> {
    if (type === 'TOTP') return stopAt(user, { signInStep: 'CONFIRM_SIGN_IN_WITH_TOTP_CODE' }, data);
    await codes.send(user, 'sign-in', client.ip);
    return stopAt(user, { signInStep: 'CONFIRM_SIGN_IN_WITH_EMAIL_CODE', codeDeliveryDetails: codeDelivery(user.email) }, data);
  }

  /** After the first factor (a password, or a provider with `first.provider`): the second factor's step, its choice or set-up, or DONE. */
  async function afterPassword(user: UserRow, client: PasswordClient, first: FirstFactor = {}): Promise<SignInOutcome> {
    const method = first.provider ? 'provider' : 'password';
    if (mfa.mode === 'off') return signedIn(user, method, client, undefined, first);
    const types = await mfa.types(user.id);
    if (types.length > 1) return stopAt(user, { signInStep: 'CONTINUE_SIGN_IN_WITH_MFA_SELECTION', allowedMfaTypes: types }, first);
    if (types[0]) return challengeFor(user, types[0], client, first);
    if (mfa.mode === 'required') return stopAt(user, { signInStep: 'CONTINUE_SIGN_IN_WITH_MFA_SETUP_SELECTION', allowedMfaTypes: [...mfaTypes] }, first);
    return signedIn(user, method, client, undefined, first);
  }

  /** The authenticator set-up step: a new secret to add to the app. */
  function totpSetup(user: UserRow, first: FirstFactor): Promise<SignInOutcome> {
    const secret = newTotpSecret();
    const sealed = deps.totpSecrets.seal(secret);
    return stopAt(user, { signInStep: 'CONTINUE_SIGN_IN_WITH_TOTP_SETUP', totpSetupDetails: { sharedSecret: secret, setupUri: totpUri(secret, user.email) } }, { ...first, secret: sealed });
  }

  /** E-mail codes go to the account's own address: set-up sends the first one there. Throws InvalidParameterException for another address. */
  async function emailSetup(challenge: ChallengeRow, user: UserRow, address: string, client: PasswordClient): Promise<SignInOutcome> {
    if (normaliseEmail(address) !== user.email) throw new AppError('InvalidParameterException', mfaMessages.emailIsAccountAddress);
    await spend(challenge);
    return challengeFor(user, 'EMAIL', client, { provider: firstOf(challenge).provider, emailSetup: true });
  }

  /** How the sign-in a challenge belongs to proved its first factor. */
  function firstOf(challenge: ChallengeRow): FirstFactor {
    const { provider } = (challenge.data ? JSON.parse(challenge.data) : {}) as ChallengeData;
    return provider ? { provider } : {};
  }

  /** Spends the challenge (single use); throws the expired-sign-in error if another request spent it first. */
  async function spend(challenge: ChallengeRow): Promise<void> {
    if (!(await challenges.consume(challenge.id))) throw expired();
  }

  /**
   * Counts a guess at an authenticator or recovery code against the client's and the account's
   * limits and the challenge's own few attempts (past them the challenge is spent).
   */
  async function countGuess(challenge: ChallengeRow, user: UserRow, client: PasswordClient): Promise<void> {
    await limiter.hit(authLimits.codeChecksPerIp, client.ip);
    await limiter.hit(authLimits.mfaChecksPerAccount, user.id);
    if (!(await challenges.reserveAttempt(challenge.id, mfaLimits.challengeAttempts))) {
      await challenges.consume(challenge.id);
      throw new AppError('TooManyFailedAttemptsException', authErrorMessages.TooManyFailedAttemptsException);
    }
  }

  /** A code answering an MFA challenge: the factor's own code, or a recovery code at either. */
  async function answerCode(challenge: ChallengeRow, user: UserRow, type: MfaType, answer: string, client: PasswordClient, data: ChallengeData): Promise<SignInOutcome> {
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
  async function answerStep(challenge: ChallengeRow, user: UserRow, response: string, client: PasswordClient): Promise<SignInOutcome> {
    const data = (challenge.data ? JSON.parse(challenge.data) : {}) as ChallengeData;
    const step = challenge.step as SignInStep;
    const answer = readMfaSetupAnswer(response);
    switch (step) {
      case 'CONFIRM_SIGN_IN_WITH_NEW_PASSWORD_REQUIRED':
        checkPasswordPolicy(response, deps.passwordPolicy);
        await spend(challenge);
        // The temporary password came by mail to this address: signing in with it proves the address.
        const verified = { passwordHash: await hashPassword(response), requiredAction: null, emailVerifiedAt: user.emailVerifiedAt ?? new Date().toISOString() };
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
        return answer.type === 'TOTP' ? totpSetup(user, firstOf(challenge)) : stopAt(user, { signInStep: 'CONTINUE_SIGN_IN_WITH_EMAIL_SETUP' }, firstOf(challenge));
      case 'CONTINUE_SIGN_IN_WITH_TOTP_SETUP': {
        const secret = data.secret && deps.totpSecrets.open(data.secret);
        if (answer?.kind !== 'code' || !secret) throw incorrectMethod();
        await countGuess(challenge, user, client);
        const accepted = totpStep(secret, answer.code);
        if (accepted === undefined) throw mismatch();
        await spend(challenge);
        const { recoveryCodes } = await mfa.addDuringSignIn(user, { type: 'TOTP', secret, step: accepted });
        return signedIn(user, methodOf(data, 'totp'), client, recoveryCodes, firstOf(challenge));
      }
      case 'CONTINUE_SIGN_IN_WITH_EMAIL_SETUP':
        if (answer?.kind !== 'email') throw incorrectMethod();
        return emailSetup(challenge, user, answer.email, client);
      default:
        throw expired();
    }
  }

  return {
    /** The steps after a proved password or address (a confirmed sign-up): the second factor, or DONE. */
    afterPassword,

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
        // This browser proved the password: the code it is sent confirms that password.
        await codes.send(user, 'confirm-sign-up', ip);
        const signUpTicket = deps.pendingSignUps.ticket(address, user.passwordHash);
        return { response: { isSignedIn: false, nextStep: { signInStep: 'CONFIRM_SIGN_UP', codeDeliveryDetails: codeDelivery(address) } }, signUpTicket };
      }
      if (user.requiredAction === 'RESET_PASSWORD' || user.status === 'COMPROMISED') {
        await codes.send(user, 'reset-password', ip);
        return { response: { isSignedIn: false, nextStep: { signInStep: 'RESET_PASSWORD', codeDeliveryDetails: codeDelivery(address) } } };
      }
      if (user.requiredAction === 'NEW_PASSWORD') return stopAt(user, { signInStep: 'CONFIRM_SIGN_IN_WITH_NEW_PASSWORD_REQUIRED' });
      return afterPassword(user, client);
    },

    /**
     * The steps after a provider's sign-in: DONE when the provider asserted a second factor itself
     * (`amr` with mfa, otp, hwk or swk), else the same second factor (or, with MFA_MODE=required,
     * its set-up) a password sign-in asks for.
     */
    afterProvider(user: UserRow, provider: SocialProviderId, amr: string[], client: PasswordClient): Promise<SignInOutcome> {
      if (amr.some((method) => providerMfaMethods.has(method))) return signedIn(user, 'provider+mfa', client, undefined, { provider });
      return afterPassword(user, client, { provider });
    },

    /**
     * The sign-in waiting on the sign-in page: the step a provider's sign-in stopped at (its challenge
     * token, kept in a cookie), else the verify step of a signed-in user whose address is unverified.
     * Throws NotAuthorizedException ('An error occurred during the sign in process') when there is none.
     */
    async pending(challengeToken: string | undefined, current: Principal | undefined): Promise<PendingSignIn> {
      const challenge = challengeToken ? await challenges.findByTokenHash(hasher.hash(challengeToken)) : undefined;
      const user = challenge && Date.parse(challenge.expiresAt) > Date.now() ? await users.findById(challenge.userId) : undefined;
      const nextStep = user && stepOf((challenge?.data ? JSON.parse(challenge.data) : {}) as ChallengeData, user);
      if (user && nextStep && challengeToken && !current?.session) return { email: user.email, response: { isSignedIn: false, nextStep, challenge: challengeToken } };
      if (current?.session && !current.user.emailVerifiedAt) {
        return { email: current.user.email, response: { isSignedIn: true, nextStep: { signInStep: 'DONE' }, unverifiedUserAttributes: { email: maskEmail(current.user.email) } } };
      }
      throw expired();
    },

    /**
     * Signs in with a passkey (the sign-in ceremony `ticket` started): a passkey proves both who the
     * user is and that they hold the device, so no second factor is asked. Throws NotAuthorizedException.
     */
    async passkeySignIn(ticket: string, credential: AuthenticationResponseJSON, client: PasswordClient, current: Principal | undefined): Promise<SignInOutcome> {
      refuseIfSignedIn(current);
      await limiter.hit(authLimits.signInPerIp, client.ip);
      const user = await deps.passkeys.authenticate(ticket, credential);
      if (user.status === 'ARCHIVED') throw new AppError('NotAuthorizedException', 'User is disabled.');
      // A password to reset (perhaps stolen) is reset first, whatever else the user holds.
      if (!inGoodStanding(user)) throw new AppError('NotAuthorizedException', socialErrorMessages.resetRequired);
      return signedIn(user, 'passkey', client);
    },

    /**
     * Answers the step a sign-in stopped at: a new password, an authenticator, e-mail or recovery
     * code, the MFA type chosen, or a factor being set up (spec §5's MFA set-up answers). A challenge
     * past its 180 s, spent, or unknown gets 'An error occurred during the sign in process'.
     */
    async confirmSignIn(challengeToken: string, response: string, client: PasswordClient, current: Principal | undefined): Promise<SignInOutcome> {
      refuseIfSignedIn(current);
      const challenge = await challenges.findByTokenHash(hasher.hash(challengeToken));
      if (!challenge || Date.parse(challenge.expiresAt) <= Date.now()) throw expired();
      const user = await users.findById(challenge.userId);
      if (!user) throw expired();
      return answerStep(challenge, user, response, client);
    },
  };
}

export type SignInService = ReturnType<typeof createSignInService>;

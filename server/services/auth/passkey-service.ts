import type { AuthenticationResponseJSON, RegistrationResponseJSON } from '@simplewebauthn/server';
import { accountLimits } from '#contract/auth/account-limits.ts';
import { authErrorMessages } from '#contract/auth/auth-messages.ts';
import { mfaMessages } from '#contract/auth/mfa-schemas.ts';
import type { MfaMode } from '#contract/auth/mfa-schemas.ts';
import { passkeyMessages } from '#contract/auth/passkey-schemas.ts';
import type { PasskeySummary } from '#contract/auth/passkey-schemas.ts';
import { AppError } from '../../app-error.ts';
import { newId, randomToken } from '../../auth/secrets.ts';
import type { TokenHasher } from '../../auth/secrets.ts';
import type { PasskeyRepository, PasskeyRow } from '../../db/repositories/passkey-repository.ts';
import type { UserRepository } from '../../db/repositories/user-repository.ts';
import type { UserRow } from '../../db/schema.ts';
import type { UnitOfWork } from '../../db/unit-of-work.ts';
import type { MailService } from '../../mail/mail-service.ts';
import { securityNoticeMail } from '../../mail/security-notice-mail.ts';
import { authLimits } from '../limits/rate-limits.ts';
import type { PasswordClient } from './password-guard.ts';
import type { RateLimiter } from '../limits/rate-limiter.ts';
import type { Clock } from '../../clock.ts';

// Loaded on the first passkey ceremony: the WebAuthn library costs the server's start ~0.4 s and 30 MB.
const webauthn = () => import('@simplewebauthn/server');

/** The relying party a passkey is bound to: the site's host name and origin (from PUBLIC_BASE_URL). */
export interface RelyingParty {
  id: string;
  origin: string;
  name: string;
}

const toBytes = (base64url: string) => new Uint8Array(Buffer.from(base64url, 'base64url'));

/**
 * Passkeys (WebAuthn through SimpleWebAuthn): adding one on the account page, removing one with the
 * password, and the sign-in ceremony, whose user the passkey names. Each ceremony's challenge is
 * single use and lasts as long as a sign-in step. Throws AppError (NotAuthorizedException,
 * InvalidParameterException) with the passkey messages of contract/auth/passkey-schemas.ts.
 */
export function createPasskeyService(deps: {
  mode: MfaMode;
  passkeys: PasskeyRepository;
  users: UserRepository;
  hasher: TokenHasher;
  mail: MailService;
  rp: RelyingParty;
  limiter: RateLimiter;
  checkPassword: (user: UserRow, password: string, client: PasswordClient) => Promise<void>;
  unitOfWork: UnitOfWork;
  clock: Clock;
}) {
  const { passkeys, hasher, rp, clock } = deps;

  /** Stores a ceremony's challenge; returns the ticket the browser sends back with its answer. */
  async function startCeremony(userId: string | null, challenge: string): Promise<string> {
    const ticket = randomToken();
    await passkeys.createChallenge({
      id: newId(),
      tokenHash: hasher.hash(ticket),
      userId,
      challenge,
      expiresAt: new Date(clock.now().getTime() + accountLimits.signInStateMs).toISOString(),
    });
    return ticket;
  }

  /** The challenge of a ceremony still open for `userId` (null: a sign-in); throws `failure` otherwise. */
  async function endCeremony(ticket: string, userId: string | null, failure: AppError): Promise<string> {
    const row = await passkeys.takeChallenge(hasher.hash(ticket));
    if (!row || row.userId !== userId || Date.parse(row.expiresAt) <= clock.now().getTime()) throw failure;
    return row.challenge;
  }

  return {
    /** Starts adding a passkey: the browser's creation options (a discoverable credential, none the user has already). Throws LimitExceededException. */
    async registrationOptions(user: UserRow, ip: string) {
      if (deps.mode === 'off') throw new AppError('InvalidParameterException', mfaMessages.mfaOff);
      await deps.limiter.hit(authLimits.passkeyCeremoniesPerIp, ip);
      const existing = await passkeys.listForUser(user.id);
      const options = await (
        await webauthn()
      ).generateRegistrationOptions({
        rpName: rp.name,
        rpID: rp.id,
        userName: user.email,
        userID: new TextEncoder().encode(user.id),
        attestationType: 'none',
        excludeCredentials: existing.map((row) => ({ id: row.id, transports: JSON.parse(row.transports) as string[] })),
        authenticatorSelection: { residentKey: 'required', userVerification: 'preferred' },
      });
      return { options, ticket: await startCeremony(user.id, options.challenge) };
    },

    /** Adds the passkey the browser made for the ceremony `ticket`; mails the owner. Throws InvalidParameterException. */
    async add(
      user: UserRow,
      ticket: string,
      name: string,
      credential: RegistrationResponseJSON,
    ): Promise<PasskeySummary> {
      const failed = new AppError('InvalidParameterException', passkeyMessages.registrationFailed);
      const expectedChallenge = await endCeremony(ticket, user.id, failed);
      const verification = await (
        await webauthn()
      )
        .verifyRegistrationResponse({
          response: credential,
          expectedChallenge,
          expectedOrigin: rp.origin,
          expectedRPID: rp.id,
          requireUserVerification: false,
        })
        .catch(() => undefined);
      if (!verification?.verified) throw failed;
      const { credential: made } = verification.registrationInfo;
      if (await passkeys.findById(made.id))
        throw new AppError('InvalidParameterException', passkeyMessages.alreadyExists);
      const row: PasskeyRow = {
        id: made.id,
        userId: user.id,
        name,
        publicKey: Buffer.from(made.publicKey).toString('base64url'),
        counter: made.counter,
        transports: JSON.stringify(made.transports ?? []),
        createdAt: clock.now().toISOString(),
        lastUsedAt: null,
      };
      // The passkey and the owner's notice of it are recorded together; the notice goes out once they are.
      const send = await deps.unitOfWork(async (tx) => {
        await tx.passkeys.create(row);
        return deps.mail.recordIn(tx.mail, securityNoticeMail(user.email, 'passkey-added'));
      });
      send();
      return { id: row.id, name: row.name, createdAt: row.createdAt, lastUsedAt: row.lastUsedAt };
    },

    /** Removes one of the user's passkeys after checking the password; mails the owner. Throws NotAuthorizedException, InvalidParameterException. */
    async remove(user: UserRow, id: string, password: string, client: PasswordClient): Promise<void> {
      await deps.checkPassword(user, password, client);
      const send = await deps.unitOfWork(async (tx) => {
        if (!(await tx.passkeys.delete(user.id, id)))
          throw new AppError('InvalidParameterException', passkeyMessages.notFound);
        return deps.mail.recordIn(tx.mail, securityNoticeMail(user.email, 'passkey-removed'));
      });
      send();
    },

    /**
     * Starts a passkey sign-in: options for any passkey of this site (the passkey names its user); with
     * MFA_MODE=off too, for passkeys made before. Throws LimitExceededException.
     */
    async authenticationOptions(ip: string) {
      await deps.limiter.hit(authLimits.passkeyCeremoniesPerIp, ip);
      const options = await (
        await webauthn()
      ).generateAuthenticationOptions({ rpID: rp.id, userVerification: 'preferred' });
      return { options, ticket: await startCeremony(null, options.challenge) };
    },

    /** The user a passkey sign-in proves, its counter recorded. Throws NotAuthorizedException for an unknown passkey or a failed check. */
    async authenticate(ticket: string, credential: AuthenticationResponseJSON): Promise<UserRow> {
      const expired = new AppError('NotAuthorizedException', authErrorMessages.challengeExpired);
      const unknown = new AppError('NotAuthorizedException', passkeyMessages.notRecognised);
      const expectedChallenge = await endCeremony(ticket, null, expired);
      const row = await passkeys.findById(credential.id);
      if (!row) throw unknown;
      const verification = await (
        await webauthn()
      )
        .verifyAuthenticationResponse({
          response: credential,
          expectedChallenge,
          expectedOrigin: rp.origin,
          expectedRPID: rp.id,
          credential: {
            id: row.id,
            publicKey: toBytes(row.publicKey),
            counter: row.counter,
            transports: JSON.parse(row.transports) as string[],
          },
          requireUserVerification: false,
        })
        .catch(() => undefined);
      const user = verification?.verified ? await deps.users.findById(row.userId) : undefined;
      if (!user || !verification) throw unknown;
      await passkeys.used(row.id, verification.authenticationInfo.newCounter, clock.now().toISOString());
      return user;
    },
  };
}

export type PasskeyService = ReturnType<typeof createPasskeyService>;

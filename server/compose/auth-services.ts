import { createDeviceTokens } from '../auth/device-tokens.ts';
import type { SecretBox } from '../auth/secret-box.ts';
import { createSocialProviders } from '../auth/social-providers.ts';
import { createAdminRightsService } from '../services/admin/admin-rights-service.ts';
import { createAccessTokenService } from '../services/auth/access-token-service.ts';
import { createAccountDeletion } from '../services/auth/account-deletion.ts';
import { createAccountExporter } from '../services/auth/account-exporter.ts';
import { createAccountService } from '../services/auth/account-service.ts';
import { createDeviceLoginService } from '../services/auth/device-login-service.ts';
import { createEmailChange } from '../services/auth/email-change.ts';
import { createMfaService } from '../services/auth/mfa-service.ts';
import { createPasskeyService } from '../services/auth/passkey-service.ts';
import { createPasswordGuard } from '../services/auth/password-guard.ts';
import { createPendingSignUps } from '../services/auth/pending-sign-ups.ts';
import { createSessionService } from '../services/auth/session-service.ts';
import { createSignedInDeviceService } from '../services/auth/signed-in-device-service.ts';
import { createSignInService } from '../services/auth/sign-in-service.ts';
import { createSocialSignInService } from '../services/auth/social-sign-in-service.ts';
import { createTotpSecrets } from '../services/auth/totp-secrets.ts';
import { createUnprovedAccounts } from '../services/auth/unproved-accounts.ts';
import { createVerificationCodeService } from '../services/auth/verification-code-service.ts';
import type { ServiceParts } from './service-parts.ts';

/** Builds the sign-in, session, second-factor and account services (the container's share of them). */
export function createAuthServices({
  config,
  clock,
  repositories,
  unitOfWork,
  hasher,
  limiter,
  mail,
  adminCheck,
  boxFor,
}: ServiceParts & {
  /** A key of its own for each kind of secret kept at rest. */
  boxFor: (purpose: string) => SecretBox;
}) {
  const { users, signInEvents } = repositories;
  const { passwordPolicy } = config;
  const sessions = createSessionService({
    sessions: repositories.sessions,
    accessTokens: repositories.accessTokens,
    users,
    hasher,
    adminCheck,
    clock,
  });
  const codes = createVerificationCodeService({
    codes: repositories.codes,
    limiter,
    mail,
    hasher,
    unitOfWork,
    clock,
  });
  const deviceTokens = createDeviceTokens(hasher);
  const guard = createPasswordGuard({ limiter, devices: deviceTokens });
  const mode = config.mfaMode;
  const totpSecrets = createTotpSecrets({ factors: repositories.mfaFactors, box: boxFor('totp-secrets') });
  const pendingSignUps = createPendingSignUps(boxFor('sign-up'), clock);
  const mfa = createMfaService({
    mode,
    factors: repositories.mfaFactors,
    recoveryCodes: repositories.recoveryCodes,
    signInEvents,
    passkeys: repositories.passkeys,
    codes,
    limiter,
    guard,
    hasher,
    mail,
    secrets: totpSecrets,
    unitOfWork,
    clock,
  });
  const { hostname, origin } = new URL(config.publicBaseUrl);
  const rp = { id: hostname, origin, name: 'Nemesis Day' };
  const passkeys = createPasskeyService({
    mode,
    passkeys: repositories.passkeys,
    users,
    hasher,
    mail,
    rp,
    limiter,
    checkPassword: mfa.checkPassword,
    unitOfWork,
    clock,
  });
  const signIn = createSignInService({
    users,
    challenges: repositories.challenges,
    signInEvents,
    sessions,
    codes,
    mfa,
    passkeys,
    limiter,
    guard,
    hasher,
    passwordPolicy,
    pendingSignUps,
    totpSecrets,
    clock,
  });
  const accessTokens = createAccessTokenService({ accessTokens: repositories.accessTokens, hasher, clock });
  const unproved = createUnprovedAccounts({ unitOfWork });
  const signedInDevices = createSignedInDeviceService({
    sessions: repositories.sessions,
    accessTokens: repositories.accessTokens,
    unitOfWork,
    clock,
  });
  return {
    sessions,
    deviceTokens,
    signIn,
    mfa,
    totpSecrets,
    passkeys,
    social: createSocialSignInService({
      providers: createSocialProviders(config.social),
      users,
      identities: repositories.identities,
      passkeys: repositories.passkeys,
      sessions,
      signIn,
      hasher,
      unproved,
      unitOfWork,
      publicBaseUrl: config.publicBaseUrl,
      clock,
    }),
    accounts: createAccountService({
      users,
      codes,
      signIn,
      sessions,
      guard,
      limiter,
      mail,
      passwordPolicy,
      pendingSignUps,
      unproved,
      unitOfWork,
      clock,
    }),
    accountDeletion: createAccountDeletion({ codes, checkPassword: mfa.checkPassword, unitOfWork }),
    emailChange: createEmailChange({
      users,
      codes,
      checkPassword: mfa.checkPassword,
      adminCheck,
      // Stateless: this copy writes the admin-users list through the one writer the admin services use.
      adminRights: createAdminRightsService({ adminCheck, unitOfWork, clock }),
      limiter,
      mail,
      unitOfWork,
      clock,
    }),
    accountExporter: createAccountExporter({
      notes: repositories.notes,
      reactions: repositories.noteReactions,
      signInEvents,
      devices: signedInDevices,
      publicBaseUrl: config.publicBaseUrl,
      clock,
    }),
    accessTokens,
    signedInDevices,
    deviceLogins: createDeviceLoginService({
      deviceCodes: repositories.deviceCodes,
      users,
      accessTokens,
      limiter,
      hasher,
      publicBaseUrl: config.publicBaseUrl,
      unitOfWork,
      clock,
    }),
  };
}

import type { Kysely } from 'kysely';
import { spaRoutes } from '#contract/site/spa-routes.ts';
import { createAiProviders } from './ai/ai-providers.ts';
import { listBackups } from './backup/backups.ts';
import type { AiProviders } from './ai/ai-providers.ts';
import { createDeviceTokens } from './auth/device-tokens.ts';
import { createSecretBox } from './auth/secret-box.ts';
import { createTokenHasher } from './auth/secrets.ts';
import { createSocialProviders } from './auth/social-providers.ts';
import { systemClock } from './clock.ts';
import type { Clock } from './clock.ts';
import type { Config } from './config.ts';
import type { Database } from './db/database.ts';
import { createAccessTokenRepository } from './db/repositories/access-token-repository.ts';
import { createAppreciationNoteRepository } from './db/repositories/appreciation-note-repository.ts';
import { createAuditRepository } from './db/repositories/audit-repository.ts';
import { createChallengeRepository } from './db/repositories/challenge-repository.ts';
import { createCodeRepository } from './db/repositories/code-repository.ts';
import { createConfigRepository } from './db/repositories/config-repository.ts';
import { createContactMessageRepository } from './db/repositories/contact-message-repository.ts';
import { createDeviceCodeRepository } from './db/repositories/device-code-repository.ts';
import { createDoNotContactRepository } from './db/repositories/do-not-contact-repository.ts';
import { createIdentityRepository } from './db/repositories/identity-repository.ts';
import { createGeneratedRoastRepository } from './db/repositories/generated-roast-repository.ts';
import { createHealthRepository } from './db/repositories/health-repository.ts';
import { createMailRepository } from './db/repositories/mail-repository.ts';
import { createMfaFactorRepository } from './db/repositories/mfa-factor-repository.ts';
import { createNoteCardRepository } from './db/repositories/note-card-repository.ts';
import { createNoteReactionRepository } from './db/repositories/note-reaction-repository.ts';
import { createAdminNoteRepository } from './db/repositories/admin-note-repository.ts';
import { createNoteReportRepository } from './db/repositories/note-report-repository.ts';
import { createNoteRepository } from './db/repositories/note-repository.ts';
import { createPasskeyRepository } from './db/repositories/passkey-repository.ts';
import { createPromptRepository } from './db/repositories/prompt-repository.ts';
import { createRateLimitRepository } from './db/repositories/rate-limit-repository.ts';
import { createRecoveryCodeRepository } from './db/repositories/recovery-code-repository.ts';
import { createSecondFactorRepository } from './db/repositories/second-factor-repository.ts';
import { createSessionRepository } from './db/repositories/session-repository.ts';
import { createSignInEventRepository } from './db/repositories/sign-in-event-repository.ts';
import { createUserRepository } from './db/repositories/user-repository.ts';
import type { DatabaseSchema } from './db/schema.ts';
import { createUnitOfWork } from './db/unit-of-work.ts';
import { createFormspreeClient } from './forms/formspree-client.ts';
import type { Logger } from './logger.ts';
import { createAnswerFirst } from './http/streams/answer-first.ts';
import { createEventStreams } from './http/streams/event-streams.ts';
import { createMailService } from './mail/mail-service.ts';
import { createMetrics } from './metrics/metrics.ts';
import { createCardPool } from './og/card-pool.ts';
import { createAccessTokenService } from './services/auth/access-token-service.ts';
import { createAccountDeletion } from './services/auth/account-deletion.ts';
import { createAccountService } from './services/auth/account-service.ts';
import { createAdminCheck } from './services/admin/admin-check.ts';
import { createAdminConfigService } from './services/admin/admin-config-service.ts';
import { createAdminNoteService } from './services/admin/admin-note-service.ts';
import { createAdminModerationService } from './services/admin/admin-moderation-service.ts';
import { createAdminPromptService } from './services/admin/admin-prompt-service.ts';
import { createAdminReportService } from './services/admin/admin-report-service.ts';
import { createLocalOutbox } from './services/local-outbox.ts';
import { mailBoxPurpose } from './mail/open-mail-body.ts';
import { createAdminRightsService } from './services/admin/admin-rights-service.ts';
import { createAdminUserService } from './services/admin/admin-user-service.ts';
import { createAppreciationService } from './services/notes/appreciation-service.ts';
import { createAuditLog } from './services/admin/audit-log.ts';
import { createDeviceLoginService } from './services/auth/device-login-service.ts';
import { createContactForwarder } from './services/forms/contact-forwarder.ts';
import { createContactService } from './services/forms/contact-service.ts';
import { createHealthService } from './services/health-service.ts';
import { createHousekeeping } from './services/housekeeping.ts';
import { createMfaService } from './services/auth/mfa-service.ts';
import { createModelService } from './services/roasts/model-service.ts';
import { createNoteCardService } from './services/notes/note-card-service.ts';
import { createNoteReactionService } from './services/notes/note-reaction-service.ts';
import { createNoteReportService } from './services/notes/note-report-service.ts';
import { createNoteService } from './services/notes/note-service.ts';
import { createPasskeyService } from './services/auth/passkey-service.ts';
import { createPasswordGuard } from './services/auth/password-guard.ts';
import { createPendingSignUps } from './services/auth/pending-sign-ups.ts';
import { createPromptService, promptDir } from './services/roasts/prompt-service.ts';
import { createRateLimiter } from './services/rate-limiter.ts';
import { createRoastLabService } from './services/roasts/roast-lab-service.ts';
import { createRoastService } from './services/roasts/roast-service.ts';
import { createRoastWriter } from './services/roasts/roast-writer.ts';
import { createSessionService } from './services/auth/session-service.ts';
import { createSignedInDeviceService } from './services/auth/signed-in-device-service.ts';
import { createSignInService } from './services/auth/sign-in-service.ts';
import { createSocialSignInService } from './services/auth/social-sign-in-service.ts';
import { createStopList } from './services/stop-list.ts';
import { createTotpSecrets } from './services/auth/totp-secrets.ts';
import { createUnprovedAccounts } from './services/auth/unproved-accounts.ts';
import { createVerificationCodeService } from './services/auth/verification-code-service.ts';
import { version } from './version.ts';

/** What the container is built from: main.ts passes its own; tests may pass their own AI providers, and a clock they move (else the system clock). */
export interface ContainerParts {
  config: Config;
  database: Database;
  logger: Logger;
  /** Key for hashing codes and tokens (see auth/session-secret.ts). */
  sessionSecret: string;
  /** The AI providers; built from config.ai when not given (tests point them at local servers). */
  providers?: AiProviders;
  clock?: Clock;
}

/** Every repository over one database: plain SQL, no rules. */
export function createRepositories(db: Kysely<DatabaseSchema>) {
  return {
    accessTokens: createAccessTokenRepository(db),
    appreciationNotes: createAppreciationNoteRepository(db),
    audit: createAuditRepository(db),
    challenges: createChallengeRepository(db),
    codes: createCodeRepository(db),
    configs: createConfigRepository(db),
    contactMessages: createContactMessageRepository(db),
    deviceCodes: createDeviceCodeRepository(db),
    doNotContact: createDoNotContactRepository(db),
    generatedRoasts: createGeneratedRoastRepository(db),
    health: createHealthRepository(db),
    identities: createIdentityRepository(db),
    mail: createMailRepository(db),
    mfaFactors: createMfaFactorRepository(db),
    noteCards: createNoteCardRepository(db),
    noteReactions: createNoteReactionRepository(db),
    notes: createNoteRepository(db),
    noteReports: createNoteReportRepository(db),
    adminNotes: createAdminNoteRepository(db),
    passkeys: createPasskeyRepository(db),
    prompts: createPromptRepository(db),
    rateLimits: createRateLimitRepository(db),
    recoveryCodes: createRecoveryCodeRepository(db),
    secondFactors: createSecondFactorRepository(db),
    sessions: createSessionRepository(db),
    signInEvents: createSignInEventRepository(db),
    users: createUserRepository(db),
  };
}

/** Every repository, over the database or over one unit of work's transaction. */
export type Repositories = ReturnType<typeof createRepositories>;

/**
 * The composition root: builds every repository and service once. The app, main.ts (mail retries,
 * prompt seeding, the housekeeping sweep) and the tests take what they need from it.
 */
export function createContainer({
  config,
  database,
  logger,
  sessionSecret,
  providers = createAiProviders(config.ai),
  clock = systemClock,
}: ContainerParts) {
  const repositories = createRepositories(database.db);
  const unitOfWork = createUnitOfWork(database.db, createRepositories);
  const { users, configs, signInEvents } = repositories;
  const hasher = createTokenHasher(sessionSecret);
  // Each kind of secret kept at rest gets its own key from the session secret.
  const boxFor = (purpose: string) => createSecretBox(purpose, sessionSecret, config.previousSessionSecret);
  const metrics = createMetrics({
    mailBacklog: repositories.mail.countPending,
    processFigures: config.metricsToken !== undefined,
  });
  const limiter = createRateLimiter(repositories.rateLimits, {
    refused: (limit) => metrics.rateLimited(limit.name),
    clock,
  });
  const { passwordPolicy } = config;
  // Built here, started and stopped by main.ts: sends are recorded in the outbox whether or not retries run.
  const mail = createMailService({
    repository: repositories.mail,
    smtpUrl: config.smtpUrl,
    from: config.mailFrom,
    logger,
    box: boxFor(mailBoxPurpose),
    failed: metrics.mailFailed,
    clock,
  });
  const adminCheck = createAdminCheck({ configs, adminEmails: config.adminEmails });
  const sessions = createSessionService({
    sessions: repositories.sessions,
    accessTokens: repositories.accessTokens,
    users,
    hasher,
    adminCheck,
    clock,
  });
  // Work left for after an answer (mail whose timing would tell whether an address has an account).
  const answerFirst = createAnswerFirst(logger);
  const codes = createVerificationCodeService({
    codes: repositories.codes,
    limiter,
    mail,
    hasher,
    after: answerFirst.after,
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
  const prompts = createPromptService({ prompts: repositories.prompts, promptDir, clock });
  const models = createModelService({
    configs,
    defaultModel: config.ai.defaultModel,
    firstOllamaModel: (signal) => providers.firstOllamaModel(signal),
    clock,
  });
  const audit = createAuditLog(repositories.audit);
  const adminRights = createAdminRightsService({ adminCheck, unitOfWork, clock });
  const accessTokens = createAccessTokenService({ accessTokens: repositories.accessTokens, hasher, clock });
  const writer = createRoastWriter({ providers, timeoutMs: config.ai.timeoutMs, logger, metrics });
  const roasts = createRoastService({
    writer,
    models,
    prompts,
    roasts: repositories.generatedRoasts,
    limiter,
    hasher,
    clock,
  });
  const adminConfig = createAdminConfigService({ configs, providers, models, adminCheck, unitOfWork, clock });
  const cards = createNoteCardService({
    cards: repositories.noteCards,
    pool: createCardPool(),
    limiter,
    logger,
    clock,
  });
  const stopList = createStopList({
    repository: repositories.doNotContact,
    hasher,
    publicBaseUrl: config.publicBaseUrl,
    clock,
  });
  const messages = repositories.contactMessages;
  // Built here, started and stopped by main.ts like the mail retries; only when a form service is configured.
  const contactForwarder =
    config.formspree &&
    createContactForwarder({ messages, client: createFormspreeClient(config.formspree), logger, clock });
  const appreciation = createAppreciationService({
    notes: repositories.appreciationNotes,
    mail,
    limiter,
    stopList,
    unitOfWork,
    clock,
  });
  const contact = createContactService({
    messages,
    mail,
    limiter,
    contactTo: config.contactTo,
    forwarder: contactForwarder,
    unitOfWork,
    clock,
  });
  const notes = createNoteService({
    notes: repositories.notes,
    reactions: repositories.noteReactions,
    roasts,
    cards,
    limiter,
    publicBaseUrl: config.publicBaseUrl,
    hidden: repositories.noteReports,
    unitOfWork,
    clock,
  });
  const health = createHealthService({ health: repositories.health, version, clock });
  const unproved = createUnprovedAccounts({ unitOfWork });
  const adminUsers = createAdminUserService({
    users,
    identities: repositories.identities,
    mfa,
    adminCheck,
    rights: adminRights,
    mail,
    unitOfWork,
    signInUrl: new URL(spaRoutes.login, config.publicBaseUrl).href,
    clock,
  });
  return {
    config,
    clock,
    logger,
    metrics,
    eventStreams: createEventStreams(metrics),
    answerFirst,
    mail,
    prompts,
    roasts,
    sessions,
    deviceTokens,
    signIn,
    mfa,
    totpSecrets,
    passkeys,
    adminCheck,
    audit,
    adminConfig,
    roastLab: createRoastLabService({ writer, models, prompts, adminConfig, limiter }),
    adminPrompts: createAdminPromptService({ prompts: repositories.prompts, unitOfWork, clock }),
    adminReports: createAdminReportService({
      health,
      mail: repositories.mail,
      providers,
      models,
      appreciation,
      contact,
      lastBackup: () => listBackups(config.dataDir)[0],
    }),
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
    adminUsers,
    noteReports: createNoteReportService({
      reports: repositories.noteReports,
      notes: repositories.notes,
      configs,
      limiter,
      hasher,
      unitOfWork,
      clock,
    }),
    adminModeration: createAdminModerationService({
      reports: repositories.noteReports,
      notes: repositories.notes,
      users,
      adminUsers,
      mail,
      unitOfWork,
      publicBaseUrl: config.publicBaseUrl,
      clock,
    }),
    adminNotes: createAdminNoteService({ adminNotes: repositories.adminNotes, reports: repositories.noteReports }),
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
      after: answerFirst.after,
      unitOfWork,
      clock,
    }),
    accountDeletion: createAccountDeletion({ codes, guard, unitOfWork }),
    accessTokens,
    signedInDevices: createSignedInDeviceService({
      sessions: repositories.sessions,
      accessTokens: repositories.accessTokens,
      unitOfWork,
      clock,
    }),
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
    notes,
    reactions: createNoteReactionService({ reactions: repositories.noteReactions, notes, limiter, hasher, clock }),
    cards,
    stopList,
    contactForwarder,
    appreciation,
    contact,
    health,
    housekeeping: createHousekeeping(repositories, { mailRetentionDays: config.mailRetentionDays, clock }),
  };
}

/** Everything the server is made of, built once by createContainer. */
export type Container = ReturnType<typeof createContainer>;

/**
 * The services of operator commands run beside the database without a server (`nemesis admin
 * grant`, `nemesis mail --data-dir`): no mail is sent and no AI provider made; only the outbox needs the secret.
 */
export function createOperatorServices({ config, database }: Pick<ContainerParts, 'config' | 'database'>) {
  const { configs, mail } = createRepositories(database.db);
  const adminCheck = createAdminCheck({ configs, adminEmails: config.adminEmails });
  return {
    adminRights: createAdminRightsService({
      adminCheck,
      unitOfWork: createUnitOfWork(database.db, createRepositories),
      clock: systemClock,
    }),
    outbox: (sessionSecret: string) =>
      createLocalOutbox({ mail, box: createSecretBox(mailBoxPurpose, sessionSecret, config.previousSessionSecret) }),
  };
}

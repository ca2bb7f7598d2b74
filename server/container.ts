import { createAiProviders } from './ai/ai-providers.ts';
import type { AiProviders } from './ai/ai-providers.ts';
import { createSecretBox } from './auth/secret-box.ts';
import { createTokenHasher } from './auth/secrets.ts';
import { systemClock } from './clock.ts';
import type { Clock } from './clock.ts';
import { createAdminServices } from './compose/admin-services.ts';
import { createAuthServices } from './compose/auth-services.ts';
import { createNoteServices } from './compose/note-services.ts';
import type { Config } from './config.ts';
import type { Database } from './db/database.ts';
import { createRepositories } from './db/repositories.ts';
import { createUnitOfWork } from './db/unit-of-work.ts';
import type { Logger } from './logger.ts';
import { createAnswerFirst } from './http/routing/answer-first.ts';
import { createEventStreams } from './http/streams/event-streams.ts';
import { createMailService } from './mail/mail-service.ts';
import { createMetrics, noMetrics } from './metrics/metrics.ts';
import type { MetricsLibrary } from './metrics/metrics.ts';
import { createAdminCheck } from './services/admin/admin-check.ts';
import { createAdminRightsService } from './services/admin/admin-rights-service.ts';
import { createLocalOutbox } from './services/operations/local-outbox.ts';
import { mailBoxPurpose } from './mail/open-mail-body.ts';
import { createHealthService } from './services/operations/health-service.ts';
import { createHousekeeping } from './services/operations/housekeeping.ts';
import { createRateLimiter } from './services/limits/rate-limiter.ts';
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
  /** The metrics library, which main.ts loads when /metrics is on (METRICS_TOKEN); without it nothing is counted. */
  metricsLibrary?: MetricsLibrary;
}

/**
 * The composition root: builds every repository and service once (the groups of services in
 * compose/). The app, main.ts (mail retries, prompt seeding, the housekeeping sweep) and the tests
 * take what they need from it.
 */
export function createContainer({
  config,
  database,
  logger,
  sessionSecret,
  providers = createAiProviders(config.ai),
  clock = systemClock,
  metricsLibrary,
}: ContainerParts) {
  const repositories = createRepositories(database.db, database.engine);
  const unitOfWork = createUnitOfWork(database.db, (tx) => createRepositories(tx, database.engine), {
    checkNesting: config.selfChecks,
  });
  const hasher = createTokenHasher(sessionSecret);
  // Each kind of secret kept at rest gets its own key from the session secret.
  const boxFor = (purpose: string) => createSecretBox(purpose, sessionSecret, config.previousSessionSecret);
  const metrics = metricsLibrary
    ? createMetrics({
        library: metricsLibrary,
        mailBacklog: () => repositories.mail.countPending(clock.now().toISOString()),
        mailScheduled: () => repositories.mail.countScheduled(clock.now().toISOString()),
      })
    : noMetrics;
  const limiter = createRateLimiter(repositories.rateLimits, {
    refused: (limit) => metrics.rateLimited(limit.name),
    clock,
  });
  // Built here, started and stopped by main.ts: sends are recorded in the outbox whether or not retries run.
  const mail = createMailService({
    repository: repositories.mail,
    smtpUrl: config.smtpUrl,
    from: config.mailFrom,
    logger,
    box: boxFor(mailBoxPurpose),
    failed: metrics.mailFailed,
    clock,
    // Only Nemesis Notes are held (for Nemesis Day): one leaves only if its recipient has not stopped them meanwhile.
    mayLeave: async (held) => !(await noteServices.stopList.isStopped(held.recipient)),
  });
  const adminCheck = createAdminCheck({ configs: repositories.configs, adminEmails: config.adminEmails });
  // Work left for after an answer (mail whose timing would tell whether an address has an account).
  const answerFirst = createAnswerFirst(logger);
  const parts = { config, logger, clock, repositories, unitOfWork, hasher, limiter, mail, adminCheck };
  const auth = createAuthServices({ ...parts, boxFor });
  const { models, writer, ...noteServices } = createNoteServices({ ...parts, providers, metrics });
  const health = createHealthService({ health: repositories.health, version, clock });
  const admin = createAdminServices({
    ...parts,
    providers,
    models,
    writer,
    prompts: noteServices.prompts,
    mfa: auth.mfa,
    health,
    appreciation: noteServices.appreciation,
    contact: noteServices.contact,
  });
  return {
    config,
    clock,
    logger,
    metrics,
    eventStreams: createEventStreams(metrics),
    answerFirst,
    mail,
    adminCheck,
    ...auth,
    ...noteServices,
    ...admin,
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
  const { configs, mail } = createRepositories(database.db, database.engine);
  const adminCheck = createAdminCheck({ configs, adminEmails: config.adminEmails });
  return {
    adminRights: createAdminRightsService({
      adminCheck,
      unitOfWork: createUnitOfWork(database.db, (tx) => createRepositories(tx, database.engine), {
        checkNesting: config.selfChecks,
      }),
      clock: systemClock,
    }),
    outbox: (sessionSecret: string) =>
      createLocalOutbox({ mail, box: createSecretBox(mailBoxPurpose, sessionSecret, config.previousSessionSecret) }),
  };
}

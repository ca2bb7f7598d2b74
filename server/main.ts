import { createServer } from 'node:http';
import type { Server } from 'node:http';
import type { AiProviders } from './ai/ai-providers.ts';
import { createApp } from './app.ts';
import type { ApiRoute } from './http/routing/api-route-list.ts';
import { resolveSessionSecret } from './auth/session-secret.ts';
import { startBackupSchedule } from './backup/backup-schedule.ts';
import { takeBackup } from './backup/backups.ts';
import { writePidFile } from './backup/server-pid-file.ts';
import type { Clock } from './clock.ts';
import type { Config } from './config.ts';
import { createContainer } from './container.ts';
import type { Container } from './container.ts';
import { openDatabase } from './db/database.ts';
import { migrateToLatest } from './db/migrate.ts';
import { createLogger } from './logger.ts';
import type { Logger } from './logger.ts';
import type { MailService } from './mail/mail-service.ts';
import type { ContactForwarder } from './services/forms/contact-forwarder.ts';
import { version } from './version.ts';

// Expired sessions, codes and counters are removed once an hour (and at start).
const housekeepingEveryMs = 3_600_000;

/** A running server: its address, and a clean stop. */
export interface RunningServer {
  url: string;
  server: Server;
  /** The mail outbox, so a caller (tests, the CLI) can make it retry now. */
  mail: MailService;
  /** The contact messages' forwarding to the form service (when configured), so a caller can make it retry now. */
  contactForwarder: ContactForwarder | undefined;
  /** The routes the API's router answers (its method and declared path each). */
  apiRoutes: ApiRoute[];
  /** Whether any address was named an admin when the server started (a fresh install has none). */
  adminNamed: boolean;
  /** Stops taking connections, ends roasts being written, lets other requests in flight finish (up to the grace time), stops background work, then closes the database. */
  stop(): Promise<void>;
}

/**
 * Opens the database, applies migrations, seeds the prompts and starts listening on
 * config.host:config.port. Tests may pass their own AI providers, a logger whose lines they read, and a clock they move.
 */
export async function startServer(
  config: Config,
  overrides: { providers?: AiProviders; logger?: Logger; clock?: Clock } = {},
): Promise<RunningServer> {
  const logger = overrides.logger ?? createLogger(config.logLevel);
  const database = openDatabase({
    ...config,
    onIdleError: (error) => logger.warn({ err: error }, 'an idle database connection failed'),
  });
  const applied = await migrateToLatest(database.db);
  logger.info({ engine: database.engine, location: database.location, applied }, 'database ready');

  const sessionSecret = resolveSessionSecret(config.sessionSecret, config.dataDir);
  const container = createContainer({
    config,
    database,
    logger,
    sessionSecret,
    providers: overrides.providers,
    clock: overrides.clock,
    // Only a server whose /metrics is on loads the metrics library.
    metricsLibrary: config.metricsToken === undefined ? undefined : await loadPromClient(),
  });
  const { mail, housekeeping, contactForwarder } = container;
  const seeded = await container.prompts.seedDefaults();
  if (seeded.length) logger.info({ seeded }, 'prompt templates seeded');
  await resealTotpSecrets(container, logger);
  const adminNamed = await container.adminCheck.anyNamed();
  const { app, apiRoutes } = createApp(container);
  const { requestMs, headersMs } = config.requestTimeouts;
  // Node looks for late requests every connectionsCheckingInterval (30 s by default, longer than the
  // time-outs themselves): often enough here that a late request is cut within a fraction of its time.
  // The clocks run from a request's first byte to its last, so idle keep-alive connections and long
  // answers (event streams) are not cut; keepAliveTimeout ends idle connections.
  const server = createServer(
    {
      requestTimeout: requestMs,
      headersTimeout: headersMs,
      connectionsCheckingInterval: Math.min(1000, Math.ceil(headersMs / 4)),
    },
    app.callback(),
  );
  server.keepAliveTimeout = config.keepAliveTimeoutMs;
  server.listen(config.port, config.host);
  try {
    await new Promise<void>((resolve, reject) => {
      server.once('listening', resolve);
      server.once('error', reject);
    });
  } catch (error) {
    // Nothing else has started yet (the port is taken, say): close the database so the process can end.
    await database.db.destroy();
    throw error;
  }
  // Background work starts once the server is up, so a failed start leaves none behind.
  // On SQLite, `nemesis restore` reads here that a server is using the database.
  const removePidFile = database.engine === 'sqlite' ? writePidFile(config.dataDir) : () => {};
  const stopBackups = config.backupIntervalMs
    ? startBackupSchedule({
        everyMs: config.backupIntervalMs,
        keep: config.backupKeep,
        dataDir: config.dataDir,
        take: () => takeBackup(database, config, container.clock),
        logger,
      })
    : async () => {};
  mail.startRetries();
  contactForwarder?.start();
  const sweep = () =>
    housekeeping.sweep().then(
      (removed) => logger.debug({ removed }, 'housekeeping'),
      (error: unknown) => logger.warn({ err: error }, 'housekeeping failed'),
    );
  void sweep();
  const sweeper = setInterval(sweep, housekeepingEveryMs).unref();
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  const url = `http://${config.host === '0.0.0.0' ? 'localhost' : config.host}:${port}`;
  logger.info({ url, version, publicBaseUrl: config.publicBaseUrl, adminNamed }, 'Nemesis Day is listening');

  let stopping: Promise<void> | undefined;
  const stop = () => {
    stopping ??= (async () => {
      clearInterval(sweeper);
      logger.info({ graceMs: config.shutdownGraceMs }, 'stopping: no new connections, requests in flight may finish');
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      // Roasts being streamed end now with a retryable error (the wizard offers Try Again, keeping what was typed).
      container.eventStreams.stopAll();
      // A connection whose last request finishes now would otherwise idle for the whole keep-alive time.
      const closeIdle = setInterval(() => server.closeIdleConnections(), 50);
      server.closeIdleConnections();
      // Past the grace time, requests still running are cut off.
      const cutOff = setTimeout(() => {
        logger.warn('requests still running at the end of the grace time were cut off');
        server.closeAllConnections();
      }, config.shutdownGraceMs);
      await closed;
      clearInterval(closeIdle);
      clearTimeout(cutOff);
      // Work left for after the answers (codes being mailed) is done before the mail and the database stop.
      await container.answerFirst.settled();
      await stopBackups();
      await contactForwarder?.stop();
      await mail.stop();
      await container.cards.close();
      await database.db.destroy();
      removePidFile();
      logger.info('stopped');
    })();
    return stopping;
  };
  return { url, server, mail, contactForwarder, apiRoutes, adminNamed, stop };
}

/**
 * Seals authenticator secrets kept in plain text by an earlier version or under SESSION_SECRET_PREVIOUS
 * with the current key, and says what a changed session secret broke: what is hashed with it (sessions,
 * tokens, recovery codes, the do-not-contact list) cannot be carried over, since only its hash is kept.
 */
async function resealTotpSecrets(container: Container, logger: Logger): Promise<void> {
  const { resealed, unreadable } = await container.totpSecrets.resealAll();
  if (resealed) logger.info({ resealed }, 'authenticator secrets sealed with the current session secret');
  if (container.config.previousSessionSecret) {
    logger.warn(
      'SESSION_SECRET changed (SESSION_SECRET_PREVIOUS is set): authenticator secrets and mail waiting to go out are still read, but every session, access token (CLI logins) and code in flight ended, ' +
        'recovery codes no longer work (their owners make new ones on the account page), and the do-not-contact list starts empty: addresses that stopped Nemesis Notes can get them again, and the stop links of mail already sent no longer work',
    );
  }
  if (unreadable) {
    logger.warn(
      { unreadable },
      'authenticator secrets sealed under another session secret cannot be read: set SESSION_SECRET_PREVIOUS to the old secret and restart; otherwise those users sign in with an e-mail code if they set one up, or an admin resets their second factors (recovery codes made under the old secret no longer work either)',
    );
  }
}

/**
 * prom-client, a CommonJS package. Node gives its exports by name and as the default export; the built
 * server (esbuild's bundle) gives them as the default export alone, so the names are read from that.
 */
async function loadPromClient(): Promise<typeof import('prom-client')> {
  const library = (await import('prom-client')) as typeof import('prom-client') & {
    default?: typeof import('prom-client');
  };
  return library.default ?? library;
}

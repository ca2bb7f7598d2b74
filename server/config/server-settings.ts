import path from 'node:path';
import { z } from 'zod';
import { shippedPath } from '../package-root.ts';
import { ConfigError } from './config-error.ts';
import { httpUrl, text, url, withoutTrailingSlash } from './setting-schemas.ts';
import { composed, fromEnv } from './setting-tree.ts';
import type { SettingTree } from './setting-tree.ts';

const logLevels = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

/** The server's own settings: where it listens and keeps its data, its site, timeouts, backups, secret and admins. */
export const serverSettings = {
  port: fromEnv('PORT', z.coerce.number({ error: 'must be a port number' }).int().min(0).max(65535).default(8787)),
  host: fromEnv('HOST', z.string().default('0.0.0.0')),
  /** Where runtime data goes; unset means the user's own data folder (perUserDataDir). */
  dataDir: fromEnv(
    'DATA_DIR',
    text.transform((dir) => (dir === undefined ? undefined : path.resolve(dir))),
  ),
  /** A postgres:// URL, or undefined for the embedded SQLite file in dataDir. */
  databaseUrl: fromEnv(
    'DATABASE_URL',
    url(/^(postgres|postgresql|sqlite):/, 'must be a postgres:// URL (or sqlite: to force the embedded database)')
      .optional()
      .transform((value) => (value?.startsWith('sqlite:') ? undefined : value)),
  ),
  /** The origin users reach the site at, without a trailing slash; unset means http://localhost:PORT. */
  publicBaseUrl: fromEnv(
    'PUBLIC_BASE_URL',
    url(/^https?:\/\//, httpUrl)
      .transform(withoutTrailingSlash)
      .optional(),
  ),
  logLevel: fromEnv(
    'LOG_LEVEL',
    z.enum(logLevels, { error: `must be one of ${logLevels.join(', ')}` }).default('info'),
  ),
  legalContact: fromEnv('LEGAL_CONTACT', z.email({ error: 'must be an e-mail address' }).default('legal@nemesis.day')),
  /** YYYY-MM-DD, or undefined for "today". */
  legalEffectiveDate: fromEnv('LEGAL_EFFECTIVE_DATE', z.iso.date({ error: 'must be a date as YYYY-MM-DD' }).optional()),
  coffeeUrl: fromEnv('COFFEE_URL', url(/^https?:\/\//, httpUrl).optional()),
  /** Folder of the built web app. */
  webDistDir: fromEnv(
    'WEB_DIST_DIR',
    text.transform((dir) => path.resolve(dir ?? shippedPath('web', 'dist'))),
  ),
  /** Whether to believe X-Forwarded-For/-Proto from a reverse proxy in front (for client IPs and https). */
  trustProxy: fromEnv(
    'TRUST_PROXY',
    z
      .enum(['true', 'false'], { error: 'must be true or false' })
      .default('false')
      .transform((value) => value === 'true'),
  ),
  /** How long an idle keep-alive connection stays open: above the idle timeouts of common proxies and load balancers (60 s), so they never reuse a connection we just closed. */
  keepAliveTimeoutMs: fromEnv(
    'KEEP_ALIVE_TIMEOUT_MS',
    z.coerce.number({ error: 'must be a number of milliseconds' }).int().min(1000).max(600_000).default(65_000),
  ),
  /**
   * How long a client may take to send a whole request, and its headers alone, before it is answered 408
   * and its connection closed (Node's own 300 s would let slow clients hold connections). Only receiving
   * the request counts: an answer, such as an event stream, takes as long as it takes.
   */
  requestTimeouts: composed(
    {
      requestMs: fromEnv(
        'REQUEST_TIMEOUT_MS',
        z.coerce.number({ error: 'must be a number of milliseconds' }).int().min(100).max(600_000).default(30_000),
      ),
      headersMs: fromEnv(
        'HEADERS_TIMEOUT_MS',
        z.coerce.number({ error: 'must be a number of milliseconds' }).int().min(100).max(600_000).default(10_000),
      ),
    },
    ({ requestMs, headersMs }) => {
      if (headersMs > requestMs)
        throw new ConfigError('Invalid configuration:\n  HEADERS_TIMEOUT_MS must not be more than REQUEST_TIMEOUT_MS');
      return { requestMs, headersMs };
    },
  ),
  /** How much rendered HTML (with its compressed forms) the server keeps in memory to answer pages again without rendering; the oldest pages go first. */
  pageCacheBytes: fromEnv(
    'PAGE_CACHE_MB',
    z.coerce
      .number({ error: 'must be a number of megabytes' })
      .min(0)
      .max(4096)
      .default(32)
      .transform((megabytes) => Math.round(megabytes * 1_048_576)),
  ),
  /** How many prepared SQL statements an SQLite server keeps for reuse (the least recently used go first). */
  statementCacheSize: fromEnv(
    'STATEMENT_CACHE_SIZE',
    z.coerce.number({ error: 'must be a whole number' }).int().min(1).max(100_000).default(500),
  ),
  /** The bearer token Prometheus scrapes /metrics with; undefined leaves /metrics off (a 404 like any unknown path). */
  metricsToken: fromEnv('METRICS_TOKEN', z.string().min(16, { error: 'must be at least 16 characters' }).optional()),
  /** How long a stop (SIGTERM, SIGINT) lets requests in flight finish before their connections are closed. */
  shutdownGraceMs: fromEnv(
    'SHUTDOWN_GRACE_SECONDS',
    z.coerce
      .number({ error: 'must be a number of seconds' })
      .int()
      .min(0)
      .max(600)
      .default(10)
      .transform((seconds) => seconds * 1000),
  ),
  /** How often the server backs its database up into DATA_DIR/backups by itself; 0 never. */
  backupIntervalMs: fromEnv(
    'BACKUP_INTERVAL_HOURS',
    z.coerce
      .number({ error: 'must be a number of hours' })
      .min(0)
      .max(8760)
      .default(0)
      .transform((hours) => hours * 3_600_000),
  ),
  /** How many of its own backups the server keeps (the oldest go first). */
  backupKeep: fromEnv(
    'BACKUP_KEEP',
    z.coerce.number({ error: 'must be a whole number' }).int().min(1).max(1000).default(7),
  ),
  /** Keys codes and tokens are hashed with; undefined means generate one into dataDir. */
  sessionSecret: fromEnv('SESSION_SECRET', z.string().min(32, { error: 'must be at least 32 characters' }).optional()),
  /** The secret before the current one: what was sealed with it (authenticator secrets) is sealed again with the current one at start. */
  previousSessionSecret: fromEnv('SESSION_SECRET_PREVIOUS', text),
  /** E-mails (lower case) that are admins regardless of the admin-users config key. */
  adminEmails: fromEnv(
    'ADMIN_EMAILS',
    z
      .string()
      .default('')
      .transform((list) =>
        list
          .split(',')
          .map((email) => email.trim().toLowerCase())
          .filter(Boolean),
      ),
  ),
} satisfies SettingTree;

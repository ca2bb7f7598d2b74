import { existsSync } from 'node:fs';
import { homedir } from 'node:os';
import path from 'node:path';
import { z } from 'zod';
import { passwordRules } from '#contract/auth/auth-messages.ts';
import type { PasswordPolicy, PasswordRule } from '#contract/auth/auth-messages.ts';
import { accountLimits } from '#contract/auth/account-limits.ts';
import { mfaModes } from '#contract/auth/mfa-schemas.ts';
import { senderAddress } from './mail/mail-address.ts';
import { shippedPath } from './package-root.ts';

const passwordRuleNames = Object.keys(passwordRules) as [PasswordRule, ...PasswordRule[]];
const logLevels = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
const httpUrl = 'must be an http:// or https:// URL';

const text = z.string().optional();
const url = (protocols: RegExp, hint: string) =>
  z
    .string()
    .regex(protocols, hint)
    .pipe(z.url({ error: hint }));
const withoutTrailingSlash = (value: string) => value.replace(/\/+$/, '');

/** A setting read from one environment variable, where empty counts as unset: its schema checks it, gives its default and shapes its value. */
const fromEnv = <Schema extends z.ZodType>(env: string, schema: Schema) => ({
  env,
  schema: z.preprocess((value) => (value === '' ? undefined : value), schema),
});

// The settings are one tree shaped like Config whose leaves name their variable: the environment's
// schema (keyed by variable, for error messages), Config's type and its values are all derived from it.
interface EnvSetting {
  env: string;
  schema: z.ZodType;
}
interface Composed {
  parts: SettingTree;
  compose: (values: never) => unknown;
}
interface SettingTree {
  [key: string]: EnvSetting | Composed | SettingTree;
}
type SettingValues<Tree> = {
  [Key in keyof Tree]: Tree[Key] extends EnvSetting
    ? z.output<Tree[Key]['schema']>
    : Tree[Key] extends { compose: (values: never) => infer Value }
      ? Value
      : SettingValues<Tree[Key]>;
};

/** Settings read together and made into one value (a sign-in provider's client, say); `compose` may throw ConfigError. */
const composed = <Parts extends SettingTree, Value>(
  parts: Parts,
  compose: (values: SettingValues<Parts>) => Value,
) => ({ parts, compose });

/** An OpenID Connect or OAuth client: on with both its id and secret, unset without either; one without the other stops the start, naming what is missing. */
function clientOf<Extra extends object>(
  prefix: 'OIDC' | 'GOOGLE' | 'FACEBOOK',
  values: { clientId: string | undefined; clientSecret: string | undefined },
  extra: Extra,
) {
  const { clientId, clientSecret } = values;
  if (!clientId && !clientSecret) return undefined;
  if (!clientId || !clientSecret)
    throw new ConfigError(
      `Invalid configuration:\n  ${prefix}_${clientId ? 'CLIENT_SECRET' : 'CLIENT_ID'} must be set with ${prefix}_${clientId ? 'CLIENT_ID' : 'CLIENT_SECRET'}`,
    );
  return { clientId, clientSecret, ...extra };
}

/** Every setting, where it lands in Config: its environment variable, check, error message, default and shape. */
const settings = {
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
  /** SMTP server to send mail through; undefined keeps mail in the outbox and the log. */
  smtpUrl: fromEnv('SMTP_URL', url(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL').optional()),
  mailFrom: fromEnv(
    'MAIL_FROM',
    z
      .string()
      .default('Nemesis Day <no-reply@nemesis.day>')
      .transform(
        (value, ctx) =>
          senderAddress(value) ??
          (ctx.addIssue({ code: 'custom', message: 'must be one address, such as Nemesis Day <no-reply@example.com>' }),
          z.NEVER),
      ),
  ),
  /** How many days the texts of mail that went out (or could not) are kept in the outbox. */
  mailRetentionDays: fromEnv(
    'MAIL_RETENTION_DAYS',
    z.coerce.number({ error: 'must be a number of days' }).int().min(1).max(3650).default(7),
  ),
  /** Where contact messages are mailed; undefined keeps them in the database only. */
  contactTo: fromEnv('CONTACT_TO', z.email({ error: 'must be an e-mail address' }).optional()),
  /** The Formspree form contact messages are also forwarded to; undefined forwards nowhere. */
  formspree: composed(
    {
      formId: fromEnv(
        'FORMSPREE_FORM_ID',
        z
          .string()
          .regex(/^[A-Za-z0-9_-]{1,64}$/, 'must be a Formspree form id such as xyzabcde')
          .optional(),
      ),
      url: fromEnv(
        'FORMSPREE_URL',
        url(/^https?:\/\//, httpUrl)
          .default('https://formspree.io')
          .transform(withoutTrailingSlash),
      ),
    },
    ({ formId, url }) => (formId ? { formId, url } : undefined),
  ),
  ai: {
    /** The model used while none is saved in the bedrock-model config key. */
    defaultModel: fromEnv(
      'AI_MODEL',
      z
        .string()
        .regex(/^[a-z]+\/.+$/, 'must be provider/model, such as ollama/llama3.2:3b')
        .optional(),
    ),
    /** The Ollama server; unset, Ollama is only looked for at 127.0.0.1:11434 and not reported when it does not answer. */
    ollamaHost: fromEnv(
      'OLLAMA_HOST',
      z.url({ error: 'must be a URL such as http://127.0.0.1:11434' }).transform(withoutTrailingSlash).optional(),
    ),
    /** OpenAI-compatible endpoint; the openai provider is on when this or the key is set. */
    openaiBaseUrl: fromEnv('OPENAI_BASE_URL', url(/^https?:\/\//, httpUrl).optional()),
    openaiApiKey: fromEnv('OPENAI_API_KEY', text),
    /** Turns the bedrock provider on. */
    awsRegion: fromEnv(
      'AWS_REGION',
      z
        .string()
        .regex(/^[a-z]{2}(-[a-z]+)+-\d$/, 'must be an AWS region such as us-east-1')
        .optional(),
    ),
    /** How long one generation may take. */
    timeoutMs: fromEnv(
      'AI_TIMEOUT_SECONDS',
      z.coerce
        .number({ error: 'must be a number of seconds' })
        .int()
        .min(1)
        .max(600)
        .default(90)
        .transform((seconds) => seconds * 1000),
    ),
  },
  /** The social sign-in providers an operator configured: a generic OpenID Connect issuer (with its button name), Google, and Facebook's OAuth dialog and Graph API. */
  social: {
    oidc: composed(
      {
        issuer: fromEnv(
          'OIDC_ISSUER',
          url(/^https?:\/\//, 'must be the issuer URL, such as https://auth.example.com/realms/main').optional(),
        ),
        clientId: fromEnv('OIDC_CLIENT_ID', text),
        clientSecret: fromEnv('OIDC_CLIENT_SECRET', text),
        name: fromEnv('OIDC_NAME', z.string().max(40, 'must be 40 characters or less').default('SSO')),
      },
      ({ issuer, name, ...pair }) => {
        const client = clientOf('OIDC', pair, { name });
        if (client && !issuer)
          throw new ConfigError('Invalid configuration:\n  OIDC_ISSUER must be set with OIDC_CLIENT_ID');
        return client && issuer ? { ...client, issuer } : undefined;
      },
    ),
    google: composed(
      {
        clientId: fromEnv('GOOGLE_CLIENT_ID', text),
        clientSecret: fromEnv('GOOGLE_CLIENT_SECRET', text),
        issuer: fromEnv(
          'GOOGLE_ISSUER',
          z.url({ error: 'must be an issuer URL' }).default('https://accounts.google.com'),
        ),
      },
      ({ issuer, ...pair }) => clientOf('GOOGLE', pair, { issuer }),
    ),
    facebook: composed(
      {
        clientId: fromEnv('FACEBOOK_CLIENT_ID', text),
        clientSecret: fromEnv('FACEBOOK_CLIENT_SECRET', text),
        dialogUrl: fromEnv(
          'FACEBOOK_DIALOG_URL',
          z.url({ error: 'must be a URL' }).default('https://www.facebook.com/v21.0/dialog/oauth'),
        ),
        graphUrl: fromEnv(
          'FACEBOOK_GRAPH_URL',
          z.url({ error: 'must be a URL' }).default('https://graph.facebook.com/v21.0').transform(withoutTrailingSlash),
        ),
      },
      ({ dialogUrl, graphUrl, ...pair }) => clientOf('FACEBOOK', pair, { dialogUrl, graphUrl }),
    ),
  },
  passwordPolicy: fromEnv(
    'PASSWORD_RULES',
    z
      .string()
      .default('')
      .transform((value) =>
        value
          .split(',')
          .map((rule) => rule.trim())
          .filter(Boolean),
      )
      .pipe(z.array(z.enum(passwordRuleNames, { error: `must list some of ${passwordRuleNames.join(', ')}` })))
      .transform((rules): PasswordPolicy => ({ minLength: accountLimits.passwordMinLength, rules })),
  ),
  /** Multi-factor sign-in: off, optional (users may add a factor) or required (every user sets one up). */
  mfaMode: fromEnv(
    'MFA_MODE',
    z.enum(mfaModes, { error: `must be one of ${mfaModes.join(', ')}` }).default('optional'),
  ),
  /** Whether each JSON answer is checked against its contract schema before it goes out (NODE_ENV development or test): a wrong shape fails loudly there, and production skips the cost. */
  checkAnswers: fromEnv(
    'NODE_ENV',
    z
      .string()
      .optional()
      .transform((env) => env === 'development' || env === 'test'),
  ),
} satisfies SettingTree;

const isEnvSetting = (node: SettingTree[string]): node is EnvSetting => 'env' in node;
const isComposed = (node: SettingTree[string]): node is Composed => 'compose' in node;

/** The schema of every variable a tree reads, keyed by the variable, so each issue names its variable. */
function environmentOf(tree: SettingTree): Record<string, z.ZodType> {
  return Object.fromEntries(
    Object.values(tree).flatMap((node) =>
      isEnvSetting(node)
        ? [[node.env, node.schema]]
        : Object.entries(environmentOf(isComposed(node) ? node.parts : node)),
    ),
  );
}

/** The tree's values, from the checked variables. */
function valuesOf<Tree extends SettingTree>(tree: Tree, env: Record<string, unknown>): SettingValues<Tree> {
  const valueOf = (node: SettingTree[string]): unknown => {
    if (isEnvSetting(node)) return env[node.env];
    if (isComposed(node)) return (node.compose as (values: unknown) => unknown)(valuesOf(node.parts, env));
    return valuesOf(node, env);
  };
  return Object.fromEntries(Object.entries(tree).map(([key, node]) => [key, valueOf(node)])) as SettingValues<Tree>;
}

const environment = z.object(environmentOf(settings));

/** A setting that failed its check; its message names the variable. */
export class ConfigError extends Error {
  override name = 'ConfigError';
}

/**
 * Reads the configuration from `env`, or else from process.env after loading a `.env` file from the
 * working directory if there is one; `overrides` (command-line flags) win over both.
 * Throws ConfigError naming each bad variable.
 */
export function loadConfig(
  env?: Record<string, string | undefined>,
  overrides: Record<string, string | undefined> = {},
) {
  if (env === undefined && existsSync('.env')) process.loadEnvFile('.env');
  const source = { ...(env ?? process.env), ...definedOnly(overrides) };
  const parsed = environment.safeParse(source);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => {
      const name = String(issue.path[0]);
      // Secrets and URLs (which may carry a password) are named but never echoed into logs.
      const shown = /SECRET|KEY|_URL$/.test(name) ? '' : ` (got "${source[name] ?? ''}")`;
      return `${name} ${issue.message}${shown}`;
    });
    throw new ConfigError(`Invalid configuration:\n  ${problems.join('\n  ')}`);
  }
  const values = valuesOf(settings, parsed.data);
  return {
    ...values,
    dataDir: values.dataDir ?? perUserDataDir(source),
    publicBaseUrl: values.publicBaseUrl ?? `http://localhost:${values.port}`,
  };
}

/**
 * The default DATA_DIR: a folder of the user's own, where each system keeps applications' data, so an
 * installed `nemesis` finds the same data from any working directory: `$XDG_DATA_HOME/nemesis-day` or
 * `~/.local/share/nemesis-day` on Linux, `~/Library/Application Support/nemesis-day` on macOS,
 * `%LOCALAPPDATA%\nemesis-day` on Windows.
 */
export function perUserDataDir(
  env: Record<string, string | undefined>,
  platform: NodeJS.Platform = process.platform,
): string {
  const home = homedir();
  if (platform === 'win32') return path.join(env.LOCALAPPDATA || path.join(home, 'AppData', 'Local'), 'nemesis-day');
  if (platform === 'darwin') return path.join(home, 'Library', 'Application Support', 'nemesis-day');
  // The XDG spec ignores a relative XDG_DATA_HOME.
  const xdg = env.XDG_DATA_HOME;
  return path.join(xdg && path.isAbsolute(xdg) ? xdg : path.join(home, '.local', 'share'), 'nemesis-day');
}

/** The server's settings, read once from the environment (and a `.env` file) and checked. */
export type Config = ReturnType<typeof loadConfig>;

/** Social sign-in: each provider's client, or undefined when not configured. */
export type SocialConfig = Config['social'];

/** An OpenID Connect client: the issuer found through discovery, and our client's credentials there. */
export type OidcClientConfig = NonNullable<SocialConfig['google']>;

function definedOnly(values: Record<string, string | undefined>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(values).filter((entry): entry is [string, string] => entry[1] !== undefined),
  );
}

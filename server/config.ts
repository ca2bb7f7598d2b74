import { existsSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { passwordRules } from '#contract/auth/auth-messages.ts';
import type { PasswordPolicy, PasswordRule } from '#contract/auth/auth-messages.ts';
import { accountLimits } from '#contract/auth/account-limits.ts';
import { mfaModes } from '#contract/auth/mfa-schemas.ts';
import type { MfaMode } from '#contract/auth/mfa-schemas.ts';
import { shippedPath } from './package-root.ts';

const passwordRuleNames = Object.keys(passwordRules) as [PasswordRule, ...PasswordRule[]];
const logLevels = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

const emptyAsUndefined = (value: unknown) => (value === '' ? undefined : value);
const optionalString = z.preprocess(emptyAsUndefined, z.string().optional());
const optionalUrl = (protocols: RegExp, hint: string) =>
  z.preprocess(emptyAsUndefined, z.string().regex(protocols, hint).pipe(z.url({ error: hint })).optional());

const environment = z.object({
  PORT: z.preprocess(emptyAsUndefined, z.coerce.number({ error: 'must be a port number' }).int().min(0).max(65535).default(8787)),
  HOST: z.preprocess(emptyAsUndefined, z.string().default('0.0.0.0')),
  DATA_DIR: z.preprocess(emptyAsUndefined, z.string().default('./data')),
  DATABASE_URL: optionalUrl(/^(postgres|postgresql|sqlite):/, 'must be a postgres:// URL (or sqlite: to force the embedded database)'),
  PUBLIC_BASE_URL: optionalUrl(/^https?:\/\//, 'must be an http:// or https:// URL'),
  LOG_LEVEL: z.preprocess(emptyAsUndefined, z.enum(logLevels, { error: `must be one of ${logLevels.join(', ')}` }).default('info')),
  LEGAL_CONTACT: z.preprocess(emptyAsUndefined, z.email({ error: 'must be an e-mail address' }).default('legal@nemesis.day')),
  LEGAL_EFFECTIVE_DATE: z.preprocess(emptyAsUndefined, z.iso.date({ error: 'must be a date as YYYY-MM-DD' }).optional()),
  COFFEE_URL: optionalUrl(/^https?:\/\//, 'must be an http:// or https:// URL'),
  WEB_DIST_DIR: optionalString,
  TRUST_PROXY: z.preprocess(emptyAsUndefined, z.enum(['true', 'false'], { error: 'must be true or false' }).default('false')),
  // Above the idle timeouts of common proxies and load balancers (60 s), so they never reuse a connection we just closed.
  KEEP_ALIVE_TIMEOUT_MS: z.preprocess(emptyAsUndefined, z.coerce.number({ error: 'must be a number of milliseconds' }).int().min(1000).max(600_000).default(65_000)),
  SESSION_SECRET: z.preprocess(emptyAsUndefined, z.string().min(32, { error: 'must be at least 32 characters' }).optional()),
  SESSION_SECRET_PREVIOUS: optionalString,
  ADMIN_EMAILS: z.preprocess(emptyAsUndefined, z.string().default('')),
  SMTP_URL: optionalUrl(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL'),
  MAIL_FROM: z.preprocess(emptyAsUndefined, z.string().default('Nemesis Day <no-reply@nemesis.day>')),
  MAIL_RETENTION_DAYS: z.preprocess(emptyAsUndefined, z.coerce.number({ error: 'must be a number of days' }).int().min(1).max(3650).default(7)),
  CONTACT_TO: z.preprocess(emptyAsUndefined, z.email({ error: 'must be an e-mail address' }).optional()),
  FORMSPREE_FORM_ID: z.preprocess(emptyAsUndefined, z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, 'must be a Formspree form id such as xyzabcde').optional()),
  FORMSPREE_URL: optionalUrl(/^https?:\/\//, 'must be an http:// or https:// URL'),
  AI_MODEL: z.preprocess(emptyAsUndefined, z.string().regex(/^[a-z]+\/.+$/, 'must be provider/model, such as ollama/llama3.2:3b').optional()),
  OLLAMA_HOST: z.preprocess(emptyAsUndefined, z.url({ error: 'must be a URL such as http://127.0.0.1:11434' }).default('http://127.0.0.1:11434')),
  OPENAI_BASE_URL: optionalUrl(/^https?:\/\//, 'must be an http:// or https:// URL'),
  OPENAI_API_KEY: optionalString,
  AWS_REGION: z.preprocess(emptyAsUndefined, z.string().regex(/^[a-z]{2}(-[a-z]+)+-\d$/, 'must be an AWS region such as us-east-1').optional()),
  AI_TIMEOUT_SECONDS: z.preprocess(emptyAsUndefined, z.coerce.number({ error: 'must be a number of seconds' }).int().min(1).max(600).default(90)),
  OIDC_ISSUER: optionalUrl(/^https?:\/\//, 'must be the issuer URL, such as https://auth.example.com/realms/main'),
  OIDC_CLIENT_ID: optionalString,
  OIDC_CLIENT_SECRET: optionalString,
  OIDC_NAME: z.preprocess(emptyAsUndefined, z.string().max(40, 'must be 40 characters or less').default('SSO')),
  GOOGLE_CLIENT_ID: optionalString,
  GOOGLE_CLIENT_SECRET: optionalString,
  GOOGLE_ISSUER: z.preprocess(emptyAsUndefined, z.url({ error: 'must be an issuer URL' }).default('https://accounts.google.com')),
  FACEBOOK_CLIENT_ID: optionalString,
  FACEBOOK_CLIENT_SECRET: optionalString,
  FACEBOOK_DIALOG_URL: z.preprocess(emptyAsUndefined, z.url({ error: 'must be a URL' }).default('https://www.facebook.com/v21.0/dialog/oauth')),
  FACEBOOK_GRAPH_URL: z.preprocess(emptyAsUndefined, z.url({ error: 'must be a URL' }).default('https://graph.facebook.com/v21.0')),
  PASSWORD_RULES: z.preprocess(
    emptyAsUndefined,
    z
      .string()
      .default('')
      .transform((value) => value.split(',').map((rule) => rule.trim()).filter(Boolean))
      .pipe(z.array(z.enum(passwordRuleNames, { error: `must list some of ${passwordRuleNames.join(', ')}` }))),
  ),
  MFA_MODE: z.preprocess(emptyAsUndefined, z.enum(mfaModes, { error: `must be one of ${mfaModes.join(', ')}` }).default('optional')),
});

/** The server's settings, read once from the environment (and a `.env` file) and checked. */
export interface Config {
  port: number;
  host: string;
  dataDir: string;
  /** A postgres:// URL, or undefined for the embedded SQLite file in dataDir. */
  databaseUrl: string | undefined;
  /** The origin users reach the site at, without a trailing slash. */
  publicBaseUrl: string;
  logLevel: (typeof logLevels)[number];
  legalContact: string;
  /** YYYY-MM-DD, or undefined for "today". */
  legalEffectiveDate: string | undefined;
  coffeeUrl: string | undefined;
  /** Folder of the built web app. */
  webDistDir: string;
  /** Whether to believe X-Forwarded-For/-Proto from a reverse proxy in front (for client IPs and https). */
  trustProxy: boolean;
  /** How long an idle keep-alive connection stays open. */
  keepAliveTimeoutMs: number;
  /** Keys codes and tokens are hashed with; undefined means generate one into dataDir. */
  sessionSecret: string | undefined;
  /** The secret before the current one: what was sealed with it (authenticator secrets) is sealed again with the current one at start. */
  previousSessionSecret: string | undefined;
  /** E-mails (lower case) that are admins regardless of the admin-users config key. */
  adminEmails: string[];
  /** SMTP server to send mail through; undefined keeps mail in the outbox and the log. */
  smtpUrl: string | undefined;
  mailFrom: string;
  /** How many days the texts of mail that went out (or could not) are kept in the outbox. */
  mailRetentionDays: number;
  /** Where contact messages are mailed; undefined keeps them in the database only. */
  contactTo: string | undefined;
  /** The Formspree form contact messages are also forwarded to; undefined forwards nowhere. */
  formspree: { formId: string; url: string } | undefined;
  passwordPolicy: PasswordPolicy;
  /** The social sign-in providers an operator configured (each only with its client id and secret). */
  social: SocialConfig;
  /** Multi-factor sign-in: off, optional (users may add a factor) or required (every user sets one up). */
  mfaMode: MfaMode;
  ai: {
    /** The model used while none is saved in the bedrock-model config key. */
    defaultModel: string | undefined;
    ollamaHost: string;
    /** OpenAI-compatible endpoint; the openai provider is on when this or the key is set. */
    openaiBaseUrl: string | undefined;
    openaiApiKey: string | undefined;
    /** Turns the bedrock provider on. */
    awsRegion: string | undefined;
    /** How long one generation may take. */
    timeoutMs: number;
  };
}

/** An OpenID Connect client: the issuer found through discovery, and our client's credentials there. */
export interface OidcClientConfig {
  issuer: string;
  clientId: string;
  clientSecret: string;
}

/** Social sign-in: a generic OpenID Connect issuer (with its button name), Google, and Facebook's OAuth dialog and Graph API. */
export interface SocialConfig {
  oidc: (OidcClientConfig & { name: string }) | undefined;
  google: OidcClientConfig | undefined;
  facebook: { clientId: string; clientSecret: string; dialogUrl: string; graphUrl: string } | undefined;
}

/** A setting that failed its check; its message names the variable. */
export class ConfigError extends Error {
  override name = 'ConfigError';
}

/**
 * Reads the configuration from `env`, or else from process.env after loading a `.env` file from the
 * working directory if there is one; `overrides` (command-line flags) win over both.
 * Throws ConfigError naming each bad variable.
 */
export function loadConfig(env?: Record<string, string | undefined>, overrides: Record<string, string | undefined> = {}): Config {
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
  const values = parsed.data;
  const databaseUrl = values.DATABASE_URL?.startsWith('sqlite:') ? undefined : values.DATABASE_URL;
  return {
    port: values.PORT,
    host: values.HOST,
    dataDir: path.resolve(values.DATA_DIR),
    databaseUrl,
    publicBaseUrl: (values.PUBLIC_BASE_URL ?? `http://localhost:${values.PORT}`).replace(/\/+$/, ''),
    logLevel: values.LOG_LEVEL,
    legalContact: values.LEGAL_CONTACT,
    legalEffectiveDate: values.LEGAL_EFFECTIVE_DATE,
    coffeeUrl: values.COFFEE_URL,
    webDistDir: path.resolve(values.WEB_DIST_DIR ?? shippedPath('web', 'dist')),
    trustProxy: values.TRUST_PROXY === 'true',
    keepAliveTimeoutMs: values.KEEP_ALIVE_TIMEOUT_MS,
    sessionSecret: values.SESSION_SECRET,
    previousSessionSecret: values.SESSION_SECRET_PREVIOUS,
    adminEmails: values.ADMIN_EMAILS.split(',').map((email) => email.trim().toLowerCase()).filter(Boolean),
    smtpUrl: values.SMTP_URL,
    mailFrom: values.MAIL_FROM,
    mailRetentionDays: values.MAIL_RETENTION_DAYS,
    contactTo: values.CONTACT_TO,
    formspree: values.FORMSPREE_FORM_ID ? { formId: values.FORMSPREE_FORM_ID, url: (values.FORMSPREE_URL ?? 'https://formspree.io').replace(/\/+$/, '') } : undefined,
    passwordPolicy: { minLength: accountLimits.passwordMinLength, rules: values.PASSWORD_RULES },
    social: socialConfig(values),
    mfaMode: values.MFA_MODE,
    ai: {
      defaultModel: values.AI_MODEL,
      ollamaHost: values.OLLAMA_HOST.replace(/\/+$/, ''),
      openaiBaseUrl: values.OPENAI_BASE_URL,
      openaiApiKey: values.OPENAI_API_KEY,
      awsRegion: values.AWS_REGION,
      timeoutMs: values.AI_TIMEOUT_SECONDS * 1000,
    },
  };
}

/** The providers with both a client id and a secret; one without the other stops the start, naming what is missing. */
function socialConfig(values: z.infer<typeof environment>): SocialConfig {
  const pair = (prefix: 'OIDC' | 'GOOGLE' | 'FACEBOOK') => {
    const clientId = values[`${prefix}_CLIENT_ID`];
    const clientSecret = values[`${prefix}_CLIENT_SECRET`];
    if (!clientId && !clientSecret) return undefined;
    if (!clientId || !clientSecret) throw new ConfigError(`Invalid configuration:\n  ${prefix}_${clientId ? 'CLIENT_SECRET' : 'CLIENT_ID'} must be set with ${prefix}_${clientId ? 'CLIENT_ID' : 'CLIENT_SECRET'}`);
    return { clientId, clientSecret };
  };
  const oidc = pair('OIDC');
  if (oidc && !values.OIDC_ISSUER) throw new ConfigError('Invalid configuration:\n  OIDC_ISSUER must be set with OIDC_CLIENT_ID');
  const google = pair('GOOGLE');
  const facebook = pair('FACEBOOK');
  const trimmed = (url: string) => url.replace(/\/+$/, '');
  return {
    oidc: oidc && values.OIDC_ISSUER ? { ...oidc, issuer: values.OIDC_ISSUER, name: values.OIDC_NAME } : undefined,
    google: google && { ...google, issuer: values.GOOGLE_ISSUER },
    facebook: facebook && { ...facebook, dialogUrl: values.FACEBOOK_DIALOG_URL, graphUrl: trimmed(values.FACEBOOK_GRAPH_URL) },
  };
}

function definedOnly(values: Record<string, string | undefined>): Record<string, string> {
  return Object.fromEntries(Object.entries(values).filter((entry): entry is [string, string] => entry[1] !== undefined));
}

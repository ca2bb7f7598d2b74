import { existsSync } from 'node:fs';
import { homedir } from 'node:os';
import path from 'node:path';
import { z } from 'zod';
import { accountSettings } from './config/account-settings.ts';
import { aiSettings } from './config/ai-settings.ts';
import { ConfigError } from './config/config-error.ts';
import { mailSettings } from './config/mail-settings.ts';
import { serverSettings } from './config/server-settings.ts';
import { environmentOf, fromEnv, valuesOf } from './config/setting-tree.ts';
import type { SettingTree } from './config/setting-tree.ts';
import { socialSettings } from './config/social-settings.ts';

// Everyone takes ConfigError from here, with loadConfig.
export { ConfigError };

/** Every setting, where it lands in Config: its environment variable, check, error message, default and shape (the groups in config/). */
const settings = {
  ...serverSettings,
  ...mailSettings,
  ai: aiSettings,
  /** The social sign-in providers an operator configured. */
  social: socialSettings,
  ...accountSettings,
  /**
   * Whether the server checks itself as it runs (NODE_ENV development or test): each JSON answer against
   * its contract schema before it goes out, and that no unit of work begins inside another. A mistake
   * fails loudly there, and production skips the cost.
   */
  selfChecks: fromEnv(
    'NODE_ENV',
    z
      .string()
      .optional()
      .transform((env) => env === 'development' || env === 'test'),
  ),
} satisfies SettingTree;

const environment = z.object(environmentOf(settings));

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

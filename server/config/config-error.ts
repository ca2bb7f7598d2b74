/** A setting that failed its check; its message names the variable. */
export class ConfigError extends Error {
  override name = 'ConfigError';
}

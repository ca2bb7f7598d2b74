import packageJson from '../package.json' with { type: 'json' };

/** The product version, from package.json. */
export const version: string = packageJson.version;

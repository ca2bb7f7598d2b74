import { z } from 'zod';
import { ConfigError } from './config-error.ts';
import { text, url, withoutTrailingSlash } from './setting-schemas.ts';
import { composed, fromEnv } from './setting-tree.ts';
import type { SettingTree } from './setting-tree.ts';

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

/** The social sign-in providers an operator configured: a generic OpenID Connect issuer (with its button name), Google, and Facebook's OAuth dialog and Graph API. */
export const socialSettings = {
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
} satisfies SettingTree;

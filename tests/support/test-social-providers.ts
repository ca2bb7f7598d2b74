import { afterAll, beforeAll } from 'vitest';
import { startFakeFacebook } from './fake-facebook.ts';
import type { FakeFacebook } from './fake-facebook.ts';
import { startTestOidcProvider } from './test-oidc-provider.ts';
import type { TestOidcProvider } from './test-oidc-provider.ts';
import { freePort } from './test-server.ts';

/** The three providers of a social sign-in test, and the server environment that configures them; set once the beforeAll has run. */
export interface TestSocialProviders {
  /** oidc-provider answering as Google does. */
  google: TestOidcProvider;
  /** oidc-provider as the generic issuer, named 'Acme SSO'. */
  issuer: TestOidcProvider;
  facebook: FakeFacebook;
  /** PORT and the provider variables: pass it to the test server (its hooks must be registered after this). */
  env: Record<string, string>;
}

/**
 * For a test file or describe block: starts Google's and a generic issuer's stand-ins and the fake
 * Facebook before its tests (their callbacks on a port chosen for the server), fills in `env` for
 * the server, and stops them after. Register it before the server's hooks, which read `env` when they run.
 */
export function useTestSocialProviders(available: boolean): TestSocialProviders {
  const parts = { env: {} } as TestSocialProviders;
  beforeAll(async () => {
    if (!available) return;
    const port = String(await freePort());
    const callback = (provider: string) => `http://127.0.0.1:${port}/api/v1/auth/oidc/${provider}/callback`;
    parts.google = await startTestOidcProvider({ redirectUri: callback('google'), shape: 'google' });
    parts.issuer = await startTestOidcProvider({ redirectUri: callback('oidc') });
    parts.facebook = await startFakeFacebook();
    Object.assign(parts.env, {
      PORT: port,
      GOOGLE_ISSUER: parts.google.issuer,
      GOOGLE_CLIENT_ID: parts.google.clientId,
      GOOGLE_CLIENT_SECRET: parts.google.clientSecret,
      OIDC_ISSUER: parts.issuer.issuer,
      OIDC_CLIENT_ID: parts.issuer.clientId,
      OIDC_CLIENT_SECRET: parts.issuer.clientSecret,
      OIDC_NAME: 'Acme SSO',
      FACEBOOK_CLIENT_ID: parts.facebook.clientId,
      FACEBOOK_CLIENT_SECRET: parts.facebook.clientSecret,
      FACEBOOK_DIALOG_URL: parts.facebook.dialogUrl,
      FACEBOOK_GRAPH_URL: parts.facebook.graphUrl,
    });
  });
  afterAll(async () => {
    await Promise.all([parts.google?.close(), parts.issuer?.close(), parts.facebook?.close()]);
  });
  return parts;
}

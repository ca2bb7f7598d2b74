import * as client from 'openid-client';
import type { SocialProviderId } from '#contract/auth/social-messages.ts';
import type { OidcClientConfig } from '../config.ts';
import { SocialFlowError } from './social-provider.ts';
import type { FlowSecrets, SocialProfile, SocialProvider } from './social-provider.ts';

// decisions.md's scopes; those an issuer does not list in its discovery document are left out (Google has no phone scope).
const wantedScopes = ['openid', 'email', 'profile', 'phone'];

/** The token endpoint refused the code (a wrong PKCE verifier, a used code) or answered without a token. */
const tokenErrorCodes = new Set([
  'OAUTH_RESPONSE_BODY_ERROR',
  'OAUTH_INVALID_RESPONSE',
  'OAUTH_RESPONSE_IS_NOT_CONFORM',
]);

/**
 * An OpenID Connect provider through openid-client: discovery (once, retried after a failure),
 * the code flow with PKCE S256, state and nonce, the ID token checked, userinfo when the ID token
 * carries no e-mail. Google is one of these with its own issuer.
 */
export function createOidcSocialProvider(
  id: SocialProviderId,
  name: string,
  settings: OidcClientConfig,
): SocialProvider {
  let discovered: Promise<client.Configuration> | undefined;
  const configuration = () => {
    // Plain http only ever for an issuer on this machine or a test's; discovery refuses it otherwise.
    const options = settings.issuer.startsWith('http:')
      ? { execute: [client.allowInsecureRequests], timeout: 10 }
      : { timeout: 10 };
    discovered ??= client
      .discovery(new URL(settings.issuer), settings.clientId, settings.clientSecret, undefined, options)
      .catch((error: unknown) => {
        discovered = undefined;
        throw error;
      });
    return discovered;
  };

  return {
    id,
    name,
    async authorizationUrl(flow: FlowSecrets): Promise<URL> {
      const config = await configuration();
      const supported = config.serverMetadata().scopes_supported;
      const scope = wantedScopes.filter((scope) => !supported || supported.includes(scope)).join(' ');
      return client.buildAuthorizationUrl(config, {
        redirect_uri: flow.redirectUri,
        response_type: 'code',
        scope,
        state: flow.state,
        nonce: flow.nonce,
        code_challenge: await client.calculatePKCECodeChallenge(flow.verifier),
        code_challenge_method: 'S256',
      });
    },

    async profile(callbackUrl: URL, flow: FlowSecrets): Promise<SocialProfile> {
      const config = await configuration();
      let tokens;
      try {
        tokens = await client.authorizationCodeGrant(config, callbackUrl, {
          pkceCodeVerifier: flow.verifier,
          expectedState: flow.state,
          expectedNonce: flow.nonce,
          idTokenExpected: true,
        });
      } catch (error) {
        const code = (error as { code?: string }).code;
        throw new SocialFlowError(code && tokenErrorCodes.has(code) ? 'noToken' : 'failed', { cause: error });
      }
      if (!tokens.access_token) throw new SocialFlowError('noToken');
      const idClaims = tokens.claims();
      if (!idClaims) throw new SocialFlowError('failed');
      const claims: Record<string, unknown> = { ...idClaims };
      if (typeof claims.email !== 'string' && config.serverMetadata().userinfo_endpoint) {
        Object.assign(claims, await client.fetchUserInfo(config, tokens.access_token, idClaims.sub), {
          sub: idClaims.sub,
        });
      }
      const text = (value: unknown) => (typeof value === 'string' && value.trim() ? value.trim() : undefined);
      return {
        subject: idClaims.sub,
        email: text(claims.email),
        // Some issuers send the flag as a string.
        emailVerified: claims.email_verified === true || claims.email_verified === 'true',
        givenName: text(claims.given_name),
        familyName: text(claims.family_name),
        amr: Array.isArray(claims.amr) ? claims.amr.filter((value): value is string => typeof value === 'string') : [],
      };
    },
  };
}

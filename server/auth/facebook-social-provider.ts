import { createHash, createHmac } from 'node:crypto';
import type { SocialConfig } from '../config.ts';
import { SocialFlowError } from './social-provider.ts';
import type { FlowSecrets, SocialProfile, SocialProvider } from './social-provider.ts';

const requestTimeoutMs = 10_000;

/**
 * Facebook Login, which is OAuth 2 rather than OpenID Connect: the login dialog (with PKCE S256
 * and state), the code exchanged at the Graph API's token endpoint, then `/me` for id, e-mail and
 * names. Facebook does not say whether it verified the e-mail, so it never vouches for one.
 */
export function createFacebookSocialProvider(settings: NonNullable<SocialConfig['facebook']>): SocialProvider {
  const getJson = async (url: URL): Promise<Record<string, unknown>> => {
    const response = await fetch(url, {
      signal: AbortSignal.timeout(requestTimeoutMs),
      headers: { Accept: 'application/json' },
    });
    const body = (await response.json().catch(() => ({}))) as Record<string, unknown>;
    if (!response.ok)
      throw new Error(`Facebook answered ${response.status} to ${url.pathname}: ${JSON.stringify(body.error ?? body)}`);
    return body;
  };

  return {
    id: 'facebook',
    name: 'Facebook',
    async authorizationUrl(flow: FlowSecrets): Promise<URL> {
      const url = new URL(settings.dialogUrl);
      url.search = new URLSearchParams({
        client_id: settings.clientId,
        redirect_uri: flow.redirectUri,
        response_type: 'code',
        scope: 'email,public_profile',
        state: flow.state,
        code_challenge: createHash('sha256').update(flow.verifier).digest('base64url'),
        code_challenge_method: 'S256',
      }).toString();
      return url;
    },

    async profile(callbackUrl: URL, flow: FlowSecrets): Promise<SocialProfile> {
      const code = callbackUrl.searchParams.get('code');
      if (!code) throw new SocialFlowError('noToken');
      const tokenUrl = new URL(`${settings.graphUrl}/oauth/access_token`);
      tokenUrl.search = new URLSearchParams({
        client_id: settings.clientId,
        client_secret: settings.clientSecret,
        redirect_uri: flow.redirectUri,
        code,
        code_verifier: flow.verifier,
      }).toString();
      const token = await getJson(tokenUrl).catch((error: unknown) => {
        throw new SocialFlowError('noToken', { cause: error });
      });
      if (typeof token.access_token !== 'string' || !token.access_token) throw new SocialFlowError('noToken');
      const meUrl = new URL(`${settings.graphUrl}/me`);
      meUrl.search = new URLSearchParams({
        fields: 'id,email,first_name,last_name',
        access_token: token.access_token,
        // Facebook's proof that the call comes from the app's server, not from whoever holds the token.
        appsecret_proof: createHmac('sha256', settings.clientSecret).update(token.access_token).digest('hex'),
      }).toString();
      const me = await getJson(meUrl).catch((error: unknown) => {
        throw new SocialFlowError('failed', { cause: error });
      });
      const text = (value: unknown) => (typeof value === 'string' && value.trim() ? value.trim() : undefined);
      const subject = text(me.id);
      if (!subject) throw new SocialFlowError('failed');
      return {
        subject,
        email: text(me.email),
        emailVerified: false,
        givenName: text(me.first_name),
        familyName: text(me.last_name),
        amr: [],
      };
    },
  };
}

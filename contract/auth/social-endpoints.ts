import { z } from 'zod';
import type { Endpoint, Route } from '../api/endpoint.ts';
import { okResponse } from '../api/endpoint.ts';
import { signInResponse } from './auth-schemas.ts';
import { routeUrl } from '../api/route-url.ts';
import { socialProviderIds } from './social-messages.ts';
import type { SocialProviderId } from './social-messages.ts';

const provider = z.enum(socialProviderIds);

/** The providers configured on this server, each with the name its button shows. */
export const socialProvidersResponse = z.object({ providers: z.array(z.object({ id: provider, name: z.string() })) });
export type SocialProviders = z.infer<typeof socialProvidersResponse>['providers'];

/** The signed-in user's ways to sign in: a password or not, and the providers linked to the account. */
export const signInMethodsResponse = z.object({
  hasPassword: z.boolean(),
  identities: z.array(
    z.object({ provider, email: z.string().nullable(), linkedAt: z.string(), lastLoginAt: z.string().nullable() }),
  ),
});
export type SignInMethods = z.infer<typeof signInMethodsResponse>;

/** A sign-in waiting on the sign-in page after a provider's callback: the account's address and the step to take. */
export const pendingSignInResponse = z.object({ email: z.string(), response: signInResponse });

/**
 * The browser's own steps of a social sign-in, full-page navigations rather than API calls (see
 * socialStartPath): the start (a redirect to the provider) and the provider's callback (a redirect
 * into the app). They answer with redirects only, so nothing here may refuse a request: a provider
 * that is not configured is the service's to turn away ('unsupported'), a `mode` other than `link`
 * starts a sign-in, and a `returnTo` given more than once is left out. The callback's query is the
 * provider's answer, read whole by the provider's client against the flow.
 */
export const socialNavigations = {
  socialStart: {
    method: 'GET',
    path: '/api/v1/auth/oidc/:provider/start',
    params: z.object({ provider: z.string() }),
    query: z.object({
      mode: z.literal('link').optional().catch(undefined),
      returnTo: z.string().optional().catch(undefined),
    }),
    access: 'public',
    cache: 'no-store',
  },
  socialCallback: {
    method: 'GET',
    path: '/api/v1/auth/oidc/:provider/callback',
    params: z.object({ provider: z.string() }),
    access: 'public',
    cache: 'no-store',
  },
} as const satisfies Record<string, Route>;

/** Where the browser goes to sign in with (or, with `link`, link) a provider; `returnTo` is the app path to land on. */
export function socialStartPath(
  provider: SocialProviderId,
  options: { link?: boolean; returnTo?: string } = {},
): string {
  return routeUrl(socialNavigations.socialStart, {
    params: { provider },
    query: { mode: options.link ? 'link' : undefined, returnTo: options.returnTo },
  });
}

/** Social sign-in (/api/v1/auth/oidc) and the linked providers, as the clients call them. */
export const socialEndpoints = {
  socialProviders: {
    method: 'GET',
    path: '/api/v1/auth/oidc/providers',
    response: socialProvidersResponse,
    retry: 'default',
    access: 'public',
    cache: 'default',
  },
  pendingSignIn: {
    method: 'GET',
    path: '/api/v1/auth/oidc/pending',
    response: pendingSignInResponse,
    retry: 'once',
    access: 'public',
    cache: 'no-store',
  },
  signInMethods: {
    method: 'GET',
    path: '/api/v1/auth/identities',
    response: signInMethodsResponse,
    retry: 'default',
    access: 'session',
    cache: 'no-store',
  },
  unlinkIdentity: {
    method: 'DELETE',
    path: '/api/v1/auth/identities/:provider',
    params: z.object({ provider }),
    response: okResponse,
    retry: 'once',
    access: 'session',
    cache: 'default',
  },
} as const satisfies Record<string, Endpoint>;

import { z } from 'zod';
import type { Endpoint } from '../api/endpoint.ts';
import { okResponse } from '../api/endpoint.ts';
import { signInResponse } from './auth-schemas.ts';
import { socialProviderIds } from './social-messages.ts';

const provider = z.enum(socialProviderIds);

/** The providers configured on this server, each with the name its button shows. */
export const socialProvidersResponse = z.object({ providers: z.array(z.object({ id: provider, name: z.string() })) });
export type SocialProviders = z.infer<typeof socialProvidersResponse>['providers'];

/** The signed-in user's ways to sign in: a password or not, and the providers linked to the account. */
export const signInMethodsResponse = z.object({
  hasPassword: z.boolean(),
  identities: z.array(z.object({ provider, email: z.string().nullable(), linkedAt: z.string(), lastLoginAt: z.string().nullable() })),
});
export type SignInMethods = z.infer<typeof signInMethodsResponse>;

/** A sign-in waiting on the sign-in page after a provider's callback: the account's address and the step to take. */
export const pendingSignInResponse = z.object({ email: z.string(), response: signInResponse });

/**
 * Social sign-in (/api/v1/auth/oidc) and the linked providers. The start and callback paths are
 * full-page navigations, not API calls (see socialStartPath); only these are called by the clients.
 */
export const socialEndpoints = {
  socialProviders: { method: 'GET', path: '/api/v1/auth/oidc/providers', response: socialProvidersResponse, retry: 'default' },
  pendingSignIn: { method: 'GET', path: '/api/v1/auth/oidc/pending', response: pendingSignInResponse, retry: 'once' },
  signInMethods: { method: 'GET', path: '/api/v1/auth/identities', response: signInMethodsResponse, retry: 'default' },
  unlinkIdentity: { method: 'DELETE', path: '/api/v1/auth/identities/:provider', params: z.object({ provider }), response: okResponse, retry: 'once' },
} as const satisfies Record<string, Endpoint>;

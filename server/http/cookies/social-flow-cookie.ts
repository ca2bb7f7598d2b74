import { socialFlowMs } from '../../services/auth/social-sign-in-service.ts';
import { tokenCookie } from './cookies.ts';

/**
 * The cookie a social sign-in keeps its signed flow in (state, PKCE verifier, nonce) from the start
 * until the provider's callback: SameSite=Lax, as the callback is a top-level navigation from the
 * provider; gone after 10 minutes.
 */
export function socialFlowCookie(https: boolean) {
  return tokenCookie('nemesis_oidc', https, socialFlowMs / 1000);
}

export type SocialFlowCookie = ReturnType<typeof socialFlowCookie>;

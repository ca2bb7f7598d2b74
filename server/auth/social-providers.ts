import type { SocialProviderId } from '#contract/auth/social-messages.ts';
import type { SocialConfig } from '../config.ts';
import { createFacebookSocialProvider } from './facebook-social-provider.ts';
import { createOidcSocialProvider } from './oidc-social-provider.ts';
import type { SocialProvider } from './social-provider.ts';

/** The configured social providers by id, in the order their buttons show: Google, Facebook, then the generic issuer. */
export function createSocialProviders(config: SocialConfig): Map<SocialProviderId, SocialProvider> {
  const providers = new Map<SocialProviderId, SocialProvider>();
  if (config.google) providers.set('google', createOidcSocialProvider('google', 'Google', config.google));
  if (config.facebook) providers.set('facebook', createFacebookSocialProvider(config.facebook));
  if (config.oidc) providers.set('oidc', createOidcSocialProvider('oidc', config.oidc.name, config.oidc));
  return providers;
}

import type { SocialErrorCode, SocialProviderId } from '#contract/auth/social-messages.ts';

/** Who a provider says signed in: its subject, the e-mail it gave (and whether it vouches for it), names and how they authenticated (amr). */
export interface SocialProfile {
  subject: string;
  email: string | undefined;
  emailVerified: boolean;
  givenName: string | undefined;
  familyName: string | undefined;
  amr: string[];
}

/** What one sign-in flow sends to the provider, and checks on the way back. */
export interface FlowSecrets {
  redirectUri: string;
  state: string;
  /** The PKCE code verifier; the provider gets its S256 challenge. */
  verifier: string;
  nonce: string;
}

/** One configured provider: where to send the browser, and how to turn its callback into a profile. */
export interface SocialProvider {
  id: SocialProviderId;
  /** The name its button shows. */
  name: string;
  /** The provider's authorization URL for a flow. Throws when the provider cannot be reached. */
  authorizationUrl(flow: FlowSecrets): Promise<URL>;
  /** Exchanges the callback's code (state already checked) for the profile. Throws SocialFlowError noToken or failed. */
  profile(callbackUrl: URL, flow: FlowSecrets): Promise<SocialProfile>;
}

/** A social sign-in that stopped: the reason, shown on the page the browser goes back to. */
export class SocialFlowError extends Error {
  override name = 'SocialFlowError';
  readonly code: SocialErrorCode;

  constructor(code: SocialErrorCode, options: { cause?: unknown } = {}) {
    super(code, options);
    this.code = code;
  }
}

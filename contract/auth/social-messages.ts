import { authErrorMessages } from './auth-messages.ts';

/** The social sign-in providers: a generic OpenID Connect issuer, Google and Facebook. */
export const socialProviderIds = ['google', 'facebook', 'oidc'] as const;
export type SocialProviderId = (typeof socialProviderIds)[number];

/** Whether a path segment names a social provider. */
export function isSocialProviderId(value: string): value is SocialProviderId {
  return (socialProviderIds as readonly string[]).includes(value);
}

/** Why a social sign-in came back without signing in: the `error` query parameter of the page it returns to. */
export const socialErrorMessages = {
  // Spec §8, OAuth messages, word for word.
  cancelled: 'User cancelled OAuth flow.',
  state: 'An error occurred while validating the state.',
  noToken: 'No access token returned from OAuth flow.',
  failed: "Couldn't finish OAuth flow...",
  unsupported: 'This sign-in provider is not available.',
  disabled: authErrorMessages.userDisabled,
  resetRequired: 'Your account needs a new password first: use Forgot your password? to set one.',
  noEmail: 'The provider did not share an e-mail address, which an account needs.',
  emailTaken:
    'An account with this e-mail address already exists. Sign in with it, then link this provider on your account page.',
  linkedElsewhere: 'This provider account is already linked to another account.',
  signedOut: authErrorMessages.sessionRequired,
  // The step a provider's sign-in stopped at is gone (past its 180 s, or already answered).
  stepExpired: authErrorMessages.challengeExpired,
} as const;
export type SocialErrorCode = keyof typeof socialErrorMessages;

/** The message for an `error` query parameter, or undefined when it is not one of ours. */
export function socialErrorMessage(code: string | null): string | undefined {
  return code && Object.hasOwn(socialErrorMessages, code) ? socialErrorMessages[code as SocialErrorCode] : undefined;
}

/** The query parameter a social sign-in's error comes back in, on /login (or /account for linking). */
export const socialErrorParam = 'social-error';

/** The sign-in page's query parameter (`?continue=1`) asking it to pick up a sign-in a provider's callback left at a step. */
export const continueSignInParam = 'continue';

/** The label of a provider's button: 'Sign in with Google'. */
export const socialButtonLabel = (name: string) => `Sign in with ${name}`;

/** Messages of the account page's sign-in methods. */
export const socialMethodMessages = {
  lastMethod:
    'This is your only way to sign in. Set a password (Forgot your password?) or link another provider before unlinking it.',
} as const;

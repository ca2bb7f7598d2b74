import { signedInHintCookie } from '#contract/auth/signed-in-hint-cookie.ts';

/**
 * Whether the server's signed-in hint cookie is here. The session cookie is HttpOnly, so the app
 * cannot see it; the server sets and clears this readable hint with it, so the app asks for the
 * session only when there may be one and anonymous visitors are never answered 401.
 */
export function hasSignedInHint(): boolean {
  return document.cookie.split(';').some((part) => part.trim() === `${signedInHintCookie}=1`);
}

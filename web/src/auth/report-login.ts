import type { SessionClaims } from '#contract/auth/auth-schemas.ts';
import { callLazily } from '../api/call-lazily.ts';

// Per tab (sessionStorage): the sub of the user whose login has been reported in this browser session.
const key = 'nemesis-day.login-reported';

/**
 * Sends the spec's login report (§4 'Login wrapper') once per browser session per user. A failure
 * is only logged, never shown; it never throws.
 */
export async function reportLoginOnce(claims: SessionClaims): Promise<void> {
  // A social sign-in was reported by the server itself at the provider's callback, with its provider's login type and id.
  if (claims.authMethod === 'oidc') return;
  try {
    if (sessionStorage.getItem(key) === claims.sub) return;
    sessionStorage.setItem(key, claims.sub);
  } catch {
    // storage blocked: report anyway
  }
  try {
    // Our accounts sign in with an e-mail, which the spec reports as login type 'cognito'; a passkey says what it is.
    const loginType = claims.authMethod === 'passkey' ? 'passkey' : 'cognito';
    await callLazily('loginReport', {
      body: { email: claims.email || claims.username, loginType, cognitoId: claims.sub },
    });
  } catch (error) {
    console.info('Login report failed', error);
  }
}

/** Forgets the report mark, so the next sign-in in this tab is reported again. */
export function forgetLoginReport(): void {
  try {
    sessionStorage.removeItem(key);
  } catch {
    // storage blocked: nothing was stored
  }
}

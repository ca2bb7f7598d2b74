import { pendingSignUpMs } from '../../services/auth/pending-sign-ups.ts';
import { tokenCookie } from './cookies.ts';

/**
 * The sign-up cookie: the sealed ticket of the sign-up this browser made (services/auth/pending-sign-ups.ts),
 * so that a confirmation code entered here confirms the password chosen here; cleared once the
 * address is confirmed.
 */
export function signUpCookie(https: boolean) {
  return tokenCookie('nemesis_sign_up', https, pendingSignUpMs / 1000);
}

export type SignUpCookie = ReturnType<typeof signUpCookie>;

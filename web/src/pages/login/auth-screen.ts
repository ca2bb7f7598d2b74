import { maskEmail } from '#contract/auth/auth-messages.ts';
import type { SignInResponse, SignInStep } from '#contract/auth/auth-schemas.ts';

/** The login page's screens besides its two tabs; they do not change the URL (spec §2 Login). */
export type AuthScreen =
  | { name: 'confirmSignUp'; email: string; destination: string }
  | { name: 'forgotPassword'; email: string }
  | { name: 'confirmResetPassword'; email: string; destination: string }
  | { name: 'forceNewPassword'; email: string; challenge: string }
  | { name: 'unsupportedStep'; step: SignInStep };

/** Where a sign-in answer leads: 'done' when signed in, else the screen of its next step. */
export function screenForSignIn(response: SignInResponse, email: string): AuthScreen | 'done' {
  const step = response.nextStep.signInStep;
  const destination = response.nextStep.codeDeliveryDetails?.destination ?? maskEmail(email);
  switch (step) {
    case 'DONE':
      return 'done';
    case 'CONFIRM_SIGN_UP':
      return { name: 'confirmSignUp', email, destination };
    case 'RESET_PASSWORD':
      return { name: 'confirmResetPassword', email, destination };
    case 'CONFIRM_SIGN_IN_WITH_NEW_PASSWORD_REQUIRED':
      return response.challenge ? { name: 'forceNewPassword', email, challenge: response.challenge } : { name: 'unsupportedStep', step };
    // Multi-factor sign-in comes later; each of its steps becomes one more case with its own screen.
    case 'CONFIRM_SIGN_IN_WITH_TOTP_CODE':
    case 'CONFIRM_SIGN_IN_WITH_EMAIL_CODE':
    case 'CONTINUE_SIGN_IN_WITH_MFA_SELECTION':
    case 'CONTINUE_SIGN_IN_WITH_TOTP_SETUP':
    case 'CONTINUE_SIGN_IN_WITH_EMAIL_SETUP':
      return { name: 'unsupportedStep', step };
    default:
      return { name: 'unsupportedStep', step: step satisfies never };
  }
}

import { maskEmail } from '#contract/auth/auth-messages.ts';
import type { SignInResponse, SignInStep } from '#contract/auth/auth-schemas.ts';
import type { MfaType } from '#contract/auth/mfa-types.ts';

/** The login page's screens besides its two tabs; they do not change the URL (spec §2 Login). */
export type AuthScreen =
  | { name: 'confirmSignUp'; email: string; destination: string }
  | { name: 'forgotPassword'; email: string }
  /** `required`: the sign-in asked for it (an admin's request, or a password that may be known), not the user. */
  | { name: 'confirmResetPassword'; email: string; destination: string; required?: boolean }
  | { name: 'forceNewPassword'; email: string; challenge: string }
  | {
      name: 'confirmSignIn';
      email: string;
      challenge: string;
      type: MfaType;
      destination: string;
      recoveryCodesAccepted: boolean;
    }
  | { name: 'selectMfaType'; email: string; challenge: string; types: MfaType[]; setup: boolean }
  | { name: 'setupTotp'; email: string; challenge: string; secret: string; uri: string }
  | { name: 'setupEmail'; email: string; challenge: string }
  | { name: 'recoveryCodes'; email: string; codes: string[]; then: AuthScreen | 'done' }
  | { name: 'verifyUser'; email: string; destination: string }
  | { name: 'confirmVerifyUser'; email: string; destination: string }
  | { name: 'unsupportedStep'; step: SignInStep };

/** Where a sign-in answer leads: 'done' when signed in, else the screen of its next step (spec §4, steps to screens). */
export function screenForSignIn(response: SignInResponse, email: string): AuthScreen | 'done' {
  const { nextStep, challenge } = response;
  const step = nextStep.signInStep;
  const destination = nextStep.codeDeliveryDetails?.destination ?? maskEmail(email);
  if (step === 'DONE') {
    // Signed in: the new recovery codes come first, then the skippable verify step of an unverified address.
    const unverified = response.unverifiedUserAttributes?.email;
    const then: AuthScreen | 'done' = unverified ? { name: 'verifyUser', email, destination: unverified } : 'done';
    return response.recoveryCodes ? { name: 'recoveryCodes', email, codes: response.recoveryCodes, then } : then;
  }
  if (step === 'CONFIRM_SIGN_UP') return { name: 'confirmSignUp', email, destination };
  if (step === 'RESET_PASSWORD') return { name: 'confirmResetPassword', email, destination, required: true };
  // Every other step answers a challenge: without one this version cannot go on.
  if (!challenge) return { name: 'unsupportedStep', step };
  switch (step) {
    case 'CONFIRM_SIGN_IN_WITH_NEW_PASSWORD_REQUIRED':
      return { name: 'forceNewPassword', email, challenge };
    case 'CONFIRM_SIGN_IN_WITH_TOTP_CODE':
    case 'CONFIRM_SIGN_IN_WITH_EMAIL_CODE': {
      const type = step === 'CONFIRM_SIGN_IN_WITH_TOTP_CODE' ? 'TOTP' : 'EMAIL';
      return {
        name: 'confirmSignIn',
        email,
        challenge,
        type,
        destination,
        recoveryCodesAccepted: nextStep.recoveryCodesAccepted ?? false,
      };
    }
    case 'CONTINUE_SIGN_IN_WITH_MFA_SELECTION':
    case 'CONTINUE_SIGN_IN_WITH_MFA_SETUP_SELECTION':
      return {
        name: 'selectMfaType',
        email,
        challenge,
        types: nextStep.allowedMfaTypes ?? [],
        setup: step === 'CONTINUE_SIGN_IN_WITH_MFA_SETUP_SELECTION',
      };
    case 'CONTINUE_SIGN_IN_WITH_TOTP_SETUP':
      return nextStep.totpSetupDetails
        ? {
            name: 'setupTotp',
            email,
            challenge,
            secret: nextStep.totpSetupDetails.sharedSecret,
            uri: nextStep.totpSetupDetails.setupUri,
          }
        : { name: 'unsupportedStep', step };
    case 'CONTINUE_SIGN_IN_WITH_EMAIL_SETUP':
      return { name: 'setupEmail', email, challenge };
    default:
      return { name: 'unsupportedStep', step: step satisfies never };
  }
}

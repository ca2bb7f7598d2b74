import type { MfaType } from '#contract/auth/mfa-types.ts';

/** What each second factor is called on the sign-in screens and the account page. */
export const mfaTypeLabels: Record<MfaType, string> = {
  TOTP: 'Authenticator app',
  EMAIL: 'E-mail code',
};

/** The second factors a user can add (spec §9 lists SMS too; this product sends no text messages). */
export const mfaTypes = ['EMAIL', 'TOTP'] as const;
export type MfaType = (typeof mfaTypes)[number];

/** What each second factor is called on the sign-in screens, the account page and the CLI's prompt. */
export const mfaTypeLabels: Record<MfaType, string> = {
  TOTP: 'Authenticator app',
  EMAIL: 'E-mail code',
};

/** What each second factor asks for, beside its name where the user chooses one. */
export const mfaTypeHints: Record<MfaType, string> = {
  TOTP: 'A 6-digit code from an app on your phone.',
  EMAIL: 'A 6-digit code sent to your e-mail address.',
};

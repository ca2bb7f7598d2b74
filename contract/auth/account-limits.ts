/** Limits of accounts (spec §5 and §9), shared by the server's checks and the sign-in screens. */
export const accountLimits = {
  /** Who may have an account; the legal pages say it too. */
  minimumUserAge: 18,
  passwordMinLength: 8,
  passwordMaxLength: 256,
  /** Digits of a code sent by e-mail or shown by an authenticator app. */
  codeDigits: 6,
  /** The longest names of a passkey and of a personal access token. */
  passkeyNameMax: 60,
  tokenNameMax: 100,
  /** How long a started sign-in (a challenge such as choosing a new password) stays answerable. */
  signInStateMs: 180_000,
} as const;

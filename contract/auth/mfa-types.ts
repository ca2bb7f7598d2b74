/** The second factors a user can add (spec §9 lists SMS too; this product sends no text messages). */
export const mfaTypes = ['EMAIL', 'TOTP'] as const;
export type MfaType = (typeof mfaTypes)[number];

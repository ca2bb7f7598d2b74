import { z } from 'zod';
import { accountLimits } from './account-limits.ts';
import { codeDeliveryDetails, codePattern, passwordField, signInResponse } from './auth-schemas.ts';
import { formMessages } from './auth-messages.ts';
import { mfaTypes } from './mfa-types.ts';
import { passkeySummary } from './passkey-schemas.ts';
import type { MfaType } from './mfa-types.ts';

/**
 * MFA_MODE: off offers no new second factor or passkey (those set up before still work and can be
 * removed), optional lets users add them, required walks every user through adding a second factor.
 */
export const mfaModes = ['off', 'optional', 'required'] as const;
export type MfaMode = (typeof mfaModes)[number];

/** Numbers of multi-factor sign-in: the authenticator QR code's size (spec §9), recovery codes per set. */
export const mfaLimits = {
  totpQrSize: 228,
  recoveryCodeCount: 10,
  /** Letters and digits in each of a recovery code's two groups. */
  recoveryCodeGroup: 5,
  /** Wrong answers one sign-in challenge takes before it is spent. */
  challengeAttempts: 5,
  /** Sign-ins kept for the account page's list. */
  signInsShown: 10,
} as const;

/** The issuer an authenticator app shows beside the account. */
export const totpIssuer = 'Nemesis Day';

/** Messages of multi-factor sign-in; the first is the spec's (§5), word for word. */
export const mfaMessages = {
  incorrectMfaMethod: 'Incorrect MFA method was chosen. It should be either SMS, TOTP, or EMAIL',
  mfaOff:
    'New second steps and passkeys are turned off on this server. Those you set up before still work at sign-in, and you can remove them.',
  alreadyAdded: 'This sign-in method is already set up.',
  notAdded: 'This sign-in method is not set up.',
  setupFirst: 'Start the set-up again: it has expired or was never started.',
  lastFactorRequired: 'Multi-factor sign-in is required here: add another method before removing this one.',
  // An account made by a social sign-in has no password to confirm a change with (nor to fall back on).
  passwordNotSet: 'Your account has no password yet: set one on your account page first.',
  emailIsAccountAddress: 'E-mail codes go to the address you sign in with.',
  codeFormat: `Please enter the ${accountLimits.codeDigits}-digit code`,
} as const;

const recoveryCodeGroup = `[a-z2-9]{${mfaLimits.recoveryCodeGroup}}`;

/** A recovery code as shown: ten letters and digits in two groups, `abcde-23456`. */
export const recoveryCodePattern = new RegExp(`^${recoveryCodeGroup}-${recoveryCodeGroup}$`);

/** The characters of a recovery code as shown: both groups and the hyphen between them. */
export const recoveryCodeLength = mfaLimits.recoveryCodeGroup * 2 + 1;

/** What an answer to an MFA set-up step means (spec §5: a number is a TOTP code, an at-sign an e-mail, EMAIL or TOTP the type). */
export type MfaSetupAnswer =
  { kind: 'code'; code: string } | { kind: 'email'; email: string } | { kind: 'type'; type: MfaType };

/** Reads an answer to an MFA set-up or selection step; undefined means 'Incorrect MFA method was chosen…'. */
export function readMfaSetupAnswer(value: string): MfaSetupAnswer | undefined {
  const answer = value.trim();
  if (/^\d+$/.test(answer)) return { kind: 'code', code: answer };
  if (answer.includes('@')) return { kind: 'email', email: answer };
  if (answer === 'EMAIL' || answer === 'TOTP') return { kind: 'type', type: answer };
  return undefined;
}

/** A 6-digit code from an authenticator app or an e-mail. */
export const mfaCodeField = z
  .string({ error: formMessages.required })
  .trim()
  .min(1, formMessages.required)
  .regex(codePattern, mfaMessages.codeFormat);

/** How a sign-in was made, for the account page's list of sign-ins. */
export const signInMethods = [
  'password',
  'password+totp',
  'password+email',
  'password+recovery-code',
  'passkey',
  // A social provider's sign-in: alone, with the second factor the provider asserted (amr), or with ours.
  'provider',
  'provider+mfa',
  'provider+totp',
  'provider+email',
  'provider+recovery-code',
] as const;
export type SignInMethod = (typeof signInMethods)[number];

/** The account page's Security section: the ways the user signs in and their last sign-ins. */
export const securityResponse = z.object({
  mfaMode: z.enum(mfaModes),
  factors: z.array(z.object({ type: z.enum(mfaTypes), addedAt: z.string() })),
  recoveryCodesLeft: z.number().int(),
  passkeys: z.array(passkeySummary),
  signIns: z.array(z.object({ at: z.string(), method: z.enum(signInMethods), client: z.string() })),
});
export type SecurityInfo = z.infer<typeof securityResponse>;

/** A started authenticator-app set-up: the secret to type in and the otpauth URI for the QR code. */
export const totpSetupDetails = signInResponse.shape.nextStep.shape.totpSetupDetails.unwrap();
export const mfaCodeRequest = z.object({ code: mfaCodeField });
/** A factor was added: the recovery codes, when it was the first (shown once). */
export const factorAddedResponse = z.object({ recoveryCodes: z.array(z.string()).optional() });
export type FactorAddedResponse = z.infer<typeof factorAddedResponse>;
export const passwordCheckRequest = z.object({ password: passwordField });
export const recoveryCodesResponse = z.object({ recoveryCodes: z.array(z.string()) });
export const emailSetupResponse = z.object({ codeDeliveryDetails });

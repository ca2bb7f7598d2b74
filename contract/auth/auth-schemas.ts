import { z } from 'zod';
import { singleLine } from '../api/plain-text.ts';
import { accountLimits } from './account-limits.ts';
import { accessTokenMessages, formMessages } from './auth-messages.ts';
import { mailboxField } from './mailbox-field.ts';
import { mfaTypes } from './mfa-types.ts';

/** Every step a sign-in can answer with (decisions.md); MFA steps come with multi-factor sign-in. */
export const signInSteps = [
  'DONE',
  'CONFIRM_SIGN_UP',
  'RESET_PASSWORD',
  'CONFIRM_SIGN_IN_WITH_NEW_PASSWORD_REQUIRED',
  'CONFIRM_SIGN_IN_WITH_TOTP_CODE',
  'CONFIRM_SIGN_IN_WITH_EMAIL_CODE',
  'CONTINUE_SIGN_IN_WITH_MFA_SELECTION',
  'CONTINUE_SIGN_IN_WITH_MFA_SETUP_SELECTION',
  'CONTINUE_SIGN_IN_WITH_TOTP_SETUP',
  'CONTINUE_SIGN_IN_WITH_EMAIL_SETUP',
] as const;
export type SignInStep = (typeof signInSteps)[number];

/** An e-mail as typed: trimmed, required, one plain mailbox. Compared without regard to case. */
export const emailField = mailboxField(formMessages.required, formMessages.invalidEmail);

/** A password as typed: never trimmed; the policy is checked by the account service. */
export const passwordField = z
  .string({ error: formMessages.required })
  .min(1, formMessages.required)
  .max(accountLimits.passwordMaxLength, `Password must be ${accountLimits.passwordMaxLength} characters or less`);

/** Exactly accountLimits.codeDigits digits: a code from an e-mail or an authenticator app. */
export const codePattern = new RegExp(`^\\d{${accountLimits.codeDigits}}$`);

/** A 6-digit code from an e-mail. */
export const codeField = z
  .string({ error: formMessages.required })
  .trim()
  .min(1, formMessages.required)
  .regex(codePattern, `Please enter the ${accountLimits.codeDigits}-digit code from the e-mail`);

/** Where a code was sent (the address masked). */
export const codeDeliveryDetails = z.object({
  destination: z.string(),
  deliveryMedium: z.literal('EMAIL'),
  attributeName: z.literal('email'),
});

export const signUpRequest = z.object({ email: emailField, password: passwordField });
export const signUpResponse = z.object({
  isSignUpComplete: z.literal(false),
  nextStep: z.object({ signUpStep: z.literal('CONFIRM_SIGN_UP'), codeDeliveryDetails }),
});

export const confirmSignUpRequest = z.object({ email: emailField, code: codeField });
export const resendCodeRequest = z.object({ email: emailField });
export const codeSentResponse = z.object({ codeDeliveryDetails });

export const signInRequest = z.object({ email: emailField, password: passwordField });
/**
 * A sign-in's answer: signed in (DONE), or the next step, with a challenge token where the step needs
 * one; the MFA types to choose from, the authenticator secret to set up, and the recovery codes once
 * a first factor was added during sign-in (spec §3, other sign-in data).
 */
export const signInResponse = z.object({
  isSignedIn: z.boolean(),
  nextStep: z.object({
    signInStep: z.enum(signInSteps),
    codeDeliveryDetails: codeDeliveryDetails.optional(),
    allowedMfaTypes: z.array(z.enum(mfaTypes)).optional(),
    totpSetupDetails: z.object({ sharedSecret: z.string(), setupUri: z.string() }).optional(),
    /** At a code step: true when the account has an unused recovery code, which the step also takes. */
    recoveryCodesAccepted: z.boolean().optional(),
  }),
  challenge: z.string().optional(),
  recoveryCodes: z.array(z.string()).optional(),
  /** Contact attributes not yet verified, with their masked values: the skippable verify step follows. */
  unverifiedUserAttributes: z.object({ email: z.string() }).optional(),
});
export type SignInResponse = z.infer<typeof signInResponse>;

const challengeField = z.string().min(1, formMessages.required);
export const confirmSignInRequest = z.object({ challenge: challengeField, challengeResponse: passwordField });
/** Resend Code at the e-mail code step of a sign-in: the step's challenge. */
export const resendSignInCodeRequest = z.object({ challenge: challengeField });

/** Verify user (spec §2): the attribute to verify, then its code. */
export const verifyAttributeRequest = z.object({ attributeName: z.literal('email') });
export const confirmAttributeRequest = z.object({ attributeName: z.literal('email'), code: codeField });

export const forgotPasswordRequest = z.object({ email: emailField });
export const forgotPasswordResponse = z.object({
  nextStep: z.object({ resetPasswordStep: z.literal('CONFIRM_RESET_PASSWORD_WITH_CODE'), codeDeliveryDetails }),
});
export const confirmResetPasswordRequest = z.object({ email: emailField, code: codeField, newPassword: passwordField });
export const changePasswordRequest = z.object({ oldPassword: passwordField, newPassword: passwordField });

/** The signed-in user's claims (the spec's identity token, as the session sees it). */
export const sessionResponse = z.object({
  sub: z.string(),
  email: z.string(),
  username: z.string(),
  authMethod: z.enum(['password', 'passkey', 'oidc', 'token']),
  issuedAt: z.string(),
  /** When the session ends if unused, or when the personal access token expires. */
  expiresAt: z.string().nullable(),
  isAdmin: z.boolean(),
  /** What makes the user an admin: the server's ADMIN_EMAILS setting or the panel's admin list (config admin-users); null for a user who is not one. */
  adminBy: z.enum(['ADMIN_EMAILS', 'admin-users']).nullable(),
});
export type SessionClaims = z.infer<typeof sessionResponse>;

/** How many days a new personal access token may last; the first one offered is the default. */
export const tokenLifetimeDays = [90, 30, 7, 365] as const;
export const createTokenRequest = z.object({
  name: singleLine(
    z
      .string({ error: formMessages.required })
      .trim()
      .min(1, formMessages.required)
      .max(accountLimits.tokenNameMax, `Name must be ${accountLimits.tokenNameMax} characters or less`),
  ),
  expiresInDays: z
    .literal(tokenLifetimeDays, { error: accessTokenMessages.lifetime(tokenLifetimeDays) })
    .default(tokenLifetimeDays[0]),
});
/** A personal access token without its secret: when it stops being accepted, and when it was last used (to the minute), if ever. */
export const tokenSummary = z.object({
  id: z.string(),
  name: z.string(),
  createdAt: z.string(),
  expiresAt: z.string(),
  lastUsedAt: z.string().nullable(),
});
export type TokenSummary = z.infer<typeof tokenSummary>;
export const tokenListResponse = z.object({ tokens: z.array(tokenSummary) });
export const createTokenResponse = tokenSummary.extend({ token: z.string() });

/** The spec's login report: only the id matching the login type is set. A passkey sign-in reports `passkey` (ours), with cognitoId. */
export const loginReportRequest = z.object({
  email: z.string().trim().max(254),
  loginType: z.enum(['cognito', 'google', 'facebook', 'oidc', 'passkey']),
  firstName: singleLine(z.string().max(100)).optional(),
  lastName: singleLine(z.string().max(100)).optional(),
  cognitoId: z.string().max(100).optional(),
  googleId: z.string().max(100).optional(),
  facebookId: z.string().max(100).optional(),
});

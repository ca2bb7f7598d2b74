import { z } from 'zod';
import { singleLine } from '../api/plain-text.ts';
import { accountLimits } from './account-limits.ts';
import { formMessages } from './auth-messages.ts';

/** The passkey errors of spec §8, each with its message (the wording of the spec's sign-in library). */
export const passkeyMessages = {
  notSupported: 'Passkeys may not be supported on this device.',
  alreadyExists: 'Passkey already exists in authenticator.',
  invalidOptions: 'Invalid passkey registration options.',
  registrationFailed: 'Device failed to create passkey.',
  retrievalFailed: 'Device failed to retrieve passkey.',
  /** Ours, in plain words with what to do next: the browser's passkey prompt was closed (or timed out). */
  registrationCancelled:
    'The passkey prompt was closed before a passkey was made. Try again when your device is ready.',
  authenticationCancelled: 'The passkey prompt was closed. Try again, or choose another way to sign in.',
  /** A ceremony ended by the page itself (another one started). */
  aborted: 'Passkey operation has been aborted.',
  relyingPartyMismatch: 'Relying party does not match current domain.',
  /** Ours: the server does not know the passkey (removed, or made for another site). */
  notRecognised:
    'This passkey is not recognised here. Sign in with your password, then add the passkey again on your account page.',
  notFound: 'This passkey is not on your account.',
} as const;

/** What a passkey is called on the account page. */
export const passkeyNameField = singleLine(
  z
    .string({ error: formMessages.required })
    .trim()
    .min(1, formMessages.required)
    .max(accountLimits.passkeyNameMax, `Name must be ${accountLimits.passkeyNameMax} characters or less`),
);

/** A WebAuthn ceremony's options as the browser's startRegistration / startAuthentication take them, and the ticket that names the ceremony. */
export const passkeyOptionsResponse = z.object({ options: z.record(z.string(), z.unknown()), ticket: z.string() });

/** A credential as the browser's WebAuthn answer serialises it (checked in full by the server's WebAuthn library). */
export const webAuthnCredential = z.object({
  id: z.string().min(1).max(1024),
  rawId: z.string().min(1).max(1024),
  type: z.literal('public-key'),
  response: z.record(z.string(), z.unknown()),
  clientExtensionResults: z.record(z.string(), z.unknown()),
  authenticatorAttachment: z.string().optional(),
});

export type WebAuthnCredential = z.infer<typeof webAuthnCredential>;

export const addPasskeyRequest = z.object({
  ticket: z.string().min(1),
  name: passkeyNameField,
  credential: webAuthnCredential,
});
export const passkeySignInRequest = z.object({ ticket: z.string().min(1), credential: webAuthnCredential });
export const passkeySummary = z.object({
  id: z.string(),
  name: z.string(),
  createdAt: z.string(),
  lastUsedAt: z.string().nullable(),
});
export type PasskeySummary = z.infer<typeof passkeySummary>;

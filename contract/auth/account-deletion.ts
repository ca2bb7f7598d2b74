import { z } from 'zod';
import { codeField, passwordField } from './auth-schemas.ts';

/** Messages of Delete Account (ours: the spec has none). A wrong password gets the app's one answer, authErrorMessages.wrongCurrentPassword. */
export const accountDeletionMessages = {
  passwordRequired: 'Enter your password to delete your account.',
  codeRequired: 'Enter the code we e-mailed you to delete your account.',
  hasPassword: 'Your account has a password: enter it to delete your account.',
} as const;

/**
 * Delete Account, proving again that it is the owner: the account's password; for an account without
 * one (a provider made it), the code e-mailed for the deletion instead. The server says which is missing.
 */
export const deleteAccountRequest = z.object({ password: passwordField.optional(), code: codeField.optional() });
/** What Delete Account sends: the password, or the e-mailed code. */
export type DeleteAccountRequest = z.infer<typeof deleteAccountRequest>;

import { maskEmail, passwordProblems } from '#contract/auth/auth-messages.ts';
import type { PasswordPolicy } from '#contract/auth/auth-messages.ts';
import { AppError } from '../../app-error.ts';
import { newId } from '../../auth/secrets.ts';
import type { UserRow } from '../../db/schema.ts';

/** Trimmed and lower-cased: how e-mails are stored and compared. */
export const normaliseEmail = (email: string) => email.trim().toLowerCase();

/** Where a code went, in the answer's shape (the address masked). */
export const codeDelivery = (email: string) => ({
  destination: maskEmail(email),
  deliveryMedium: 'EMAIL' as const,
  attributeName: 'email' as const,
});

/** Throws InvalidPasswordException with the first rule of the policy that the password breaks. */
export function checkPasswordPolicy(password: string, policy: PasswordPolicy): void {
  const [problem] = passwordProblems(password, policy);
  if (problem) throw new AppError('InvalidPasswordException', problem);
}

/** A new account's row: a fresh id, joined `at`, never signed in, no names and no verified address yet. */
export function newUserRow(
  fields: Pick<UserRow, 'email' | 'passwordHash' | 'status' | 'requiredAction'>,
  at: Date,
): UserRow {
  return {
    id: newId(),
    emailVerifiedAt: null,
    givenName: null,
    familyName: null,
    createdAt: at.toISOString(),
    lastLoginAt: null,
    loginType: null,
    disabledAt: null,
    ...fields,
  };
}

/**
 * Whether a user may hold a session or token: confirmed, not disabled, and not waiting on a password reset
 * (an admin's Require Password Reset, the answer to a stolen password, shuts every way in until it is done).
 */
export function inGoodStanding(user: UserRow | undefined): user is UserRow {
  return user?.status === 'CONFIRMED' && user.disabledAt === null && user.requiredAction !== 'RESET_PASSWORD';
}

/** Whether an account still waits for its address to be confirmed: unconfirmed, and not disabled by an admin. */
export function awaitsConfirmation(user: UserRow | undefined): boolean {
  return user?.status === 'UNCONFIRMED' && user.disabledAt === null;
}

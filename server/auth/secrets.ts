import { createHmac, randomBytes, randomInt, randomUUID, timingSafeEqual } from 'node:crypto';
import { accountLimits } from '#contract/auth/account-limits.ts';
import { mfaLimits } from '#contract/auth/mfa-schemas.ts';

/** A new random id for a row. */
export function newId(): string {
  return randomUUID();
}

/** An unguessable token: 32 random bytes (256 bits), URL-safe. */
export function randomToken(prefix = ''): string {
  return prefix + randomBytes(32).toString('base64url');
}

/** A random 6-digit code, leading zeros kept. */
export function randomCode(): string {
  return String(randomInt(0, 10 ** accountLimits.codeDigits)).padStart(accountLimits.codeDigits, '0');
}

// Letters and digits that cannot be mistaken for one another (no 0/o, 1/l/i).
const recoveryAlphabet = 'abcdefghjkmnpqrstuvwxyz23456789';

/** A random recovery code, two groups of five: `abcde-23456` (about 50 bits). */
export function randomRecoveryCode(): string {
  const group = () =>
    Array.from(
      { length: mfaLimits.recoveryCodeGroup },
      () => recoveryAlphabet[randomInt(0, recoveryAlphabet.length)],
    ).join('');
  return `${group()}-${group()}`;
}

/**
 * Hashes a token or code with the server's secret. Keyed, so a leaked database does not let anyone
 * test guesses of 6-digit codes offline.
 */
export function createTokenHasher(secret: string) {
  const hash = (value: string) => createHmac('sha256', secret).update(value).digest('hex');
  return {
    hash,
    /** Whether `value` hashes to `expectedHash`, compared in constant time. */
    matches(value: string, expectedHash: string): boolean {
      const actual = Buffer.from(hash(value), 'hex');
      const expected = Buffer.from(expectedHash, 'hex');
      return actual.length === expected.length && timingSafeEqual(actual, expected);
    },
  };
}

export type TokenHasher = ReturnType<typeof createTokenHasher>;

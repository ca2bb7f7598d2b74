import { hash, verify } from '@node-rs/argon2';

// Argon2id (the library's default algorithm) with OWASP's suggested cost: 19 MiB, 2 passes.
const options = { memoryCost: 19_456, timeCost: 2, parallelism: 1 };

/** Hashes a password with argon2id. */
export function hashPassword(password: string): Promise<string> {
  return hash(password, options);
}

// Checked when there is no such user, so an unknown e-mail costs the same time as a wrong password.
const dummyHash = hashPassword('not a real password, only here to spend time');

/**
 * Whether `password` matches `passwordHash`; with no hash (no such user, or an account made through
 * a social provider, whose hash is empty), spends the same time and answers false.
 */
export async function verifyPassword(passwordHash: string | undefined, password: string): Promise<boolean> {
  const stored = passwordHash || undefined;
  try {
    const matches = await verify(stored ?? (await dummyHash), password);
    return stored !== undefined && matches;
  } catch {
    return false;
  }
}

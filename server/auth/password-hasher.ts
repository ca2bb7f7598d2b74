import { loadOnce } from '../load-once.ts';

// The native argon2 module loads with the first password (a sign-in, a sign-up), not at the server's start;
// later imports are the module system's cached one.
const loadArgon2 = () => import('@node-rs/argon2');

// Argon2id (the library's default algorithm) with OWASP's suggested cost: 19 MiB, 2 passes.
const options = { memoryCost: 19_456, timeCost: 2, parallelism: 1 };

/** Hashes a password with argon2id. */
export async function hashPassword(password: string): Promise<string> {
  return (await loadArgon2()).hash(password, options);
}

// Checked when there is no such user, so an unknown e-mail costs the same time as a wrong password. Made
// on the first check of either kind, which both wait for, rather than at start (19 MiB and a core's time).
const dummyHash = loadOnce(() => hashPassword('not a real password, only here to spend time'));

/**
 * Whether `password` matches `passwordHash`; with no hash (no such user, or an account made through
 * a social provider, whose hash is empty), spends the same time and answers false.
 */
export async function verifyPassword(passwordHash: string | undefined, password: string): Promise<boolean> {
  const stored = passwordHash || undefined;
  try {
    const dummy = await dummyHash();
    const matches = await (await loadArgon2()).verify(stored ?? dummy, password);
    return stored !== undefined && matches;
  } catch {
    return false;
  }
}

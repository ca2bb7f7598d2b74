import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

// Marks a sealed value and its format: a future format gets a new prefix, and plain text never starts with it.
const prefix = 'sealed1.';
const ivBytes = 12;
const tagBytes = 16;

/**
 * Seals short secrets for storage (AES-256-GCM, authenticated) with a key derived from the session
 * secret for one purpose, so a copy of the database alone reveals none of them, and a value sealed
 * for one purpose cannot be passed off as another's. Opens with the current secret or, while
 * SESSION_SECRET_PREVIOUS is set, the one before it (so a key change can re-seal what it had).
 */
export function createSecretBox(purpose: string, secret: string, previousSecret?: string) {
  const keyOf = (from: string) => Buffer.from(hkdfSync('sha256', from, 'nemesis-day', purpose, 32));
  const key = keyOf(secret);
  const keys = previousSecret ? [key, keyOf(previousSecret)] : [key];

  /** The plain text under `candidate`, or undefined when it was sealed with another key or altered. */
  const openWith = (candidate: Buffer, data: Buffer): string | undefined => {
    try {
      const decipher = createDecipheriv('aes-256-gcm', candidate, data.subarray(0, ivBytes));
      decipher.setAuthTag(data.subarray(ivBytes, ivBytes + tagBytes));
      return Buffer.concat([decipher.update(data.subarray(ivBytes + tagBytes)), decipher.final()]).toString('utf8');
    } catch {
      return undefined;
    }
  };

  return {
    /** Seals `plain` with the current key. */
    seal(plain: string): string {
      const iv = randomBytes(ivBytes);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return prefix + Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64url');
    },

    /**
     * Opens a sealed value: its plain text, and whether it was sealed with the current key (else it
     * should be sealed again). Undefined when no key opens it, or it is not a sealed value.
     */
    open(sealed: string): { plain: string; current: boolean } | undefined {
      if (!isSealed(sealed)) return undefined;
      const data = Buffer.from(sealed.slice(prefix.length), 'base64url');
      for (const [index, candidate] of keys.entries()) {
        const plain = openWith(candidate, data);
        if (plain !== undefined) return { plain, current: index === 0 };
      }
      return undefined;
    },
  };
}

/** Whether a stored value is sealed (rather than plain text kept by an earlier version). */
export function isSealed(value: string): boolean {
  return value.startsWith(prefix);
}

export type SecretBox = ReturnType<typeof createSecretBox>;

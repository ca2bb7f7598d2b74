import type { SecretBox } from '../../auth/secret-box.ts';
import { normaliseEmail } from './account-rules.ts';
import type { Clock } from '../../clock.ts';

/** How long a browser may take to enter the code of its sign-up: as long as an unconfirmed account is kept. */
export const pendingSignUpMs = 24 * 3_600_000;

/**
 * A sign-up as the browser that made it holds it: a sealed ticket (kept in an HttpOnly cookie) with
 * the address and the hash of the password chosen in that browser. A confirmation code proves the
 * address; the ticket says whose password it confirms. So a code confirms the password of the one who
 * enters it, never that of someone else who signed up with the same address.
 */
export function createPendingSignUps(box: SecretBox, clock: Clock) {
  return {
    /** The ticket of a sign-up for `email` with the password `passwordHash`, valid for a day. */
    ticket(email: string, passwordHash: string): string {
      return box.seal(
        JSON.stringify({
          email: normaliseEmail(email),
          passwordHash,
          expiresAt: clock.now().getTime() + pendingSignUpMs,
        }),
      );
    },

    /** The password hash a browser's ticket holds for `email`; undefined without a ticket, for another address, expired, or forged. */
    passwordHashFor(ticket: string | undefined, email: string): string | undefined {
      const opened = ticket ? box.open(ticket) : undefined;
      if (!opened) return undefined;
      const pending = JSON.parse(opened.plain) as { email: string; passwordHash: string; expiresAt: number };
      return pending.email === normaliseEmail(email) && pending.expiresAt > clock.now().getTime()
        ? pending.passwordHash
        : undefined;
    },
  };
}

export type PendingSignUps = ReturnType<typeof createPendingSignUps>;

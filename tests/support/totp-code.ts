import { Secret, TOTP } from 'otpauth';

// RFC 6238's 30-second step, as the server and authenticator apps count it.
const stepMs = 30_000;

/** The TOTP step `time` falls in (by default, the step of now). */
export function totpStepOf(time = Date.now()): number {
  return Math.floor(time / stepMs);
}

/**
 * An authenticator app's code for `secret`, `steps` steps after step `from` (by default the step of
 * now). A test whose codes must keep their meaning while it runs fixes `from` once, at its start: the
 * server's clock is then in that step or the next, and the test picks codes answered alike in both.
 */
export function totpCode(secret: string, steps = 0, from = totpStepOf()): string {
  return TOTP.generate({ secret: Secret.fromBase32(secret), timestamp: (from + steps) * stepMs });
}

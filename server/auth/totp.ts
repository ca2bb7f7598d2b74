import { Secret, TOTP } from 'otpauth';
import { accountLimits } from '#contract/auth/account-limits.ts';
import { totpIssuer } from '#contract/auth/mfa-schemas.ts';

const period = 30;

const totpFor = (secret: string, account: string) =>
  new TOTP({
    issuer: totpIssuer,
    label: account,
    algorithm: 'SHA1',
    digits: accountLimits.codeDigits,
    period,
    secret: Secret.fromBase32(secret),
  });

/** A new authenticator-app secret (160 bits, base32, as RFC 6238 apps expect). */
export function newTotpSecret(): string {
  return new Secret({ size: 20 }).base32;
}

/** The otpauth:// URI an authenticator app reads from the QR code (issuer Nemesis Day, the account's e-mail). */
export function totpUri(secret: string, account: string): string {
  return totpFor(secret, account).toString();
}

/** The 30-second step a code belongs to at `now` (ms) if it is right within one step of clock drift either way; otherwise undefined. */
export function totpStep(secret: string, code: string, now: number): number | undefined {
  const delta = totpFor(secret, '').validate({ token: code, timestamp: now, window: 1 });
  return delta === null ? undefined : Math.floor(now / 1000 / period) + delta;
}

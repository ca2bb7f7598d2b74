import type { DeviceTokens } from '../../auth/device-tokens.ts';
import type { UserRow } from '../../db/schema.ts';
import { authLimits } from '../limits/rate-limits.ts';
import type { RateLimiter } from '../limits/rate-limiter.ts';

/** Who submits a password: the client's address, the device cookie its browser holds, if any, and its user agent. */
export interface PasswordClient {
  ip: string;
  deviceToken?: string;
  userAgent?: string;
}

/**
 * Failure limits on passwords, as OWASP's device cookies describe: failures count per account and
 * client (the browser's device cookie for that account, else its address) with a low limit, and per
 * account with a much higher ceiling that a browser holding the account's device cookie is exempt
 * from. So strangers, from however many addresses, cannot lock out a browser that signed in before.
 */
export function createPasswordGuard(deps: { limiter: RateLimiter; devices: DeviceTokens }) {
  const { limiter, devices } = deps;
  const clientOf = (address: string, user: UserRow | undefined, client: PasswordClient) => {
    const deviceId = user && devices.deviceIdFor(client.deviceToken, user.id);
    return { deviceId, key: `${address} ${deviceId ? `device ${deviceId}` : `ip ${client.ip}`}` };
  };
  const succeeded = (user: UserRow, client: PasswordClient) =>
    limiter.reset(authLimits.signInFailuresPerClient, clientOf(user.email, user, client).key);

  return {
    /**
     * Counts an attempt on `address` (the account `user`, if there is one) before its password is
     * checked, so guesses sent in parallel cannot outrun the limits; a right password then clears this
     * client's count (`succeeded`). Throws TooManyFailedAttemptsException, the same for any address,
     * when this client may not try now.
     */
    async begin(address: string, user: UserRow | undefined, client: PasswordClient): Promise<void> {
      const { deviceId, key } = clientOf(address, user, client);
      await limiter.hit(authLimits.signInFailuresPerClient, key);
      if (!deviceId) await limiter.hit(authLimits.signInFailuresPerAccount, address);
    },

    /** Clears this client's failures on the account (a right password, or a confirmed address). */
    succeeded,

    /** Clears this client's and the account-wide failures: the owner proved the address and chose a new password. */
    async recovered(user: UserRow, client: PasswordClient): Promise<void> {
      await succeeded(user, client);
      await limiter.reset(authLimits.signInFailuresPerAccount, user.email);
    },

    /** A device token for a browser that has just signed in to the account. */
    deviceToken(user: UserRow): string {
      return devices.issue(user.id);
    },
  };
}

export type PasswordGuard = ReturnType<typeof createPasswordGuard>;

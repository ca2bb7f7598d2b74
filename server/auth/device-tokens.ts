import { randomBytes } from 'node:crypto';
import type { TokenHasher } from './secrets.ts';

/**
 * Device tokens, OWASP's device cookies: proof that a browser signed in to an account before. A
 * random device id and an HMAC of it with the account id under the server's secret, so nothing is
 * stored and no token works for another account.
 */
export function createDeviceTokens(hasher: TokenHasher) {
  const signed = (userId: string, deviceId: string) => `device:${userId}:${deviceId}`;
  return {
    /** A new token for a browser that just signed in to the account `userId`. */
    issue(userId: string): string {
      const deviceId = randomBytes(16).toString('hex');
      return `${deviceId}.${hasher.hash(signed(userId, deviceId))}`;
    },

    /** The device id of `token` if it was issued for the account `userId`, else undefined. */
    deviceIdFor(token: string | undefined, userId: string): string | undefined {
      const [deviceId = '', signature = ''] = token?.split('.') ?? [];
      if (!/^[0-9a-f]{32}$/.test(deviceId)) return undefined;
      return hasher.matches(signed(userId, deviceId), signature) ? deviceId : undefined;
    },
  };
}

export type DeviceTokens = ReturnType<typeof createDeviceTokens>;

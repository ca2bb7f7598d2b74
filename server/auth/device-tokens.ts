import { randomBytes } from 'node:crypto';
import type { TokenHasher } from './secrets.ts';

/**
 * Device tokens, the value of the one device cookie: a random device id signed with the server's
 * secret (`id.signature`), so a browser is only ever a visitor this server issued, never one of its
 * own choosing; after a sign-in also signed for the account (`id.signature.accountSignature`), OWASP's
 * device cookie, proof that the browser signed in to that account before. Nothing is stored, and no
 * token works for another account.
 */
export function createDeviceTokens(hasher: TokenHasher) {
  const device = (deviceId: string) => `visitor-device:${deviceId}`;
  const account = (userId: string, deviceId: string) => `device:${userId}:${deviceId}`;
  const parts = (token: string | undefined) => {
    const [deviceId = '', ...signatures] = token?.split('.') ?? [];
    return { deviceId: /^[0-9a-f]{32}$/.test(deviceId) ? deviceId : undefined, signatures };
  };
  const issueVisitor = () => {
    const deviceId = randomBytes(16).toString('hex');
    return { deviceId, token: `${deviceId}.${hasher.hash(device(deviceId))}` };
  };
  return {
    /** A new device id, and its token, for a browser this server does not know yet. */
    issueVisitor,

    /** A new token for a browser that just signed in to the account `userId`. */
    issue(userId: string): string {
      const { deviceId, token } = issueVisitor();
      return `${token}.${hasher.hash(account(userId, deviceId))}`;
    },

    /** The device id of `token` if this server issued it (to a visitor or at a sign-in), else undefined. */
    deviceIdOf(token: string | undefined): string | undefined {
      const { deviceId, signatures } = parts(token);
      return deviceId && signatures[0] && hasher.matches(device(deviceId), signatures[0]) ? deviceId : undefined;
    },

    /** The device id of `token` if it was issued for the account `userId`, else undefined. */
    deviceIdFor(token: string | undefined, userId: string): string | undefined {
      const { deviceId, signatures } = parts(token);
      // The account's signature comes last, also in the `id.accountSignature` tokens of before visitors were signed.
      const signature = signatures.at(-1);
      return deviceId && signature && hasher.matches(account(userId, deviceId), signature) ? deviceId : undefined;
    },
  };
}

export type DeviceTokens = ReturnType<typeof createDeviceTokens>;

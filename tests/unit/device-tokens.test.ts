import { describe, expect, it } from 'vitest';
import { createDeviceTokens } from '../../server/auth/device-tokens.ts';
import { createTokenHasher } from '../../server/auth/secrets.ts';

const tokens = createDeviceTokens(createTokenHasher('s'.repeat(40)));
const elsewhere = createDeviceTokens(createTokenHasher('o'.repeat(40)));
const alice = '6f1c1f55-0d0e-4a53-9a53-5b0c7d3c1a01';
const bob = '0b6a5f3e-8c1d-4f0e-9d2a-7e4b1c9f2d02';

describe('device tokens', () => {
  it('makes a visitor one the server knows again, and proof of no account', () => {
    const { deviceId, token } = tokens.issueVisitor();
    expect(token).toMatch(new RegExp(`^${deviceId}\\.[0-9a-f]{64}$`));
    expect(tokens.deviceIdOf(token)).toBe(deviceId);
    expect(tokens.deviceIdFor(token, alice)).toBeUndefined();
    expect(tokens.issueVisitor().deviceId).not.toBe(deviceId);
  });

  it('signs a browser that signed in for its account only, and it stays a visitor the server knows', () => {
    const token = tokens.issue(alice);
    const deviceId = token.split('.')[0];
    expect(token).toMatch(/^[0-9a-f]{32}\.[0-9a-f]{64}\.[0-9a-f]{64}$/);
    expect(tokens.deviceIdFor(token, alice)).toBe(deviceId);
    expect(tokens.deviceIdFor(token, bob)).toBeUndefined();
    expect(tokens.deviceIdOf(token)).toBe(deviceId);
  });

  it('knows nobody by a made-up, altered or foreign value', () => {
    const { deviceId, token } = tokens.issueVisitor();
    const [, signature = ''] = token.split('.');
    const account = tokens.issue(alice);
    const made = [
      undefined,
      '',
      'made-up',
      deviceId,
      `${'0'.repeat(32)}.${'f'.repeat(64)}`,
      `${'0'.repeat(32)}.${signature}`,
      `${deviceId}.${signature.replace(/^./, (c) => (c === '0' ? '1' : '0'))}`,
      `${deviceId.toUpperCase()}.${signature}`,
      elsewhere.issueVisitor().token,
    ];
    for (const value of made) expect(tokens.deviceIdOf(value), String(value)).toBeUndefined();
    expect(tokens.deviceIdFor(elsewhere.issue(alice), alice)).toBeUndefined();
    // An account's signature does not stand in for the device's.
    const [id = '', , accountSignature = ''] = account.split('.');
    expect(tokens.deviceIdOf(`${id}.${accountSignature}`)).toBeUndefined();
  });
});

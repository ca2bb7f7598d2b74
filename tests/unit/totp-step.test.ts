import { describe, expect, it } from 'vitest';
import { totpStep } from '../../server/auth/totp.ts';
import { totpCode } from '../support/totp-code.ts';

// A fixed secret and clock (any step will do), so every code here is always the same.
const secret = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';
const step = 58_000_123;
const now = step * 30_000 + 12_345;

describe('an authenticator code at the server', () => {
  it('is taken within one 30-second step of the clock either way, as the step it belongs to', () => {
    for (const drift of [-1, 0, 1])
      expect(totpStep(secret, totpCode(secret, drift, step), now), `${drift}`).toBe(step + drift);
  });

  it('is refused two steps or more away from the clock', () => {
    for (const drift of [-3, -2, 2, 3])
      expect(totpStep(secret, totpCode(secret, drift, step), now), `${drift}`).toBeUndefined();
  });
});

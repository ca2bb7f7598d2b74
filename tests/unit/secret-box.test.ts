import { describe, expect, it } from 'vitest';
import { createSecretBox, isSealed } from '../../server/auth/secret-box.ts';

const current = 'c'.repeat(40);
const previous = 'p'.repeat(40);

describe('secret box', () => {
  it('seals so that only the same key and purpose open it, differently each time', () => {
    const box = createSecretBox('totp-secrets', current);
    const sealed = box.seal('JBSWY3DPEHPK3PXP');
    expect(isSealed(sealed)).toBe(true);
    expect(sealed).not.toContain('JBSWY3DPEHPK3PXP');
    expect(box.seal('JBSWY3DPEHPK3PXP')).not.toBe(sealed);
    expect(box.open(sealed)).toEqual({ plain: 'JBSWY3DPEHPK3PXP', current: true });
    expect(createSecretBox('mail-outbox', current).open(sealed)).toBeUndefined();
    expect(createSecretBox('totp-secrets', previous).open(sealed)).toBeUndefined();
  });

  it('refuses an altered value and plain text', () => {
    const box = createSecretBox('totp-secrets', current);
    const sealed = box.seal('a secret');
    const flipped = sealed.slice(0, -2) + (sealed.at(-2) === 'A' ? 'B' : 'A') + sealed.at(-1);
    expect(box.open(flipped)).toBeUndefined();
    expect(box.open('JBSWY3DPEHPK3PXP')).toBeUndefined();
  });

  it('opens what the previous key sealed, saying it should be sealed again', () => {
    const old = createSecretBox('totp-secrets', previous).seal('a secret');
    expect(createSecretBox('totp-secrets', current, previous).open(old)).toEqual({ plain: 'a secret', current: false });
  });
});

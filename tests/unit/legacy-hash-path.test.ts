import { describe, expect, it } from 'vitest';
import { legacyHashPath } from '../../web/src/app/legacy-hash-path.ts';

describe('legacy hash URLs', () => {
  it('maps a hash starting with notes/ to the note path', () => {
    expect(legacyHashPath('#/notes/abc12')).toBe('/notes/abc12');
    expect(legacyHashPath('#notes/abc12')).toBe('/notes/abc12');
    expect(legacyHashPath('#/notes/abc12/my-rival')).toBe('/notes/abc12/my-rival');
  });

  it('maps the old routes to their paths', () => {
    expect(legacyHashPath('#account')).toBe('/account');
    expect(legacyHashPath('#/faq')).toBe('/faq');
    expect(legacyHashPath('#/admin/prompts')).toBe('/admin/prompts');
    expect(legacyHashPath('#/famous-nemesises')).toBe('/famous-nemesises');
  });

  it('leaves in-page anchors and empty hashes alone', () => {
    expect(legacyHashPath('')).toBeNull();
    expect(legacyHashPath('#')).toBeNull();
    expect(legacyHashPath('#main')).toBeNull();
    expect(legacyHashPath('#faq-section')).toBeNull();
  });
});

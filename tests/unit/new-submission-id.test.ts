import { afterEach, describe, expect, it, vi } from 'vitest';
import { submissionIdField } from '#contract/forms/forms-schemas.ts';
import { newSubmissionId } from '../../web/src/offline/new-submission-id.ts';

const uuidV4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

afterEach(() => vi.unstubAllGlobals());

describe('a submission’s idempotency key', () => {
  it('is a random UUID the server takes', () => {
    const ids = new Set(Array.from({ length: 50 }, newSubmissionId));
    expect(ids.size).toBe(50);
    for (const id of ids) expect(submissionIdField.safeParse(id).success).toBe(true);
  });

  it('is a version 4 UUID also where randomUUID is missing (plain http from another machine)', () => {
    const real = globalThis.crypto;
    vi.stubGlobal('crypto', {
      getRandomValues: <T extends Uint8Array<ArrayBuffer>>(bytes: T) => real.getRandomValues(bytes),
    });
    expect(globalThis.crypto.randomUUID).toBeUndefined();
    for (let i = 0; i < 50; i++) {
      const id = newSubmissionId();
      expect(id).toMatch(uuidV4);
      expect(submissionIdField.safeParse(id).success).toBe(true);
    }
  });
});

import { describe, expect, it } from 'vitest';
import { ApiError } from '#contract/api/api-error.ts';
import { classifyError } from '#contract/api/error-catalogue.ts';
import { retryDelayMs, retryPolicies, withRetry } from '#contract/api/retry-policy.ts';

function failingTimes(failures: number, error: () => unknown) {
  let calls = 0;
  const attempt = async () => {
    calls++;
    if (calls <= failures) throw error();
    return 'done';
  };
  return { attempt, calls: () => calls };
}

const isRetryable = (error: unknown) => error instanceof ApiError && error.retryable;

describe('retry policy', () => {
  it('waits 1 s, then doubles, up to 10 s', () => {
    const delays = [1, 2, 3, 4, 5, 6].map((retry) => retryDelayMs(retryPolicies.default, retry));
    expect(delays).toEqual([1000, 2000, 4000, 8000, 10_000, 10_000]);
    expect([1, 2, 3, 4].map((retry) => retryDelayMs(retryPolicies.generation, retry))).toEqual([
      2000, 4000, 8000, 15_000,
    ]);
  });

  it('tries a retryable failure three times in all, sleeping the policy’s delays', async () => {
    const sleeps: number[] = [];
    const run = failingTimes(5, () => ApiError.network());
    await expect(
      withRetry(retryPolicies.default, run.attempt, isRetryable, async (ms) => void sleeps.push(ms)),
    ).rejects.toMatchObject({ type: 'network' });
    expect(run.calls()).toBe(3);
    expect(sleeps).toEqual([1000, 2000]);
  });

  it('returns as soon as an attempt succeeds', async () => {
    const run = failingTimes(2, () => ApiError.fromResponse(503, { error: 'INTERNAL_ERROR', message: 'x' }));
    await expect(withRetry(retryPolicies.default, run.attempt, isRetryable, async () => {})).resolves.toBe('done');
    expect(run.calls()).toBe(3);
  });

  it('never retries a failure that is not retryable', async () => {
    const run = failingTimes(5, () =>
      ApiError.fromResponse(400, { error: 'INVALID_INPUT', message: 'Nemesis name is required' }),
    );
    await expect(withRetry(retryPolicies.default, run.attempt, isRetryable, async () => {})).rejects.toMatchObject({
      code: 'INVALID_INPUT',
      serverMessage: 'Nemesis name is required',
    });
    expect(run.calls()).toBe(1);
  });

  it('gives admin calls two attempts', async () => {
    const run = failingTimes(5, () => ApiError.fromResponse(500, { error: 'ADMIN_INTERNAL_ERROR', message: 'x' }));
    await expect(withRetry(retryPolicies.admin, run.attempt, isRetryable, async () => {})).rejects.toBeInstanceOf(
      ApiError,
    );
    expect(run.calls()).toBe(2);
  });
});

describe('error classification', () => {
  it('uses the catalogue for known codes and treats unknown codes as unknown and retryable', () => {
    expect(classifyError(400, 'INVALID_INPUT')).toEqual({ type: 'validation', retryable: false });
    expect(classifyError(502, 'AI_GENERATION_FAILED')).toEqual({ type: 'ai', retryable: true });
    expect(classifyError(429, 'RATE_LIMIT_EXCEEDED')).toEqual({ type: 'rate-limit', retryable: true });
    expect(classifyError(403, 'ADMIN_FORBIDDEN')).toEqual({ type: 'authentication', retryable: false });
    expect(classifyError(418, 'SOMETHING_NEW')).toEqual({ type: 'unknown', retryable: true });
  });

  it('falls back to the status without a code', () => {
    expect(classifyError(401, undefined)).toEqual({ type: 'authentication', retryable: false });
    expect(classifyError(404, undefined)).toEqual({ type: 'not-found', retryable: false });
    expect(classifyError(409, undefined)).toEqual({ type: 'conflict', retryable: false });
    expect(classifyError(429, undefined)).toEqual({ type: 'rate-limit', retryable: true });
    expect(classifyError(503, undefined)).toEqual({ type: 'server', retryable: true });
    expect(classifyError(422, undefined)).toEqual({ type: 'validation', retryable: false });
  });

  it('shows the spec’s user messages', () => {
    expect(ApiError.network().message).toBe('Network error - please check your connection and try again');
    expect(ApiError.fromResponse(502, { error: 'AI_GENERATION_FAILED', message: 'x' }).message).toBe(
      'AI generation failed - please try again in a moment',
    );
    expect(ApiError.fromResponse(500, undefined).message).toBe('Server returned invalid response - please try again');
    expect(ApiError.fromResponse(409, {}).message).toBe(
      'The resource was modified by another user - please refresh and try again',
    );
  });
});

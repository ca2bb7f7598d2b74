/** How often and how patiently a client retries a retryable failure (spec §7, §9). */
export interface RetryPolicy {
  attempts: number;
  baseDelayMs: number;
  maxDelayMs: number;
}

/** The spec's policies: default calls, AI generation calls, admin calls, and calls made once. */
export const retryPolicies = {
  default: { attempts: 3, baseDelayMs: 1000, maxDelayMs: 10_000 },
  generation: { attempts: 3, baseDelayMs: 2000, maxDelayMs: 15_000 },
  admin: { attempts: 2, baseDelayMs: 1000, maxDelayMs: 10_000 },
  once: { attempts: 1, baseDelayMs: 0, maxDelayMs: 0 },
} as const satisfies Record<string, RetryPolicy>;

/** The name of one of the spec's retry policies. */
export type RetryPolicyName = keyof typeof retryPolicies;

/** The wait before retry number `retry` (1 = the first retry): the base delay doubled each time, capped. */
export function retryDelayMs(policy: RetryPolicy, retry: number): number {
  return Math.min(policy.baseDelayMs * 2 ** (retry - 1), policy.maxDelayMs);
}

/**
 * Runs `attempt` up to `policy.attempts` times, waiting between tries, while the failure is retryable.
 * Throws the last failure.
 */
export async function withRetry<T>(
  policy: RetryPolicy,
  attempt: () => Promise<T>,
  isRetryable: (error: unknown) => boolean,
  sleep: (ms: number) => Promise<void> = (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
): Promise<T> {
  for (let tryNumber = 1; ; tryNumber++) {
    try {
      return await attempt();
    } catch (error) {
      if (tryNumber >= policy.attempts || !isRetryable(error)) throw error;
      await sleep(retryDelayMs(policy, tryNumber));
    }
  }
}

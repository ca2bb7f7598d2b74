import type { ApiError } from '#contract/api/api-error.ts';

/** The ApiError a call fails with; the test fails if the call succeeds. */
export async function failureOf(call: Promise<unknown>): Promise<ApiError> {
  try {
    await call;
  } catch (error) {
    return error as ApiError;
  }
  throw new Error('Expected the call to fail');
}

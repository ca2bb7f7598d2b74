import { ApiError } from '#contract/api/api-error.ts';

/** Waits for a delete call; one that finds the thing already gone counts as done, as that is what the user wanted. */
export async function treatGoneAsDone(call: Promise<unknown>): Promise<void> {
  try {
    await call;
  } catch (error) {
    if (!(error instanceof ApiError && error.type === 'not-found')) throw error;
  }
}

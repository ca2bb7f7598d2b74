/**
 * Runs an offline-store operation that must never break a page (storage can be blocked, full or
 * private): resolves with its result, or with `fallback` after logging the failure as info.
 */
export async function quietly<T>(what: string, operation: () => Promise<T>, fallback: T): Promise<T> {
  try {
    return await operation();
  } catch (error) {
    console.info(`Offline store: ${what} failed`, error);
    return fallback;
  }
}

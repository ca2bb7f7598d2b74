/**
 * `load` made on the first call and its promise kept for every later one, so that what a server
 * does not need at start (an SDK, a parser, a renderer) loads on first use, once. A load that failed
 * is forgotten: the next call tries again rather than failing for good.
 */
export function loadOnce<T>(load: () => Promise<T>): () => Promise<T> {
  let loading: Promise<T> | undefined;
  return () =>
    (loading ??= load().catch((error: unknown) => {
      loading = undefined;
      throw error;
    }));
}

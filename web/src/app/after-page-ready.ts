import { useSyncExternalStore } from 'react';

/** The longest the work after the page waits: for the page to be interactive, then for the browser to be idle. */
const readyAtMostMs = 5000;
const idleAtMostMs = 2000;

let markReady: () => void = () => {};
const ready = new Promise<void>((resolve) => (markReady = resolve));
let idle: Promise<void> | undefined;
let idleNow = false;

/** Says the first page is interactive (PageReadyMark, once React has hydrated or rendered it). */
export function markPageReady(): void {
  markReady();
}

/**
 * Resolves once the first page is interactive and the browser is then idle: for the work a reader
 * does not need yet (the service worker and its precache, the offline store, waiting submissions,
 * the reactions' counts), which would otherwise compete with the page's own code for the network
 * and the main thread. At most a few seconds late: a page that failed to render still gets its
 * offline support.
 */
export function afterPageReady(): Promise<void> {
  idle ??= (async () => {
    await Promise.race([ready, new Promise((resolve) => setTimeout(resolve, readyAtMostMs))]);
    // Safari has no idle callback: a task after the page's own is the nearest thing.
    await new Promise<void>((resolve) =>
      typeof requestIdleCallback === 'function'
        ? requestIdleCallback(() => resolve(), { timeout: idleAtMostMs })
        : setTimeout(resolve),
    );
    idleNow = true;
  })();
  return idle;
}

function subscribeToPageIdle(changed: () => void): () => void {
  let listening = true;
  void afterPageReady().then(() => listening && changed());
  return () => void (listening = false);
}

/** Whether afterPageReady has resolved, for a component: false on the server and while hydrating, then true for good. */
export function usePageIdle(): boolean {
  return useSyncExternalStore(
    subscribeToPageIdle,
    () => idleNow,
    () => false,
  );
}

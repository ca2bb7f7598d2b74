import { useSyncExternalStore } from 'react';
import type { Workbox } from 'workbox-window';

let workbox: Workbox | undefined;
let updateWaiting = false;
/** This tab asked for the update (its Update button), so it reloads as soon as the new version is in control. */
let updateRequested = false;
/** The new version took over while this tab still runs the old one (another tab asked for it). */
let takenOver = false;
const listeners = new Set<() => void>();

function offerUpdate(): void {
  updateWaiting = true;
  listeners.forEach((listener) => listener());
}

/** Registers the service worker that precaches the app shell (production builds only). */
export async function registerServiceWorker(): Promise<void> {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  // Loaded after the page is up: a first visit shows the page without it.
  const { Workbox } = await import('workbox-window');
  workbox = new Workbox('/sw.js');
  workbox.addEventListener('waiting', offerUpdate);
  // The tab that asked reloads into the new version; any other tab keeps what is on screen (a
  // half-written form, say) and keeps offering the reload.
  workbox.addEventListener('controlling', () => {
    if (updateRequested) return window.location.reload();
    takenOver = true;
    offerUpdate();
  });
  // Where service workers are blocked (a setting, a private window) the app works, only not offline.
  workbox.register().catch((error: unknown) => console.warn('Offline support is unavailable here', error));
}

/** Whether a new version has been downloaded and waits to be applied; never on the server, nor while hydrating. */
export function useUpdateWaiting(): boolean {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => updateWaiting,
    () => false,
  );
}

/** Activates the waiting version and reloads this page once it is in control (at once if it already is). */
export function applyUpdate(): void {
  if (takenOver) return window.location.reload();
  updateRequested = true;
  workbox?.messageSkipWaiting();
}

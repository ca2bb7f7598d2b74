import { useSyncExternalStore } from 'react';
import { Workbox } from 'workbox-window';

let workbox: Workbox | undefined;
let updateWaiting = false;
const listeners = new Set<() => void>();

/** Registers the service worker that precaches the app shell (production builds only). */
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  workbox = new Workbox('/sw.js');
  workbox.addEventListener('waiting', () => {
    updateWaiting = true;
    listeners.forEach((listener) => listener());
  });
  // Once the new worker takes over, reload so every page runs the new version.
  workbox.addEventListener('controlling', () => window.location.reload());
  void workbox.register();
}

/** Whether a new version has been downloaded and waits to be applied. */
export function useUpdateWaiting(): boolean {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => updateWaiting,
  );
}

/** Activates the waiting version; the page reloads when it takes control. */
export function applyUpdate(): void {
  workbox?.messageSkipWaiting();
}

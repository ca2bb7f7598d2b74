import { useEffect } from 'react';

/** How often a copy shown for want of an answer asks again while the browser believes it is online. */
const retryEveryMs = 30_000;

/**
 * While `waiting` (the device's copy is on screen because the server gave no answer), calls `retry`
 * when the connection comes back, and every 30 s while the browser has a connection (the server
 * itself could not be reached: it may be restarting).
 */
export function useReconnect(waiting: boolean, retry: () => void): void {
  useEffect(() => {
    if (!waiting) return;
    const timer = window.setInterval(() => navigator.onLine && retry(), retryEveryMs);
    window.addEventListener('online', retry);
    return () => {
      window.clearInterval(timer);
      window.removeEventListener('online', retry);
    };
  }, [waiting, retry]);
}

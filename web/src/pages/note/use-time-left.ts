import { useEffect, useState } from 'react';
import { useHydrated } from '../../hooks/use-hydrated.ts';

const tickMs = 1000;

/**
 * Milliseconds left until `at` (ISO) by the reader's clock, ticking every second; undefined on the
 * server and while hydrating (only the browser knows its clock). A tick each second rather than one
 * timer for the whole wait: a timer over about 24 days fires at once, and a sleeping device's timers
 * run late.
 */
export function useTimeLeft(at: string): number | undefined {
  const hydrated = useHydrated();
  const [now, setNow] = useState<number>();
  if (hydrated && now === undefined) setNow(Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), tickMs);
    return () => clearInterval(timer);
  }, []);
  return now === undefined ? undefined : Math.max(0, Date.parse(at) - now);
}

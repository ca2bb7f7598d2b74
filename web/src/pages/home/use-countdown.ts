import { useEffect, useState } from 'react';
import { useHydrated } from '../../hooks/use-hydrated.ts';
import { countdownText, daysUntilNemesisDay } from './nemesis-day-countdown.ts';

// Spec §9: the countdown is worked out again every hour.
const refreshMs = 3_600_000;

/**
 * The countdown text, recomputed every hour. Undefined on the server and while hydrating: the days
 * left depend on the reader's clock and time zone, which only the browser knows.
 */
export function useCountdown(): string | undefined {
  const hydrated = useHydrated();
  const [days, setDays] = useState<number>();
  // Worked out in the render itself, so a page the browser mounts never shows a frame without it.
  if (hydrated && days === undefined) setDays(daysUntilNemesisDay(new Date()));
  useEffect(() => {
    const timer = setInterval(() => setDays(daysUntilNemesisDay(new Date())), refreshMs);
    return () => clearInterval(timer);
  }, []);
  return days === undefined ? undefined : countdownText(days);
}

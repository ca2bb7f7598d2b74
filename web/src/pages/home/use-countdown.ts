import { useEffect, useState } from 'react';
import { countdownText, daysUntilNemesisDay, localTimeZone } from '#contract/site/nemesis-day.ts';
import { useHydrated } from '../../hooks/use-hydrated.ts';

// Spec §9: the countdown is worked out again every hour.
const refreshMs = 3_600_000;

/** Days to the current or next Nemesis Day in the reader's own time zone. */
const daysLeft = () => daysUntilNemesisDay(new Date(), localTimeZone());

/**
 * The countdown text, recomputed every hour. Undefined on the server and while hydrating: the days
 * left depend on the reader's clock and time zone, which only the browser knows.
 */
export function useCountdown(): string | undefined {
  const hydrated = useHydrated();
  const [days, setDays] = useState<number>();
  // Worked out in the render itself, so a page the browser mounts never shows a frame without it.
  if (hydrated && days === undefined) setDays(daysLeft());
  useEffect(() => {
    const timer = setInterval(() => setDays(daysLeft()), refreshMs);
    return () => clearInterval(timer);
  }, []);
  return days === undefined ? undefined : countdownText(days);
}

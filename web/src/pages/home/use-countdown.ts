import { useEffect, useState } from 'react';
import { countdownText, daysUntilNemesisDay } from './nemesis-day-countdown.ts';

// Spec §9: the countdown is worked out again every hour.
const refreshMs = 3_600_000;

/** The countdown text, recomputed every hour. */
export function useCountdown(): string {
  const [days, setDays] = useState(() => daysUntilNemesisDay(new Date()));
  useEffect(() => {
    const timer = setInterval(() => setDays(daysUntilNemesisDay(new Date())), refreshMs);
    return () => clearInterval(timer);
  }, []);
  return countdownText(days);
}

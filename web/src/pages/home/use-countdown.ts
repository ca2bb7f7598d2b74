import { useEffect, useState } from 'react';
import { timings } from '../../../../contract/limits.ts';
import { countdownText, daysUntilNemesisDay } from './nemesis-day-countdown.ts';

/** The countdown text, recomputed every hour. */
export function useCountdown(): string {
  const [days, setDays] = useState(() => daysUntilNemesisDay(new Date()));
  useEffect(() => {
    const timer = setInterval(() => setDays(daysUntilNemesisDay(new Date())), timings.countdownRefreshMs);
    return () => clearInterval(timer);
  }, []);
  return countdownText(days);
}

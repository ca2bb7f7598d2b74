import { formatDate } from '../format/format-date.ts';
import { useHydrated } from '../hooks/use-hydrated.ts';

/**
 * A moment's date where the reader is ('February 15, 2026'). The server and the render that
 * hydrates its markup cannot know the reader's time zone, so they show the date in UTC, which is
 * the same one except near midnight.
 */
export function LocalDate({ iso }: { iso: string }) {
  const hydrated = useHydrated();
  return <time dateTime={iso}>{formatDate(iso, hydrated ? undefined : 'UTC')}</time>;
}

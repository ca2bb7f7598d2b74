import type { Route } from '../api/endpoint.ts';
import { noteParams } from '../notes/note-endpoints.ts';
import { nemesisDayCalendarPath, noteCalendarPath } from './calendar-paths.ts';

/**
 * Nemesis Day for people's calendars, as iCalendar files (text/calendar): a yearly all-day event on
 * 15 February with the site's name and link, and a sealed note's opening with its link. A page link
 * downloads them (their paths are in calendar-paths.ts, which pages read without loading zod).
 */
export const calendarRoutes = {
  nemesisDayCalendar: {
    method: 'GET',
    path: nemesisDayCalendarPath,
    access: 'public',
    cache: 'revalidate',
    description: 'An iCalendar file (text/calendar) with Nemesis Day, 15 February, as a yearly all-day event.',
  },
  noteOpeningCalendar: {
    method: 'GET',
    path: noteCalendarPath(':shortUuid'),
    params: noteParams,
    access: 'public',
    cache: 'revalidate',
    description:
      'An iCalendar file (text/calendar) with the moment a sealed note opens and its link; NOTE_NOT_FOUND when no sealed note has that id.',
  },
} as const satisfies Record<string, Route>;

import type { Route } from '../api/endpoint.ts';

/**
 * Nemesis Day for people's calendars: an iCalendar file (text/calendar) with a yearly all-day event
 * on 15 February, the site's name and link. A page link downloads it (`calendarLink`), so the home
 * page and any other page offer the same file.
 */
export const calendarRoutes = {
  nemesisDayCalendar: {
    method: 'GET',
    path: '/api/v1/calendar/nemesis-day.ics',
    access: 'public',
    cache: 'revalidate',
    description: 'An iCalendar file (text/calendar) with Nemesis Day, 15 February, as a yearly all-day event.',
  },
} as const satisfies Record<string, Route>;

/** The name the calendar file is saved under. */
export const calendarFileName = 'nemesis-day.ics';

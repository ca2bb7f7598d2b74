/** Where Nemesis Day's calendar file is: a yearly all-day event on 15 February. */
export const nemesisDayCalendarPath = '/api/v1/calendar/nemesis-day.ics';

/** The name Nemesis Day's calendar file is saved under. */
export const calendarFileName = 'nemesis-day.ics';

/** Where the calendar file of a sealed note's opening is. */
export const noteCalendarPath = (shortUuid: string) => `/api/v1/calendar/notes/${shortUuid}`;

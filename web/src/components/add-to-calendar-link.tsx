import { calendarFileName, calendarRoutes } from '#contract/site/calendar-routes.ts';

/**
 * 'Add to calendar': downloads Nemesis Day as an iCalendar file (a yearly all-day event on 15 February),
 * which phones and desktop calendars offer to add. A plain download link, so it works without the app's code.
 */
export function AddToCalendarLink({ className = 'button button--small' }: { className?: string }) {
  return (
    <a href={calendarRoutes.nemesisDayCalendar.path} download={calendarFileName} className={className}>
      Add to calendar
      <span className="visually-hidden"> (Nemesis Day, every 15 February: an .ics file)</span>
    </a>
  );
}

import { calendarFileName, nemesisDayCalendarPath, noteCalendarPath } from '#contract/site/calendar-paths.ts';

/**
 * 'Add to calendar': downloads an iCalendar file, which phones and desktop calendars offer to add:
 * Nemesis Day (a yearly all-day event on 15 February), or with `sealedNote` the moment that sealed
 * note opens, with its link. A plain download link, so it works without the app's code.
 */
export function AddToCalendarLink({
  className = 'button button--small',
  sealedNote,
}: {
  className?: string;
  sealedNote?: string;
}) {
  return sealedNote ? (
    <a href={noteCalendarPath(sealedNote)} download={`nemesis-note-${sealedNote}.ics`} className={className}>
      Add to calendar
      <span className="visually-hidden"> (when this roast opens: an .ics file)</span>
    </a>
  ) : (
    <a href={nemesisDayCalendarPath} download={calendarFileName} className={className}>
      Add to calendar
      <span className="visually-hidden"> (Nemesis Day, every 15 February: an .ics file)</span>
    </a>
  );
}

import ical, { ICalCalendarMethod } from 'ical-generator';
import { noteUrl } from '#contract/notes/note-paths.ts';
import type { NoteRow } from '../db/schema.ts';

const siteName = 'Nemesis Day';

/**
 * The moment a sealed note opens, as an iCalendar file (RFC 5545): one event at 00:00 on Nemesis Day
 * in the note's zone (written in UTC: every calendar shows it at its own hour), with the note's link,
 * so whoever got the link early is there when it opens. Its UID is fixed per note: adding the file
 * again (after the author changed the zone) moves the event.
 */
export function noteOpeningCalendar(
  publicBaseUrl: string,
  note: Pick<NoteRow, 'shortUuid' | 'vanityUrl' | 'nemesisName'> & { sealedUntil: string },
  now: Date,
): string {
  const url = noteUrl(publicBaseUrl, note);
  const start = new Date(note.sealedUntil);
  const calendar = ical({
    name: siteName,
    prodId: { company: siteName, product: 'nemesis-day', language: 'EN' },
    method: ICalCalendarMethod.PUBLISH,
  });
  calendar.createEvent({
    id: `note-${note.shortUuid}@${new URL(publicBaseUrl).host}`,
    start,
    end: new Date(start.getTime() + 3_600_000),
    stamp: now,
    summary: `The roast of ${note.nemesisName} opens`,
    description: `A Nemesis Day roast, sealed until the day: ${url}`,
    url,
  });
  return calendar.toString();
}

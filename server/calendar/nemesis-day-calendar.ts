import ical, { ICalCalendarMethod, ICalEventRepeatingFreq } from 'ical-generator';
import { nemesisDayDate } from '#contract/site/nemesis-day.ts';

const siteName = 'Nemesis Day';

/**
 * Nemesis Day as an iCalendar file (RFC 5545): one all-day event on 15 February, repeated every
 * year from the current or next one (as of `now`, in UTC), with the site's name and link. All-day
 * dates are floating: each calendar shows the day in its owner's own zone. Its UID is fixed per site,
 * so adding the file again updates the event rather than doubling it.
 */
export function nemesisDayCalendar(publicBaseUrl: string, now: Date): string {
  const url = `${publicBaseUrl}/`;
  const start = nemesisDayDate(now, 'UTC');
  const calendar = ical({
    name: siteName,
    prodId: { company: siteName, product: 'nemesis-day', language: 'EN' },
    method: ICalCalendarMethod.PUBLISH,
    url,
  });
  calendar.createEvent({
    id: `nemesis-day@${new URL(publicBaseUrl).host}`,
    start,
    end: `${start.slice(0, 4)}-02-16`,
    allDay: true,
    stamp: now,
    repeating: { freq: ICalEventRepeatingFreq.YEARLY },
    summary: siteName,
    description: `The day after Valentine's Day is for the rival who keeps you sharp. Roast them, or send them a Nemesis Note: ${url}`,
    url,
  });
  return calendar.toString();
}

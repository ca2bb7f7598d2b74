import { TZDate, tz } from '@date-fns/tz';
import { differenceInCalendarDays } from 'date-fns';

/**
 * The day's rules, read by the server, the web app and the CLI alike: Nemesis Day is 15 February,
 * counted in a time zone the person chooses (an IANA name), and mail held for it leaves at 09:00.
 *
 * "Next" means two things. The countdown counts to the current or next day: 0 ('Today!') all through
 * 15 February. What is prepared ahead (a note sealed until the day, a mail held for it) is offered
 * only for a day still ahead: on 15 February itself, in the chosen zone, the day has come, so a note
 * is published open and a mail is sent now (`upcomingNemesisDay` answers nothing then).
 * A request's zone is checked by `timeZoneField` (time-zone-field.ts, apart so that pages counting
 * down do not load zod).
 */
export const nemesisDay = {
  /** February, 1-based. */
  month: 2,
  day: 15,
  /** The local hour at which mail held for the day leaves. */
  deliveryHour: 9,
} as const;

/** Texts of the day's rules: the countdown (spec §4) and the choice of a time zone. */
export const nemesisDayMessages = {
  today: 'Today!',
  invalidTimeZone: 'Please choose a time zone from the list, such as Europe/Paris',
  alreadyNemesisDay: 'It is Nemesis Day already in that time zone: send it now.',
} as const;

// IANA names only (Area/Location, UTC, EST5EDT, Etc/GMT+5): newer engines also take offsets such as +01:00, which are not zones.
const zoneName = /^[A-Za-z][A-Za-z0-9_+-]*(?:\/[A-Za-z0-9_+-]+)*$/;

/** Whether `name` is a time zone this engine knows by its IANA name. */
export function isTimeZone(name: string): boolean {
  if (name.length > 64 || !zoneName.test(name)) return false;
  try {
    new Intl.DateTimeFormat('en', { timeZone: name });
    return true;
  } catch {
    return false;
  }
}

/** The time zone of the machine running this (the reader's, in a browser): the default choice. */
export function localTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone;
}

/** Midnight starting 15 February of `year` in `zone`. */
function dayStart(year: number, zone: string): TZDate {
  return new TZDate(year, nemesisDay.month - 1, nemesisDay.day, zone);
}

/** Whether `at` falls on 15 February in `zone`. */
export function isNemesisDay(at: Date, zone: string): boolean {
  const local = new TZDate(at.getTime(), zone);
  return local.getMonth() === nemesisDay.month - 1 && local.getDate() === nemesisDay.day;
}

/** Midnight starting the current or next Nemesis Day in `zone`: today's on the day itself. */
function currentOrNextStart(at: Date, zone: string): TZDate {
  const year = new TZDate(at.getTime(), zone).getFullYear();
  const thisYear = dayStart(year, zone);
  // Past this year's day once its own day (a calendar day, whatever its length) is over.
  return differenceInCalendarDays(thisYear, at, { in: tz(zone) }) < 0 ? dayStart(year + 1, zone) : thisYear;
}

/** The current or next Nemesis Day in `zone` as a calendar date, 'YYYY-MM-DD': today's on the day itself. */
export function nemesisDayDate(at: Date, zone: string): string {
  const year = currentOrNextStart(at, zone).getFullYear();
  return `${year}-${String(nemesisDay.month).padStart(2, '0')}-${nemesisDay.day}`;
}

/** Whole calendar days in `zone` from `at` to the current or next 15 February: 0 on the day itself. */
export function daysUntilNemesisDay(at: Date, zone: string): number {
  return differenceInCalendarDays(currentOrNextStart(at, zone), at, { in: tz(zone) });
}

/** The countdown's words (spec §4): 'Today!' on the day, otherwise 'Starts in N days'. */
export function countdownText(days: number): string {
  if (days === 0) return nemesisDayMessages.today;
  return `Starts in ${days} ${days === 1 ? 'day' : 'days'}`;
}

/** A Nemesis Day still ahead in a zone: when it begins there, and when mail held for it leaves. */
export interface UpcomingNemesisDay {
  /** 00:00 on 15 February in the zone: what a sealed note opens at. */
  opensAt: Date;
  /** 09:00 on that day in the zone: when a held mail leaves. */
  deliverAt: Date;
}

/** The next Nemesis Day in `zone` after `at`, or nothing on 15 February itself (the day is here: nothing is held for it). */
export function upcomingNemesisDay(at: Date, zone: string): UpcomingNemesisDay | undefined {
  if (isNemesisDay(at, zone)) return undefined;
  const opens = currentOrNextStart(at, zone);
  const deliver = new TZDate(opens.getTime(), zone);
  deliver.setHours(nemesisDay.deliveryHour);
  return { opensAt: new Date(opens.getTime()), deliverAt: new Date(deliver.getTime()) };
}

/** A moment as people read it in `zone`, with the zone named: 'Monday, 15 February 2027 at 09:00 (Europe/Paris)'. */
export function momentInZone(at: Date, zone: string): string {
  const text = new Intl.DateTimeFormat('en-GB', { dateStyle: 'full', timeStyle: 'short', timeZone: zone }).format(at);
  return `${text} (${zone})`;
}

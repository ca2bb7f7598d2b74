// The Intl formats are made on first use: the first one a page makes loads the browser's locale data,
// tens of milliseconds of main thread (hundreds on a phone), which a note page's date need not pay.
let formats: Record<'mediumDate' | 'minutes' | 'seconds', Intl.DateTimeFormat> | undefined;
const made = () =>
  (formats ??= {
    mediumDate: new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' }),
    minutes: new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' }),
    seconds: new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'medium' }),
  });

/** The months as en-US's long date style names them. */
const months = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

const minuteMs = 60_000;
const hourMs = 60 * minuteMs;
const dayMs = 24 * hourMs;
const weekMs = 7 * dayMs;

// A calendar date alone ('2026-02-15') is that day where the reader is, not midnight in London.
function parse(iso: string): Date {
  const day = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso);
  return day ? new Date(Number(day[1]), Number(day[2]) - 1, Number(day[3])) : new Date(iso);
}

function format(style: Intl.DateTimeFormat, date: Date): string {
  return Number.isNaN(date.getTime()) ? '' : style.format(date);
}

/** en-US's long date ('February 15, 2026'), put together here rather than by Intl (see `made`): what every note page shows. */
function longDate(date: Date, inUtc: boolean): string {
  if (Number.isNaN(date.getTime())) return '';
  const [year, month, day] = inUtc
    ? [date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate()]
    : [date.getFullYear(), date.getMonth(), date.getDate()];
  return `${months[month]} ${day}, ${year}`;
}

/**
 * A calendar date for people ('February 15, 2026'), where the reader is or, with 'UTC', in UTC
 * (the same on a server as in any browser); empty for a value that is not a date.
 */
export function formatDate(iso: string, timeZone?: 'UTC'): string {
  // In UTC a calendar date alone is that day as it stands: Date parses it as UTC midnight.
  return timeZone ? longDate(new Date(iso), true) : longDate(parse(iso), false);
}

/** A moment for people ('Feb 15, 2026, 3:04 PM', with ':05' seconds when asked); empty for a value that is not a date. */
export function formatDateTime(iso: string, precision: 'minutes' | 'seconds' = 'minutes'): string {
  return format(made()[precision], parse(iso));
}

function ago(count: number, unit: string): string {
  return `${count} ${unit}${count === 1 ? '' : 's'} ago`;
}

/**
 * How long ago something happened, for the Recently Viewed list (spec §9): 'just now' under a
 * minute, then minutes under an hour, hours under a day, days under a week, else the date
 * ('Feb 15, 2026'). A time in the future (a clock a little ahead) is 'just now'; a value that is
 * not a date gives ''.
 */
export function relativeTime(iso: string, now: Date | number = Date.now()): string {
  const then = parse(iso).getTime();
  if (Number.isNaN(then)) return '';
  const elapsed = (typeof now === 'number' ? now : now.getTime()) - then;
  if (elapsed < minuteMs) return 'just now';
  if (elapsed < hourMs) return ago(Math.floor(elapsed / minuteMs), 'minute');
  if (elapsed < dayMs) return ago(Math.floor(elapsed / hourMs), 'hour');
  if (elapsed < weekMs) return ago(Math.floor(elapsed / dayMs), 'day');
  return made().mediumDate.format(then);
}

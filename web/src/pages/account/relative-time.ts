const minuteMs = 60_000;
const hourMs = 60 * minuteMs;
const dayMs = 24 * hourMs;
const weekMs = 7 * dayMs;
const dateFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' });

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
  const then = new Date(iso).getTime();
  if (Number.isNaN(then)) return '';
  const elapsed = (typeof now === 'number' ? now : now.getTime()) - then;
  if (elapsed < minuteMs) return 'just now';
  if (elapsed < hourMs) return ago(Math.floor(elapsed / minuteMs), 'minute');
  if (elapsed < dayMs) return ago(Math.floor(elapsed / hourMs), 'hour');
  if (elapsed < weekMs) return ago(Math.floor(elapsed / dayMs), 'day');
  return dateFormat.format(then);
}

/** Nemesis Day: 15 February (month is 1-based). */
const nemesisDay = { month: 2, day: 15 } as const;
const dayMs = 86_400_000;

/** Whole calendar days from `now` (local time) to the next 15 February; 0 on the day itself. */
export function daysUntilNemesisDay(now: Date): number {
  const year = now.getFullYear();
  // Compare calendar dates through UTC so a daylight-saving change cannot shift the count by an hour.
  const today = Date.UTC(year, now.getMonth(), now.getDate());
  let target = Date.UTC(year, nemesisDay.month - 1, nemesisDay.day);
  if (target < today) target = Date.UTC(year + 1, nemesisDay.month - 1, nemesisDay.day);
  return Math.round((target - today) / dayMs);
}

/** 'Today!' on the day, otherwise 'Starts in N days'. */
export function countdownText(days: number): string {
  if (days === 0) return 'Today!';
  return `Starts in ${days} ${days === 1 ? 'day' : 'days'}`;
}

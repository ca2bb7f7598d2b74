/** The calendar day (YYYY-MM-DD, UTC) of a moment, by default now: what dates default to and pages are kept by. */
export function utcDay(at = new Date()): string {
  return at.toISOString().slice(0, 10);
}

const dateFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'long' });

/** A calendar date for people ('February 15, 2026'); empty for a value that is not a date. */
export function formatDate(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : dateFormat.format(date);
}

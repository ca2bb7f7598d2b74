/** An ISO time as `YYYY-MM-DD HH:MM` (UTC) for a table, or a dash for none. */
export function shortTime(iso: string | null | undefined): string {
  return iso ? iso.slice(0, 16).replace('T', ' ') : '–';
}

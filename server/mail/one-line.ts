/** A typed name or subject on one line: a line break in it would break the line it is put in. */
export function oneLine(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

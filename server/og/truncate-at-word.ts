/**
 * Shortens `text` to at most `max` characters (code points), cutting at the last word boundary
 * and ending with an ellipsis; text that already fits comes back unchanged.
 */
export function truncateAtWord(text: string, max: number): string {
  const chars = Array.from(text);
  if (chars.length <= max) return text;
  const head = chars.slice(0, max - 1).join('');
  const space = head.lastIndexOf(' ');
  // A single very long word is cut mid-word rather than dropped whole.
  const cut = space > head.length / 2 ? head.slice(0, space) : head;
  return `${cut.replace(/[\s.,;:!?\-–—]+$/u, '')}…`;
}

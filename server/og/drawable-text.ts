// Stand-ins for punctuation none of Inter's subsets draw, which decomposition cannot rescue.
const fallbacks: Record<string, string> = {
  '\u2010': '-',
  '\u2011': '-',
  '\u2012': '-',
  '\u2015': '—',
  '\u2192': '->',
};

/**
 * `text` on one line with only characters the card's fonts can draw. Latin (with its extensions and
 * Vietnamese), Cyrillic and Greek stay as they are; an accented letter the fonts lack falls back to
 * its base letter, and emoji, CJK and other scripts are dropped, because satori draws a "no glyph"
 * box (or needs a network font) for them.
 */
export function drawableText(text: string, codePoints: ReadonlySet<number>): string {
  const has = (char: string) => codePoints.has(char.codePointAt(0)!);
  let out = '';
  for (const char of text.normalize('NFC')) {
    if (/\s/u.test(char)) out += ' ';
    else if (/[\p{Cc}\p{Cf}]/u.test(char)) continue;
    else if (has(char)) out += char;
    else if (fallbacks[char]) out += fallbacks[char];
    else out += decomposed(char, has);
  }
  return out.replace(/ {2,}/g, ' ').trim();
}

// "ř" becomes "r" and "Ｆ" becomes "F": compatibility decomposition, keeping the marks the font
// has, and the letters only if every one of them is drawable.
function decomposed(char: string, has: (char: string) => boolean): string {
  const parts = Array.from(char.normalize('NFKD'));
  if (parts.length === 1 && parts[0] === char) return '';
  const bases = parts.filter((part) => !/\p{M}/u.test(part));
  if (bases.length === 0 || !bases.every(has)) return '';
  return parts.filter(has).join('');
}

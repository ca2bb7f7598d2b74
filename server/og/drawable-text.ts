const fallbacks: Record<string, string> = {
  Ł: 'L', ł: 'l', Đ: 'D', đ: 'd', Ħ: 'H', ħ: 'h', Ŧ: 'T', ŧ: 't',
  '\u2010': '-', '\u2011': '-', '\u2012': '-', '\u2015': '—', '\u2192': '->',
};

/**
 * `text` on one line with only characters the card's fonts can draw: accented letters fall back
 * to their base letter when the accent is missing, and emoji, CJK and other scripts are dropped,
 * because satori draws a "no glyph" box (or needs a network font) for them.
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

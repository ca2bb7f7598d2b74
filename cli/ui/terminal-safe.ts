// What a terminal would act on rather than show: the C0 controls (ESC starts OSC 52, OSC 8 and CSI sequences,
// CR returns to the row's start, BEL ends an OSC), DEL, the C1 controls (U+009B is CSI on its own), the bidi
// controls that reorder what is shown (U+202E, U+2066…), and the line and paragraph separators.
const acted = /\r\n|[\p{Cc}\p{Bidi_Control}\u2028\u2029]/gu;
// The same, less what JSON.stringify already escapes (C0) and the newlines of its own layout.
const actedInJson = /[\u007f-\u009f\p{Bidi_Control}\u2028\u2029]/gu;

const hex = (code: number) => code.toString(16).toUpperCase().padStart(4, '0');

/** The visible stand-in of a character a terminal acts on: its Control Picture (␛ for ESC, ␍ for CR, ␡ for DEL), else <U+009B>. */
function standIn(character: string): string {
  if (character === '\r\n') return '␍␊';
  const code = character.codePointAt(0)!;
  if (code < 0x20) return String.fromCodePoint(0x2400 + code);
  if (code === 0x7f) return '␡';
  return `<U+${hex(code)}>`;
}

/**
 * Server text as the terminal may show it: every control character as a visible stand-in, so a visitor's
 * text cannot write the clipboard, make a disguised link or overwrite rows. A `line` (a table cell, a
 * name) shows newlines as ␊ too; a `block` (a message body, a note, a prompt, a mail) keeps its line
 * breaks (CRLF as one) and shows a tab as spaces.
 */
export function terminalSafe(text: string, shape: 'line' | 'block' = 'line'): string {
  return text.replace(acted, (character) => {
    if (shape === 'block' && (character === '\n' || character === '\r\n')) return '\n';
    if (shape === 'block' && character === '\t') return '    ';
    return standIn(character);
  });
}

/** A value as JSON for scripts, the same value once parsed, with DEL, C1 and bidi controls written as \u escapes like JSON.stringify's own for C0 (it leaves these raw). */
export function terminalSafeJson(value: unknown): string {
  return JSON.stringify(value, null, 2).replace(
    actedInJson,
    (character) => `\\u${hex(character.codePointAt(0)!).toLowerCase()}`,
  );
}

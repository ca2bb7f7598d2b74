import { renderToString } from 'ink';
import { createElement } from 'react';
import { describe, expect, it } from 'vitest';
import { Table } from '../../cli/ui/table.tsx';
import { terminalSafe, terminalSafeJson } from '../../cli/ui/terminal-safe.ts';
import { Text } from '../../cli/ui/text.tsx';

const osc52 = '\u001b]52;c;cm0gLXJmIH4=\u0007';
const osc8 = '\u001b]8;;https://evil.test/\u0007Your bank\u001b]8;;\u0007';
const overwrite = 'Nice note\r\u001b[KDelete the backups';
// Anything a terminal acts on: C0 (but the line feed of a block), DEL, C1, bidi controls, line and paragraph separators.
const acted = /[\u0000-\u0009\u000b-\u001f\u007f-\u009f\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069\u2028\u2029]/u;

describe('terminalSafe', () => {
  it('shows ESC, BEL and CR as their Control Pictures, so no OSC 52, OSC 8 or row overwrite reaches the terminal', () => {
    expect(terminalSafe(osc52)).toBe('␛]52;c;cm0gLXJmIH4=␇');
    expect(terminalSafe(osc8)).toBe('␛]8;;https://evil.test/␇Your bank␛]8;;␇');
    expect(terminalSafe(overwrite)).toBe('Nice note␍␛[KDelete the backups');
  });

  it('shows DEL, the C1 controls and the bidi controls in a visible form', () => {
    expect(terminalSafe('a\u007fb')).toBe('a␡b');
    expect(terminalSafe('\u009b2J\u0085\u0090')).toBe('<U+009B>2J<U+0085><U+0090>');
    expect(terminalSafe('abc\u202egnp.exe\u2066x\u2069')).toBe('abc<U+202E>gnp.exe<U+2066>x<U+2069>');
    expect(terminalSafe('one\u2028two')).toBe('one<U+2028>two');
  });

  it('on a line shows line breaks and tabs too; a block keeps its line breaks (CRLF as one) and shows a tab as spaces', () => {
    expect(terminalSafe('one\ntwo\r\nthree\tfour')).toBe('one␊two␍␊three␉four');
    expect(terminalSafe('one\ntwo\r\nthree\tfour\rfive\u001b[2J', 'block')).toBe('one\ntwo\nthree    four␍five␛[2J');
  });

  it('leaves every other text as it is, accents, emoji and right-to-left script included', () => {
    const text = 'Zoë 😈 «Nemesis» שלום – 15 February';
    expect(terminalSafe(text)).toBe(text);
    expect(terminalSafe(text, 'block')).toBe(text);
  });

  it('writes JSON a script parses to the same value, with nothing a terminal acts on left raw', () => {
    const value = { name: `Pat${osc52}\u009b31m\u202e`, lines: 'a\nb', emoji: '😈' };
    const json = terminalSafeJson(value);
    expect(JSON.parse(json)).toEqual(value);
    expect(json).not.toMatch(/[\u0000-\u0009\u000b-\u001f\u007f-\u009f\u202e]/u);
    expect(json).toContain('\\u009b31m\\u202e');
  });
});

describe('the CLI Text and Table', () => {
  it('show server text with its controls as stand-ins; a block keeps its lines', () => {
    const shown = renderToString(createElement(Text, null, 'From ', `Pat${osc52}`, ' about ', overwrite), {
      columns: 200,
    });
    expect(shown).toBe('From Pat␛]52;c;cm0gLXJmIH4=␇ about Nice note␍␛[KDelete the backups');
    expect(renderToString(createElement(Text, { block: true }, `Dear admin,\r\n${osc8}`), { columns: 200 })).toBe(
      'Dear admin,\n␛]8;;https://evil.test/␇Your bank␛]8;;␇',
    );
  });

  it('measures and cuts a cell as it is shown', () => {
    const rows = [{ name: `Pat\u009b\u202eRival`, note: overwrite }];
    const shown = renderToString(
      createElement(Table<(typeof rows)[number]>, {
        rows,
        width: 200,
        columns: [
          { header: 'NAME', cell: (row) => row.name },
          { header: 'NOTE', cell: (row) => row.note },
        ],
      }),
      { columns: 200 },
    );
    expect(shown).not.toMatch(acted);
    expect(shown.split('\n')[1]).toBe('Pat<U+009B><U+202E>Rival  Nice note␍␛[KDelete the backups');
  });
});

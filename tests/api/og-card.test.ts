import { describe, expect, it } from 'vitest';
import { loadCardFonts } from '../../server/og/card-fonts.ts';
import { drawableText } from '../../server/og/drawable-text.ts';
import { createCardPool } from '../../server/og/card-pool.ts';
import { renderNoteCard } from '../../server/og/render-note-card.ts';

const pngSignature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

const note = {
  nemesisName: 'Gary from Accounting',
  finalRoast:
    'Gary, you reply-all "noted" to every email as if we were waiting for your blessing. Happy Nemesis Day, you magnificent menace.',
  createdAt: '2026-02-15T09:30:00.000Z',
};

function pngSize(png: Buffer): { width: number; height: number } {
  expect(png.subarray(12, 16).toString('latin1')).toBe('IHDR');
  return { width: png.readUInt32BE(16), height: png.readUInt32BE(20) };
}

describe('renderNoteCard', () => {
  it('renders a 1200x630 PNG', async () => {
    const png = await renderNoteCard(note);
    expect(png.subarray(0, 8)).toEqual(pngSignature);
    expect(pngSize(png)).toEqual({ width: 1200, height: 630 });
  });

  it('renders a 100-character name, a very long roast and a bad date', async () => {
    const png = await renderNoteCard({
      nemesisName: 'Bartholomew Featherstonehaugh-Cholmondeley '.repeat(3).slice(0, 100),
      finalRoast: `${'Supercalifragilisticexpialidocious '.repeat(200)}${'x'.repeat(5000)}`,
      createdAt: 'not a date',
    });
    expect(pngSize(png)).toEqual({ width: 1200, height: 630 });
  });

  it('renders a name with no spaces and an empty roast', async () => {
    const png = await renderNoteCard({ nemesisName: 'W'.repeat(100), finalRoast: '', createdAt: note.createdAt });
    expect(pngSize(png)).toEqual({ width: 1200, height: 630 });
  });

  it('leaves out emoji and CJK, which the fonts cannot draw, instead of failing or drawing boxes', async () => {
    const plain = await renderNoteCard(note);
    const decorated = await renderNoteCard({
      ...note,
      nemesisName: '👩‍👩‍👧 Gary 🤡 from Accounting 山田',
      finalRoast: `🔥🔥 ${note.finalRoast.replace('menace.', 'menace. 😈')} ✨`,
    });
    expect(decorated.equals(plain)).toBe(true);
    const nothingDrawable = await renderNoteCard({
      nemesisName: '山田太郎 🤡',
      finalRoast: '🔥🔥🔥',
      createdAt: note.createdAt,
    });
    expect(pngSize(nothingDrawable)).toEqual({ width: 1200, height: 630 });
  });

  it('draws Cyrillic, Greek, Vietnamese and Polish names', async () => {
    const fallback = await renderNoteCard({ ...note, nemesisName: '山田 🤡' });
    expect(fallback.equals(await renderNoteCard({ ...note, nemesisName: 'a worthy nemesis' }))).toBe(true);
    const cyrillic = await renderNoteCard({ ...note, nemesisName: 'Дмитрий' });
    expect(pngSize(cyrillic)).toEqual({ width: 1200, height: 630 });
    expect(cyrillic.equals(fallback)).toBe(false);
    // Every glyph a font lacks draws the same "no glyph" box, so two names of one length that
    // differ in one such letter only render differently if the letters really drew.
    const pairs = [
      ['Дмитрий', 'Дмитрия'], // cyrillic
      ['Әлия', 'Қлия'], // cyrillic-ext
      ['Σωκράτης', 'Σωκράτην'], // greek
      ['Ὀδυσσεύς', 'Ὠδυσσεύς'], // greek-ext
      ['Nguyễn', 'Nguyện'], // vietnamese
      ['Łukasz', 'Żukasz'], // latin-ext
    ];
    for (const [name, other] of pairs) {
      const [a, b] = await Promise.all([name, other].map((nemesisName) => renderNoteCard({ ...note, nemesisName })));
      expect(a.equals(b), `${name} and ${other}`).toBe(false);
    }
  });

  it('gives different notes different images', async () => {
    const first = await renderNoteCard(note);
    const otherName = await renderNoteCard({ ...note, nemesisName: 'Susan from HR' });
    const otherRoast = await renderNoteCard({ ...note, finalRoast: 'You microwave fish. At work. On purpose.' });
    const otherDate = await renderNoteCard({ ...note, createdAt: '2027-02-15T09:30:00.000Z' });
    expect(new Set([first, otherName, otherRoast, otherDate].map((png) => png.toString('base64'))).size).toBe(4);
  });
});

describe('drawableText', () => {
  it('keeps what Inter draws, falls back to base letters and drops the rest', async () => {
    const { codePoints } = await loadCardFonts();
    for (const char of ['A', 'é', 'Ł', 'Ж', 'Ω', 'ἀ', 'ễ'])
      expect(codePoints.has(char.codePointAt(0)!), char).toBe(true);
    for (const char of ['😀', '山', '\u2192']) expect(codePoints.has(char.codePointAt(0)!), char).toBe(false);
    expect(drawableText('Zoë “the boss” — 15 €', codePoints)).toBe('Zoë “the boss” — 15 €');
    for (const name of [
      'Дмитрий',
      'Нұрсұлтан Әбішұлы',
      'Σωκράτης',
      'Ὀδυσσεύς',
      'Nguyễn Văn Đức',
      'Łukasz Dvořák',
      'Ħamrun Ŧ',
    ]) {
      expect(drawableText(name, codePoints)).toBe(name);
    }
    expect(drawableText('Nguyễn'.normalize('NFD'), codePoints)).toBe('Nguyễn');
    expect(drawableText('Ｆｕｌｌ ᴰave q\u0306 a\u2011b \u2192 c', codePoints)).toBe('Full Dave q a-b -> c');
    expect(drawableText('  a\n\tb 😀 c山\u200bd  ', codePoints)).toBe('a b cd');
    expect(drawableText('👩‍👩‍👧 Gary 🤡 Дмитрий 山田', codePoints)).toBe('Gary Дмитрий');
  });
});

describe('createCardPool', () => {
  it('draws in worker processes exactly what the server would draw itself, several at once', async () => {
    const pool = createCardPool(2);
    try {
      const notes = ['Ada', 'Grace', 'Linus'].map((nemesisName) => ({ ...note, nemesisName }));
      const drawn = await Promise.all(notes.map((content) => pool.draw(content)));
      for (const [i, png] of drawn.entries())
        expect(png.equals(await renderNoteCard(notes[i]!)), notes[i]!.nemesisName).toBe(true);
    } finally {
      await pool.close();
    }
    await expect(pool.draw(note)).rejects.toThrow('The card pool is closed');
  });

  it('fails the card being drawn when it closes, rather than leaving it waiting', async () => {
    const pool = createCardPool(1);
    const drawing = pool.draw(note);
    await pool.close();
    await expect(drawing).rejects.toThrow('The card worker stopped');
  });
});

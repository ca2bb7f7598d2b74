import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { drawableText } from '../../server/og/drawable-text.ts';
import { renderNoteCard } from '../../server/og/render-note-card.ts';
import { woffCodePoints } from '../../server/og/woff-code-points.ts';

const pngSignature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

const note = {
  nemesisName: 'Gary from Accounting',
  finalRoast: 'Gary, you reply-all "noted" to every email as if we were waiting for your blessing. Happy Nemesis Day, you magnificent menace.',
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

  it('leaves out emoji and scripts the fonts cannot draw instead of failing or drawing boxes', async () => {
    const plain = await renderNoteCard(note);
    const decorated = await renderNoteCard({
      ...note,
      nemesisName: '👩‍👩‍👧 Gary 🤡 from Accounting 山田',
      finalRoast: `🔥🔥 ${note.finalRoast.replace('menace.', 'menace. 😈')} ✨`,
    });
    expect(decorated.equals(plain)).toBe(true);
    const nothingDrawable = await renderNoteCard({ nemesisName: '山田太郎 🤡', finalRoast: '🔥🔥🔥', createdAt: note.createdAt });
    expect(pngSize(nothingDrawable)).toEqual({ width: 1200, height: 630 });
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
    const codePoints = woffCodePoints(await readFile(new URL('../../server/og/fonts/inter-latin-400-normal.woff', import.meta.url)));
    expect(codePoints.has('A'.codePointAt(0)!)).toBe(true);
    expect(codePoints.has('é'.codePointAt(0)!)).toBe(true);
    expect(codePoints.has('😀'.codePointAt(0)!)).toBe(false);
    expect(drawableText('Zoë “the boss” — 15 €', codePoints)).toBe('Zoë “the boss” — 15 €');
    expect(drawableText('Dvořák Łukasz Ｆｕｌｌ', codePoints)).toBe('Dvorák Lukasz Full');
    expect(drawableText('  a\n\tb 😀 c山\u200bd  ', codePoints)).toBe('a b cd');
  });
});

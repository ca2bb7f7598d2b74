import { readFile } from 'node:fs/promises';
import type { Font } from 'satori';
import { shippedPath } from '../package-root.ts';
import { woffCodePoints } from './woff-code-points.ts';

/** The fonts a card is drawn with and the code points all of them can draw. */
export interface CardFonts {
  fonts: Font[];
  codePoints: ReadonlySet<number>;
}

const weights = [400, 700, 800] as const;
/** Inter's subsets as @fontsource/inter 5.3.0 cuts them, latin first so it wins where they overlap. */
const subsets = ['latin', 'latin-ext', 'cyrillic', 'cyrillic-ext', 'greek', 'greek-ext', 'vietnamese'] as const;

// Satori keeps one font per family name and weight, and falls back across families for a glyph
// the first lacks: a second font named 'Inter' at the same weight would never be asked. So each
// subset is a family of its own and the card lists them all, in order.
const family = (subset: (typeof subsets)[number]) => (subset === 'latin' ? 'Inter' : `Inter ${subset}`);

/** The CSS font-family a card sets: every subset's family, latin first. */
export const cardFontFamily = subsets.map((subset) => `"${family(subset)}"`).join(', ');

let loading: Promise<CardFonts> | undefined;

/**
 * Inter (OFL, see data/fonts/LICENSE-Inter.txt) in its latin, latin-ext, cyrillic, cyrillic-ext, greek,
 * greek-ext and vietnamese subsets, read and parsed once per process. `codePoints` are those some
 * subset draws in every weight; emoji, CJK and other scripts are in none of them.
 */
export function loadCardFonts(): Promise<CardFonts> {
  loading ??= readFonts().catch((error: unknown) => {
    loading = undefined; // a failed read (say, a missing file) is retried on the next card
    throw error;
  });
  return loading;
}

async function readFonts(): Promise<CardFonts> {
  const files = subsets.flatMap((subset) => weights.map((weight) => ({ subset, weight })));
  const buffers = await Promise.all(
    files.map(({ subset, weight }) => readFile(shippedPath('data', 'fonts', `inter-${subset}-${weight}-normal.woff`))),
  );
  const fonts = files.map(({ subset, weight }, i): Font => ({
    name: family(subset),
    data: buffers[i],
    weight,
    style: 'normal',
  }));
  // What a weight draws is the union of its subsets; a character counts only if every weight draws it.
  const byWeight = weights.map(
    (weight) => new Set(files.flatMap((file, i) => (file.weight === weight ? [...woffCodePoints(buffers[i])] : []))),
  );
  const [first, ...rest] = byWeight;
  const codePoints = new Set([...first].filter((point) => rest.every((set) => set.has(point))));
  return { fonts, codePoints };
}

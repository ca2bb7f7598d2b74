import { readFile } from 'node:fs/promises';
import type { Font } from 'satori';
import { woffCodePoints } from './woff-code-points.ts';

/** The fonts a card is drawn with and the code points all of them can draw. */
export interface CardFonts {
  fonts: Font[];
  codePoints: ReadonlySet<number>;
}

const weights = [400, 700, 800] as const;
let loading: Promise<CardFonts> | undefined;

/** Inter (latin subset, OFL, see fonts/LICENSE-Inter.txt), read and parsed once per process. */
export function loadCardFonts(): Promise<CardFonts> {
  loading ??= readFonts().catch((error: unknown) => {
    loading = undefined; // a failed read (say, a missing file) is retried on the next card
    throw error;
  });
  return loading;
}

async function readFonts(): Promise<CardFonts> {
  const files = await Promise.all(weights.map((weight) => readFile(new URL(`./fonts/inter-latin-${weight}-normal.woff`, import.meta.url))));
  const fonts = files.map((data, i): Font => ({ name: 'Inter', data, weight: weights[i], style: 'normal' }));
  const [first, ...rest] = files.map(woffCodePoints);
  const codePoints = new Set([...first].filter((point) => rest.every((set) => set.has(point))));
  return { fonts, codePoints };
}

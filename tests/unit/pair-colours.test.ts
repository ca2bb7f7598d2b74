import { describe, expect, it } from 'vitest';
import {
  contrastRatio,
  randomMidTone,
  relativeLuminance,
  textColourFor,
} from '../../web/src/pages/famous-nemesises/pair-colours.ts';

const black = { r: 0, g: 0, b: 0 };
const white = { r: 255, g: 255, b: 255 };
const hex = (value: string) => ({
  r: parseInt(value.slice(1, 3), 16),
  g: parseInt(value.slice(3, 5), 16),
  b: parseInt(value.slice(5, 7), 16),
});

// A small deterministic generator so the sample is the same on every run.
function seeded(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state * 1664525 + 1013904223) % 2 ** 32;
    return state / 2 ** 32;
  };
}

describe('famous pair colours', () => {
  it('puts black text on colours brighter than about half and white text on darker ones', () => {
    expect(textColourFor(hex('#f5b942'))).toBe('#000000');
    expect(textColourFor(hex('#808080'))).toBe('#000000');
    expect(textColourFor(hex('#6a6a6a'))).toBe('#ffffff');
    expect(textColourFor(hex('#1e3a8a'))).toBe('#ffffff');
    // A bright green looks "dark" by a naive channel average but is light to the eye: black text.
    expect(textColourFor(hex('#00da00'))).toBe('#000000');
  });

  it('keeps random colours mid-tone, with text at WCAG AA contrast or better', () => {
    const random = seeded(42);
    for (let i = 0; i < 2000; i++) {
      const colour = randomMidTone(random);
      const luminance = relativeLuminance(colour);
      expect(luminance).toBeGreaterThanOrEqual(0.08);
      expect(luminance).toBeLessThanOrEqual(0.42);
      const text = textColourFor(colour) === '#000000' ? black : white;
      expect(contrastRatio(colour, text)).toBeGreaterThanOrEqual(4.5);
    }
  });

  it('gives different colours from call to call', () => {
    const random = seeded(7);
    const colours = new Set(Array.from({ length: 20 }, () => JSON.stringify(randomMidTone(random))));
    expect(colours.size).toBeGreaterThan(15);
  });

  it('measures contrast as WCAG does', () => {
    expect(contrastRatio(black, white)).toBeCloseTo(21, 5);
    expect(contrastRatio(hex('#777777'), white)).toBeCloseTo(4.48, 2);
  });
});

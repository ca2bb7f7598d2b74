import { describe, expect, it } from 'vitest';
import { layOutFloaters } from '../../web/src/components/floater-layout.ts';
import type { FloaterSeed, FloaterSpace, PlacedFloater } from '../../web/src/components/floater-layout.ts';

// A small deterministic generator so the sample is the same on every run.
function seeded(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state * 1664525 + 1013904223) % 2 ** 32;
    return state / 2 ** 32;
  };
}

function seeds(random: () => number, count = 16): FloaterSeed[] {
  return Array.from({ length: count }, (_, i) => ({
    src: `/floaters/floater-${i}.svg`,
    size: random(),
    along: random(),
    across: random(),
    baseRotation: 0,
    direction: 1,
  }));
}

/** An image's box in viewport pixels, from its side's edge. */
function box(floater: PlacedFloater, width: number) {
  const left = floater.side === 'left' ? floater.inset : width - floater.inset - floater.size;
  return { left, right: left + floater.size, top: floater.top, bottom: floater.top + floater.size };
}

const overlap = (a: ReturnType<typeof box>, b: ReturnType<typeof box>) =>
  a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;

// The page's column is 60rem wide with 1.25rem of padding, under a bar 55 px tall.
const spaceOf = (width: number, height: number): FloaterSpace => ({
  width,
  height,
  margin: Math.max(0, (width - 960) / 2) + 20,
  top: 55,
});

describe('floating images', () => {
  it('never overlap each other, the page column or the navigation bar, on any large screen', () => {
    const random = seeded(7);
    for (const [width, height] of [
      [1280, 800],
      [1920, 1080],
      [1100, 700],
      [1440, 400],
      [2560, 1440],
    ]) {
      for (let run = 0; run < 20; run++) {
        const space = spaceOf(width, height);
        const placed = layOutFloaters(seeds(random), space);
        expect(placed.length).toBeGreaterThan(0);
        expect(placed.length).toBeLessThanOrEqual(16);
        const boxes = placed.map((floater) => box(floater, width));
        for (const [i, a] of boxes.entries()) {
          expect(a.top).toBeGreaterThanOrEqual(space.top);
          expect(a.bottom).toBeLessThanOrEqual(height);
          // Inside its own margin: clear of the viewport's edge and of the page's column.
          expect(Math.min(a.left, width - a.right)).toBeGreaterThan(0);
          expect(a.right <= space.margin || a.left >= width - space.margin).toBe(true);
          for (const b of boxes.slice(i + 1)) expect(overlap(a, b), `${width}x${height} run ${run}`).toBe(false);
        }
      }
    }
  });

  it('shows all sixteen where there is room, fewer on a short screen, and none beside a column that leaves no margin', () => {
    const random = seeded(11);
    expect(layOutFloaters(seeds(random), spaceOf(1920, 1080))).toHaveLength(16);
    const short = layOutFloaters(seeds(random), spaceOf(1440, 400));
    expect(short.length).toBeLessThan(16);
    expect(short.filter((floater) => floater.side === 'left').length).toBe(
      short.filter((floater) => floater.side === 'right').length,
    );
    expect(layOutFloaters(seeds(random), spaceOf(1000, 800))).toEqual([]);
  });

  it('keeps each image between 40 and 84 px', () => {
    const placed = layOutFloaters(seeds(seeded(3)), spaceOf(2560, 1440));
    for (const floater of placed) {
      expect(floater.size).toBeGreaterThanOrEqual(40);
      expect(floater.size).toBeLessThanOrEqual(84);
    }
    expect(new Set(placed.map((floater) => floater.size)).size).toBeGreaterThan(4);
  });
});

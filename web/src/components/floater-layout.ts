/** The random choices behind one floating image, each a fraction from 0 to 1 where a number. */
export interface FloaterSeed {
  src: string;
  /** Where its size falls between the smallest and the largest that fit. */
  size: number;
  /** Where it sits down its slot. */
  along: number;
  /** Where it sits across its margin. */
  across: number;
  baseRotation: number;
  direction: 1 | -1;
}

/** The free space around the page, in CSS pixels of the viewport. */
export interface FloaterSpace {
  width: number;
  height: number;
  /** The width of each margin beside the page's column (from the viewport's edge to the column's content). */
  margin: number;
  /** Where the space below the navigation bar starts. */
  top: number;
}

/** A floating image placed: on which side, how far from that side's edge and from the top, and how large (px). */
export interface PlacedFloater {
  src: string;
  side: 'left' | 'right';
  inset: number;
  top: number;
  size: number;
  baseRotation: number;
  direction: 1 | -1;
}

const minSize = 40;
const maxSize = 84;
// Room kept free between an image and the viewport's edge, the page's column, the bar, and the next image.
const spacing = 12;

/**
 * Places the images in the margins beside the page: alternately left and right, each side's
 * stacked in slots of its own down the viewport below the navigation bar, so no two overlap and
 * none covers the page, the bar or the other. As many as fit (none when the margins are too
 * narrow), at most one per seed.
 */
export function layOutFloaters(seeds: readonly FloaterSeed[], space: FloaterSpace): PlacedFloater[] {
  const room = Math.min(space.margin, space.width / 2) - 2 * spacing;
  const height = space.height - space.top - spacing;
  const slotsPerSide = Math.min(Math.ceil(seeds.length / 2), Math.floor(height / (minSize + spacing)));
  if (room < minSize || slotsPerSide < 1) return [];
  const slot = height / slotsPerSide;
  const largest = Math.min(maxSize, room, slot - spacing);
  return seeds.slice(0, slotsPerSide * 2).map((seed, i) => {
    const size = Math.floor(minSize + seed.size * (largest - minSize));
    return {
      src: seed.src,
      side: i % 2 === 0 ? 'left' : 'right',
      inset: Math.floor(spacing + seed.across * (room - size)),
      top: Math.floor(space.top + spacing + Math.floor(i / 2) * slot + seed.along * (slot - spacing - size)),
      size,
      baseRotation: seed.baseRotation,
      direction: seed.direction,
    };
  });
}

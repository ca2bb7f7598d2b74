/** A colour as 0-255 channels. */
export interface Rgb {
  r: number;
  g: number;
  b: number;
}

// Luminance where black and white text contrast equally (4.58:1): above it black reads better.
const blackTextAbove = 0.179;
// "Mid-tone": between dark-mid and light-mid, so either text colour keeps a high contrast.
const midToneRange = { min: 0.08, max: 0.42 };

/** WCAG relative luminance, 0 (black) to 1 (white). */
export function relativeLuminance({ r, g, b }: Rgb): number {
  const channel = (value: number) => {
    const c = value / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
}

/** WCAG contrast ratio between two colours, 1 to 21. */
export function contrastRatio(a: Rgb, b: Rgb): number {
  const [light, dark] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

/** Black text on colours brighter than about half, white text on the rest. */
export function textColourFor(background: Rgb): '#000000' | '#ffffff' {
  return relativeLuminance(background) > blackTextAbove ? '#000000' : '#ffffff';
}

/** A random saturated mid-tone colour (luminance kept between dark-mid and light-mid). */
export function randomMidTone(random: () => number = Math.random): Rgb {
  for (;;) {
    const colour = hslToRgb(random() * 360, 0.45 + random() * 0.45, 0.3 + random() * 0.4);
    const luminance = relativeLuminance(colour);
    if (luminance >= midToneRange.min && luminance <= midToneRange.max) return colour;
  }
}

/** CSS notation of a colour. */
export function toCss({ r, g, b }: Rgb): string {
  return `rgb(${r}, ${g}, ${b})`;
}

function hslToRgb(hue: number, saturation: number, lightness: number): Rgb {
  const chroma = (1 - Math.abs(2 * lightness - 1)) * saturation;
  const x = chroma * (1 - Math.abs(((hue / 60) % 2) - 1));
  const m = lightness - chroma / 2;
  const [r, g, b] =
    hue < 60
      ? [chroma, x, 0]
      : hue < 120
        ? [x, chroma, 0]
        : hue < 180
          ? [0, chroma, x]
          : hue < 240
            ? [0, x, chroma]
            : hue < 300
              ? [x, 0, chroma]
              : [chroma, 0, x];
  return { r: Math.round((r + m) * 255), g: Math.round((g + m) * 255), b: Math.round((b + m) * 255) };
}

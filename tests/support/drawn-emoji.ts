import type { Locator } from 'playwright-core';

/**
 * The emoji drawn as the app's images inside `within` (each image's text once loaded; a broken image
 * reads 'not loaded'), and the pictographs left there as characters (an empty box or a font's glyph
 * on a device without a colour emoji font; ⚠ counts, though a font may draw it in black and white).
 */
export async function drawnEmoji(within: Locator): Promise<{ images: string[]; characters: string[] }> {
  await within.locator('img.emoji').evaluateAll(async (images) => {
    await Promise.all(images.map((image) => (image as HTMLImageElement).decode().catch(() => undefined)));
  });
  return within.evaluate((element: HTMLElement) => ({
    images: [...element.querySelectorAll<HTMLImageElement>('img.emoji')].map((image) =>
      image.naturalWidth > 0 ? image.alt : `${image.alt} not loaded`,
    ),
    characters: element.innerText.match(/\p{Extended_Pictographic}/gu) ?? [],
  }));
}

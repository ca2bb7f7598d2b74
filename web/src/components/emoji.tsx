import './emoji.css';

/** The name of an emoji's image in /emoji/: its code points in hexadecimal, without the variation selector (Twemoji's naming). */
export const emojiImageName = (emoji: string): string =>
  [...emoji]
    .filter((char) => char !== '\uFE0F')
    .map((char) => char.codePointAt(0)!.toString(16))
    .join('-');

const emojiUrl = (emoji: string) => `/emoji/${emojiImageName(emoji)}.svg`;

// The emoji of what shows when the connection is gone (a form kept for later, a connection problem, a note not saved here).
const offlineEmoji = ['📡'];
const kept: HTMLImageElement[] = [];

/**
 * Loads the emoji of the screens that show when the connection is gone, now while there is one, and
 * keeps them: they draw offline even before the service worker has cached the app.
 */
export function keepOfflineEmoji(): void {
  for (const emoji of offlineEmoji) {
    const image = new Image();
    image.src = emojiUrl(emoji);
    kept.push(image);
  }
}

/**
 * An emoji drawn from the app's own image of it (web/public/emoji/, precached by the service worker
 * like the rest of the app), so it shows on a device without a colour emoji font; the character
 * itself is the image's text (for screen readers and copying), unless a `label` says what it means here.
 */
export function Emoji({ emoji, label }: { emoji: string; label?: string }) {
  return <img className="emoji" src={emojiUrl(emoji)} alt={label ?? emoji} draggable={false} decoding="async" />;
}

import type { CSSProperties, ReactElement } from 'react';
import { sealMessages } from '#contract/notes/seal-messages.ts';
import { cardFontFamily, loadCardFonts } from './card-fonts.ts';
import { drawableText } from './drawable-text.ts';
import { truncateAtWord } from './truncate-at-word.ts';

/** What a share card shows of a note. */
export interface NoteCardContent {
  nemesisName: string;
  finalRoast: string;
  /** ISO 8601 timestamp. */
  createdAt: string;
  /** A teaser of a note sealed until Nemesis Day: the roast is not on it (give none), the day's promise is. */
  sealed?: boolean | undefined;
}

const width = 1200;
const height = 630;
const paddingX = 72;
const colours = {
  text: '#f6eef8',
  muted: '#cbb8d2',
  border: '#4d2b5a',
  crimson: '#cc1f55',
  pink: '#ff4f7b',
  gold: '#f5b942',
};

const svgUri = (svg: string) => `data:image/svg+xml,${encodeURIComponent(svg)}`;

// The favicon's bolt and circle without its square backdrop.
const logo = svgUri(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="10 10 80 80"><circle cx="50" cy="50" r="40" fill="#e0245e"/><path d="M56 12 28 56h18l-6 32 30-46H52z" fill="#f5b942" stroke="#1a0b1f" stroke-width="3" stroke-linejoin="round"/></svg>',
);

const watermark = svgUri(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100"><path d="M56 12 28 56h18l-6 32 30-46H52z" fill="#ff4f7b" fill-opacity="0.07"/></svg>',
);

const arrow = svgUri(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24"><path d="M4 12h15M13 6l6 6-6 6" fill="none" stroke="#ff4f7b" stroke-width="2.6" stroke-linecap="round" stroke-linejoin="round"/></svg>',
);

const dateFormat = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});

/** Renders the 1200x630 PNG link-preview card of a published note. */
export async function renderNoteCard(note: NoteCardContent): Promise<Buffer> {
  // Loaded with the first card, not at start: they cost start time and memory a server drawing no card should not pay.
  const [{ default: satori }, { Resvg }] = await Promise.all([import('satori'), import('@resvg/resvg-js')]);
  const { fonts, codePoints } = await loadCardFonts();
  const name = truncateAtWord(drawableText(note.nemesisName, codePoints), 100) || 'a worthy nemesis';
  // Satori lays out every character even when clamped, so hand it only what can show.
  const roast = truncateAtWord(drawableText(note.finalRoast, codePoints), 320);
  const created = new Date(note.createdAt);
  const date = Number.isNaN(created.getTime()) ? '' : dateFormat.format(created);
  let titleHeight = 0;
  const draw = (layout: Layout) =>
    satori(card(name, note.sealed ? sealMessages.cardTeaser : roast, date, layout, note.sealed === true), {
      width,
      height,
      fonts,
      onNodeDetected: (node) => node.key === 'title' && (titleHeight = node.height),
    });
  const titleSize = firstTitleSize(name);
  let svg = await draw({ titleSize, roastLines: 4 });
  // Satori is the cheap half of a render, so measuring by laying out twice beats guessing glyph
  // widths: a title that wrapped gets a smaller size and leaves room for three lines of roast.
  if (titleHeight > titleSize * titleLineHeight * 1.5)
    svg = await draw({ titleSize: Math.min(titleSize, 56), roastLines: 3 });
  return new Resvg(svg, { fitTo: { mode: 'width', value: width } }).render().asPng();
}

interface Layout {
  titleSize: number;
  roastLines: number;
}

const titleLineHeight = 1.1;

function card(name: string, roast: string, date: string, layout: Layout, sealed: boolean): ReactElement {
  return node(
    'div',
    {
      width,
      height,
      boxSizing: 'border-box',
      display: 'flex',
      flexDirection: 'column',
      padding: `52px ${paddingX}px 44px`,
      fontFamily: cardFontFamily,
      color: colours.text,
      backgroundColor: '#1a0b1f',
      backgroundImage:
        'radial-gradient(circle at 0% 0%, rgba(204, 31, 85, 0.34) 0%, rgba(204, 31, 85, 0) 55%), linear-gradient(160deg, #2a1133 0%, #1a0b1f 60%)',
    },
    [
      image(watermark, 520, 520, { position: 'absolute', right: -70, top: -40 }),
      node('div', { display: 'flex', alignItems: 'center', justifyContent: 'space-between' }, [
        node('div', { display: 'flex', alignItems: 'center' }, [
          image(logo, 60, 60),
          node('div', { marginLeft: 18, fontSize: 34, fontWeight: 800, letterSpacing: -0.5 }, 'Nemesis Day'),
        ]),
        date ? node('div', { fontSize: 24, color: colours.muted }, date) : null,
      ]),
      node(
        'div',
        { display: 'flex', flexDirection: 'column', justifyContent: 'center', flexGrow: 1, paddingBottom: 8 },
        [
          node(
            'div',
            { fontSize: 24, fontWeight: 700, letterSpacing: 3, color: colours.gold, textTransform: 'uppercase' },
            'A roast for',
          ),
          node(
            'div',
            {
              display: 'block',
              lineClamp: 2,
              marginTop: 6,
              fontSize: layout.titleSize,
              fontWeight: 800,
              lineHeight: titleLineHeight,
              letterSpacing: -1.5,
              wordBreak: 'break-word',
            },
            name,
            'title',
          ),
          roast
            ? node(
                'div',
                {
                  display: 'flex',
                  marginTop: 28,
                  padding: '24px 34px 26px 30px',
                  backgroundColor: 'rgba(50, 26, 60, 0.88)', // the app's card colour, letting the watermark through
                  border: `2px solid ${colours.border}`,
                  borderLeft: `8px solid ${sealed ? colours.gold : colours.crimson}`,
                  borderRadius: 22,
                },
                [
                  node(
                    'div',
                    {
                      display: 'block',
                      lineClamp: layout.roastLines,
                      fontSize: 28,
                      lineHeight: 1.45,
                      color: '#eadff0',
                      wordBreak: 'break-word',
                    },
                    roast,
                  ),
                ],
              )
            : null,
        ],
      ),
      node(
        'div',
        { display: 'flex', alignItems: 'center', justifyContent: 'space-between', fontSize: 22, color: colours.muted },
        [
          node('div', { display: 'flex' }, 'nemesis day · 15 February'),
          node('div', { display: 'flex', alignItems: 'center', color: colours.pink, fontWeight: 700 }, [
            sealed ? sealMessages.cardCall : 'Read the whole roast',
            image(arrow, 24, 24, { marginLeft: 8 }),
          ]),
        ],
      ),
    ],
  );
}

// Inter Extra Bold averages about 0.6em a character: short names get big type, long ones wrap.
function firstTitleSize(name: string): number {
  const fit = Math.floor((width - 2 * paddingX) / (0.6 * Array.from(name).length));
  return Math.max(48, Math.min(84, fit));
}

type Child = ReactElement | string | null;

function node(type: string, style: CSSProperties, children: Child | Child[], key: string | null = null): ReactElement {
  return { type, key, props: { style, children } };
}

function image(src: string, imageWidth: number, imageHeight: number, style: CSSProperties = {}): ReactElement {
  return {
    type: 'img',
    key: null,
    props: { src, width: imageWidth, height: imageHeight, style: { width: imageWidth, height: imageHeight, ...style } },
  };
}

import { useEffect, useMemo, useRef, useState } from 'react';
import type { KeyboardEvent, PointerEvent } from 'react';
import { useHydrated } from '../../hooks/use-hydrated.ts';
import { useMediaQuery } from '../../hooks/use-media-query.ts';
import type { NemesisPair } from './nemesis-pairs.ts';
import { randomMidTone, textColourFor, toCss } from './pair-colours.ts';
import type { Rgb } from './pair-colours.ts';
import { Emoji } from '../../components/emoji.tsx';
import './nemesis-carousel.css';

// Spec §9: the carousel turns every 5 s, and a swipe of 40 px or more turns it by hand.
const intervalMs = 5000;
const swipeThresholdPx = 40;

/**
 * One rivalry at a time: advances every 5 s, pauses while hovered or focused (or when the user
 * pauses it, or prefers reduced motion), and moves with the buttons, the arrow keys or a 40 px swipe.
 * Each name gets a random colour in the browser, after hydration; the server's page shows them plain.
 */
export function NemesisCarousel({ pairs }: { pairs: readonly NemesisPair[] }) {
  const [index, setIndex] = useState(0);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [stopped, setStopped] = useState(false);
  const reducedMotion = useMediaQuery('(prefers-reduced-motion: reduce)');
  const swipeStart = useRef<number | null>(null);
  const hydrated = useHydrated();
  const colours = useMemo(
    () => (hydrated ? pairs.map(() => [randomMidTone(), randomMidTone()] as const) : undefined),
    [pairs, hydrated],
  );

  const playing = !hovered && !focused && !stopped && !reducedMotion;
  const go = (step: number) => setIndex((current) => (current + step + pairs.length) % pairs.length);

  useEffect(() => {
    if (!playing) return;
    const timer = setInterval(() => go(1), intervalMs);
    return () => clearInterval(timer);
    // `index` restarts the interval so a manual move gets a full 5 s before the next advance.
  }, [playing, index]);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowLeft') go(-1);
    else if (event.key === 'ArrowRight') go(1);
    else return;
    event.preventDefault();
  };
  const onPointerDown = (event: PointerEvent) => {
    swipeStart.current = event.clientX;
  };
  const onPointerUp = (event: PointerEvent) => {
    if (swipeStart.current === null) return;
    const distance = event.clientX - swipeStart.current;
    swipeStart.current = null;
    if (Math.abs(distance) >= swipeThresholdPx) go(distance < 0 ? 1 : -1);
  };

  const pair = pairs[index]!;
  const [leftColour, rightColour] = colours?.[index] ?? [];
  return (
    <section
      className="carousel"
      aria-roledescription="carousel"
      aria-label="Famous nemesises"
      onKeyDown={onKeyDown}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setFocused(false);
      }}
    >
      <div className="carousel__controls">
        <button type="button" className="button carousel__arrow" onClick={() => go(-1)} aria-label="Previous pair">
          ‹
        </button>
        <button type="button" className="button" onClick={() => setStopped((value) => !value)} aria-pressed={stopped}>
          {stopped ? 'Play' : 'Pause'}
        </button>
        <button type="button" className="button carousel__arrow" onClick={() => go(1)} aria-label="Next pair">
          ›
        </button>
      </div>
      <div
        className="carousel__slide"
        role="group"
        aria-roledescription="slide"
        aria-label={`${index + 1} of ${pairs.length}`}
        aria-live={playing ? 'off' : 'polite'}
        onPointerDown={onPointerDown}
        onPointerUp={onPointerUp}
        onPointerCancel={() => (swipeStart.current = null)}
      >
        <div className="pair">
          <PairLink name={pair.left} href={pair.leftLink} colour={leftColour} />
          <span className="pair__versus">
            <Emoji emoji="⚡" label="versus" />
          </span>
          <PairLink name={pair.right} href={pair.rightLink} colour={rightColour} />
        </div>
        <p className={pair.fictional ? 'badge badge--fictional' : 'badge badge--real'}>
          {pair.fictional ? 'Fictional' : 'Non-Fictional'}
        </p>
        <p className="pair__description">{pair.description}</p>
      </div>
      <div className="carousel__dots">
        {pairs.map((item, i) => (
          <button
            key={item.left}
            type="button"
            className="carousel__dot"
            aria-label={`Show ${item.left} and ${item.right}`}
            aria-current={i === index}
            onClick={() => setIndex(i)}
          />
        ))}
      </div>
    </section>
  );
}

// Plain until the colour comes (only ever in the browser): React then sets it through the CSSOM,
// which the Content-Security-Policy's style-src 'self' allows, unlike a style attribute in the server's HTML.
function PairLink({ name, href, colour }: { name: string; href: string; colour: Rgb | undefined }) {
  return (
    <a
      className="pair__link"
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      style={colour && { backgroundColor: toCss(colour), color: textColourFor(colour) }}
    >
      {name}
      <span className="visually-hidden"> (Wikipedia, opens in a new tab)</span>
    </a>
  );
}

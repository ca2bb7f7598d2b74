import { useEffect, useRef, useState } from 'react';
import { useMediaQuery } from '../hooks/use-media-query.ts';
import './floating-images.css';

/** The spec's large breakpoint (§9): floating images show from this width up. */
const largeMinWidthPx = 992;

const imagePool = Array.from({ length: 20 }, (_, i) => `/floaters/floater-${String(i + 1).padStart(2, '0')}.svg`);
const maxImages = 16;
const maxScrollRotationDeg = 45;

interface Floater {
  src: string;
  side: 'left' | 'right';
  top: number;
  offset: number;
  size: number;
  baseRotation: number;
  direction: 1 | -1;
}

/**
 * Up to 16 random circular images floating in the margins of large screens, turning up to 45
 * degrees as the page scrolls. Decorative only; still when the user prefers reduced motion. None on
 * the server or while hydrating (the screen's size is the browser's to say): they come after, over
 * the page, moving nothing.
 */
export function FloatingImages() {
  const large = useMediaQuery(`(min-width: ${largeMinWidthPx}px)`);
  return large ? <Floaters /> : null;
}

/** The images, picked at random when they are first shown (only ever in the browser). */
function Floaters() {
  const reducedMotion = useMediaQuery('(prefers-reduced-motion: reduce)');
  const container = useRef<HTMLDivElement>(null);
  const [floaters] = useState(pickFloaters);

  useEffect(() => {
    const element = container.current;
    if (reducedMotion || !element) return;
    let frame = 0;
    const update = () => {
      frame = 0;
      const scrollable = document.documentElement.scrollHeight - window.innerHeight;
      const progress = scrollable > 0 ? Math.min(window.scrollY / scrollable, 1) : 0;
      element.style.setProperty('--scroll-rotation', `${progress * maxScrollRotationDeg}deg`);
    };
    const onScroll = () => {
      frame ||= requestAnimationFrame(update);
    };
    update();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      window.removeEventListener('scroll', onScroll);
      cancelAnimationFrame(frame);
    };
  }, [reducedMotion]);

  return (
    <div ref={container} className="floaters" aria-hidden="true">
      {floaters.map((floater) => (
        <img
          key={floater.src}
          src={floater.src}
          alt=""
          className="floaters__image"
          width={floater.size}
          height={floater.size}
          style={{
            top: `${floater.top}%`,
            [floater.side]: `${floater.offset}%`,
            ['--base-rotation' as string]: `${floater.baseRotation}deg`,
            ['--direction' as string]: floater.direction,
          }}
        />
      ))}
    </div>
  );
}

function pickFloaters(): Floater[] {
  const shuffled = [...imagePool].sort(() => Math.random() - 0.5).slice(0, maxImages);
  return shuffled.map((src, i) => ({
    src,
    side: i % 2 === 0 ? 'left' : 'right',
    // Spread each side's eight images down the page, jittered so the layout looks random.
    top: 9 + (Math.floor(i / 2) / (maxImages / 2)) * 80 + Math.random() * 5,
    offset: 1 + Math.random() * 7,
    size: 44 + Math.round(Math.random() * 40),
    baseRotation: Math.round(Math.random() * 40 - 20),
    direction: Math.random() < 0.5 ? 1 : -1,
  }));
}

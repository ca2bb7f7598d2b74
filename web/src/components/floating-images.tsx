import { useEffect, useRef, useState } from 'react';
import { useMediaQuery } from '../hooks/use-media-query.ts';
import { layOutFloaters } from './floater-layout.ts';
import type { FloaterSeed, FloaterSpace } from './floater-layout.ts';
import './floating-images.css';

/** The spec's large breakpoint (§9): floating images show from this width up. */
const largeMinWidthPx = 992;

const imagePool = Array.from({ length: 20 }, (_, i) => `/floaters/floater-${String(i + 1).padStart(2, '0')}.svg`);
const maxImages = 16;
const maxScrollRotationDeg = 45;

/**
 * Up to 16 random circular images floating in the margins of large screens, turning up to 45
 * degrees as the page scrolls; as many as fit beside the page without covering it or each other.
 * Decorative only; still when the user prefers reduced motion. None on
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
  const [seeds] = useState(pickSeeds);
  const space = useFloaterSpace();
  const floaters = space ? layOutFloaters(seeds, space) : [];

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
            top: `${floater.top}px`,
            [floater.side]: `${floater.inset}px`,
            ['--base-rotation' as string]: `${floater.baseRotation}deg`,
            ['--direction' as string]: floater.direction,
          }}
        />
      ))}
    </div>
  );
}

function pickSeeds(): FloaterSeed[] {
  const shuffled = [...imagePool].sort(() => Math.random() - 0.5).slice(0, maxImages);
  return shuffled.map((src) => ({
    src,
    size: Math.random(),
    along: Math.random(),
    across: Math.random(),
    baseRotation: Math.round(Math.random() * 40 - 20),
    direction: Math.random() < 0.5 ? 1 : -1,
  }));
}

/** The room beside the page's column and below the navigation bar, measured now and again whenever either may have moved. */
function useFloaterSpace(): FloaterSpace | undefined {
  const [space, setSpace] = useState<FloaterSpace>();
  useEffect(() => {
    const measure = () => {
      const main = document.getElementById('main');
      if (!main) return;
      const margin = main.getBoundingClientRect().left + parseFloat(getComputedStyle(main).paddingLeft);
      const top = document.querySelector('.nav')?.getBoundingClientRect().height ?? 0;
      setSpace({ width: document.documentElement.clientWidth, height: window.innerHeight, margin, top });
    };
    measure();
    // A scroll bar coming or going moves the column; a notice in the bar makes it taller.
    const observer = new ResizeObserver(measure);
    observer.observe(document.documentElement);
    const nav = document.querySelector('.nav');
    if (nav) observer.observe(nav);
    window.addEventListener('resize', measure);
    return () => {
      observer.disconnect();
      window.removeEventListener('resize', measure);
    };
  }, []);
  return space;
}

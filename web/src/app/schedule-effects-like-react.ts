import { options } from 'preact';

/**
 * Makes Preact (which runs the app in place of React, web/vite.config.ts) run effects when React
 * would: in the task after the render, and always before the next render starts.
 */
export function scheduleEffectsLikeReact(): void {
  // Preact waits for the next animation frame, which holds effects back where frames stop and
  // timers slow down (a background tab) or stand still (a test's paused clock); a posted message
  // runs as soon as the current task ends.
  let flushEffects: (() => void) | undefined;
  const runEffects = () => {
    const flush = flushEffects;
    flushEffects = undefined;
    flush?.();
  };
  const channel = new MessageChannel();
  channel.port1.onmessage = runEffects;
  options.requestAnimationFrame = (flush) => {
    flushEffects = flush;
    channel.port2.postMessage(undefined);
  };
  // A component that renders again runs its own waiting effects first, before its children's from
  // the same render: a parent moved focus while its child's dialog was still open. React runs every
  // waiting effect, children first, before any new render; so does this.
  options.debounceRendering = (render) =>
    queueMicrotask(() => {
      runEffects();
      render();
    });
}

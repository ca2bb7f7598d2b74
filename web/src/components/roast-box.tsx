import { useId } from 'react';
import type { RoastStream } from '../hooks/use-roast-stream.ts';
import { progressPaces, useSimulatedProgress } from '../hooks/use-simulated-progress.ts';
import { ProgressBar } from './progress-bar.tsx';
import { Emoji } from './emoji.tsx';
import './roast-box.css';

/**
 * A roast as it is written: the simulated progress with the spec's waiting text while it streams
 * (complete once the whole roast is in), and the text appearing piece by piece; a stopped roast
 * keeps what was written. Screen readers hear it once, when it is finished or stopped.
 */
export function RoastBox({
  title,
  emoji,
  stream,
  waitingText,
}: {
  title: string;
  /** Drawn before the title. */
  emoji?: string;
  stream: RoastStream;
  waitingText: string;
}) {
  const id = useId();
  const streaming = stream.status === 'streaming';
  const progress = useSimulatedProgress(streaming, progressPaces.generation);
  if (stream.status === 'idle' || stream.status === 'failed') return null;
  return (
    <section className={streaming ? 'roast-box roast-box--streaming' : 'roast-box'} aria-labelledby={`${id}-title`}>
      <h3 className="roast-box__title" id={`${id}-title`}>
        {emoji && (
          <span aria-hidden="true">
            <Emoji emoji={emoji} />{' '}
          </span>
        )}
        {title}
      </h3>
      <ProgressBar
        label={streaming ? waitingText : stream.status === 'stopped' ? 'Stopped' : 'Roast ready'}
        value={progress}
        tone={streaming ? 'working' : 'done'}
      />
      <div className="roast-box__text" aria-live="polite" aria-busy={streaming}>
        {stream.text === '' && streaming ? (
          <p className="roast-box__placeholder">The roaster is cracking its knuckles…</p>
        ) : (
          <p>{stream.text}</p>
        )}
      </div>
    </section>
  );
}

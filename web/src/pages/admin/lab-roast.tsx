import type { RoastStream } from '../../hooks/use-roast-stream.ts';
import { CallError } from '../../components/call-error.tsx';
import { RoastBox } from '../../components/roast-box.tsx';
import './lab-roast.css';

/** What a LabRoast runs: its stream, the button that starts it, and how its roast reads while written. */
export interface LabRoastProps {
  stream: RoastStream;
  startLabel: string;
  title: string;
  waitingText: string;
  /** Starts the roast (the button, and Try Again after a failure). */
  onStart: () => void;
  /** Why it cannot start now (nothing to try yet), or undefined when it can. */
  blocked?: boolean;
}

/**
 * A roast of the admin's roast lab (model test, playground): the button that writes it, Stop while
 * it streams, the roast as it is written, and its failure with Try Again.
 */
export function LabRoast({ stream, startLabel, title, waitingText, onStart, blocked = false }: LabRoastProps) {
  const streaming = stream.status === 'streaming';
  return (
    <div className="lab-roast">
      <div className="lab-roast__actions">
        {streaming ? (
          <button type="button" className="button" onClick={stream.stop}>
            Stop
          </button>
        ) : (
          <button type="button" className="button button--primary" onClick={onStart} disabled={blocked}>
            {startLabel}
          </button>
        )}
      </div>
      <RoastBox title={title} stream={stream} waitingText={waitingText} />
      {stream.error && <CallError error={stream.error} onRetry={onStart} />}
    </div>
  );
}

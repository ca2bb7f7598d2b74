import { useEffect } from 'react';
import type { NoteSeal } from '#contract/notes/note-schemas.ts';
import { sealMessages } from '#contract/notes/seal-messages.ts';
import { momentInZone } from '#contract/site/nemesis-day.ts';
import { AddToCalendarLink } from '../../components/add-to-calendar-link.tsx';
import { Emoji } from '../../components/emoji.tsx';
import { useTimeLeft } from './use-time-left.ts';
import './sealed-roast.css';

// While the server still says sealed past the moment (the reader's clock runs ahead), it is asked again this often.
const askAgainMs = 5000;

const units = [
  ['days', 86_400_000],
  ['hours', 3_600_000],
  ['minutes', 60_000],
  ['seconds', 1000],
] as const;

/** The countdown's figures: whole days, hours, minutes and seconds left. */
function figures(ms: number): [string, number][] {
  let rest = ms;
  return units.map(([unit, size]) => {
    const value = Math.floor(rest / size);
    rest -= value * size;
    return [unit, value];
  });
}

/**
 * A sealed note's roast as a reader sees it before Nemesis Day: the day's promise, when it opens (in
 * the author's zone), a live countdown and Add to calendar for the moment. At the moment it asks `onDue` for the note again, and again
 * every few seconds while the server (whose clock decides) still answers sealed or the device is offline.
 */
export function SealedRoast({ shortUuid, seal, onDue }: { shortUuid: string; seal: NoteSeal; onDue: () => void }) {
  const left = useTimeLeft(seal.opensAt);
  const due = left === 0;
  useEffect(() => {
    if (!due) return;
    // Offline it waits for the connection: a load that fails would take away the note the page shows.
    const ask = () => navigator.onLine && onDue();
    ask();
    const again = setInterval(ask, askAgainMs);
    return () => clearInterval(again);
  }, [due, onDue]);
  return (
    <section className="sealed-roast" aria-labelledby="sealed-roast-title">
      <p className="sealed-roast__seal" aria-hidden="true">
        <Emoji emoji="🔒" />
      </p>
      <h2 id="sealed-roast-title" className="sealed-roast__title">
        {sealMessages.sealedHeading}
      </h2>
      <p className="sealed-roast__when">
        {`${sealMessages.opens} ${momentInZone(new Date(seal.opensAt), seal.timeZone)}`}
      </p>
      <div className="sealed-roast__countdown" role="timer" aria-live="off" aria-label="Time until it opens">
        {left === undefined || due ? (
          <p className="sealed-roast__opening">{due ? sealMessages.opening : ' '}</p>
        ) : (
          figures(left).map(([unit, value]) => (
            <p key={unit} className="sealed-roast__unit">
              <span className="sealed-roast__figure">{unit === 'days' ? value : String(value).padStart(2, '0')}</span>
              <span className="sealed-roast__label">{unit}</span>
            </p>
          ))
        )}
      </div>
      <AddToCalendarLink sealedNote={shortUuid} className="button button--small sealed-roast__calendar" />
    </section>
  );
}

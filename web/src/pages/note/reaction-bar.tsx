import { useCallback, useRef, useState } from 'react';
import { reactions } from '#contract/notes/reactions.ts';
import { useSession } from '../../auth/session-context.ts';
import { CallError } from '../../components/call-error.tsx';
import { useInView } from '../../hooks/use-in-view.ts';
import { useOnline } from '../../offline/use-online.ts';
import { useReactions } from './use-reactions.ts';
import { Emoji } from '../../components/emoji.tsx';
import './reaction-bar.css';

// How far below the screen the bar starts loading its counts: about a thumb's scroll ahead.
const aheadPx = 100;

/**
 * The reactions under a roast: one toggle button per reaction (its emoji, its words and its count),
 * the reader's own pressed. Pressing another changes it, pressing theirs takes it
 * back. The counts come after the page loads (they are the reader's), so the server renders the bar
 * without them, waiting; they load once the bar is about to show (below a long roast, when the reader
 * scrolls to it), with the API's client and checks: a reader who only reads downloads neither.
 * Offline the buttons wait, and say why.
 */
export function ReactionBar({ shortUuid }: { shortUuid: string }) {
  const session = useSession();
  const bar = useRef<HTMLElement>(null);
  const [shown, setShown] = useState(false);
  useInView(
    bar,
    !shown,
    useCallback(() => setShown(true), []),
    aheadPx,
  );
  const { query, write } = useReactions(shortUuid, session.status, session.claims?.sub, shown);
  const [announcement, setAnnouncement] = useState('');
  const state = query.data;
  const online = useOnline();

  const choose = (kind: (typeof reactions)[number]) => {
    if (!state || write.isPending) return;
    const taken = state.mine === kind.kind;
    setAnnouncement('');
    write.mutate(taken ? null : kind.kind, {
      onSuccess: () => setAnnouncement(taken ? 'Reaction removed.' : `You reacted ${kind.label}.`),
    });
  };

  return (
    <section ref={bar} className="reaction-bar" aria-label="Reactions">
      <div className="reaction-bar__buttons" role="group" aria-label="React to this roast">
        {reactions.map((kind) => (
          <button
            key={kind.kind}
            type="button"
            className="reaction-bar__button"
            aria-pressed={state?.mine === kind.kind}
            disabled={!state || !online}
            onClick={() => choose(kind)}
          >
            <span className="reaction-bar__emoji" aria-hidden="true">
              <Emoji emoji={kind.emoji} />
            </span>
            <span className="reaction-bar__label">{kind.label}</span>
            <span className="reaction-bar__count">{state ? state.counts[kind.kind] : ''}</span>
          </button>
        ))}
      </div>
      {!online && (
        // Greyed out with no word, the buttons would look broken: they wait for the connection, as every action that needs one says.
        <p className="reaction-bar__offline">Reactions need a connection: they come back once you are online.</p>
      )}
      {write.error && <CallError error={write.error} />}
      <p className="visually-hidden" role="status">
        {announcement}
      </p>
    </section>
  );
}

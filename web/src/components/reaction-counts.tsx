import { reactions } from '#contract/notes/reactions.ts';
import type { ReactionCounts as Counts } from '#contract/notes/reactions.ts';
import { Emoji } from './emoji.tsx';
import './reaction-counts.css';

/** How many readers left each reaction, in a row: each emoji and its count (a screen reader hears "3 Funny"). */
export function ReactionCounts({ counts, label = 'Reactions' }: { counts: Counts; label?: string }) {
  return (
    <ul className="reaction-counts" aria-label={label}>
      {reactions.map((kind) => (
        <li key={kind.kind} className="reaction-counts__item" title={kind.label}>
          <span aria-hidden="true">
            <Emoji emoji={kind.emoji} />
          </span>{' '}
          {counts[kind.kind]}
          <span className="visually-hidden"> {kind.label}</span>
        </li>
      ))}
    </ul>
  );
}

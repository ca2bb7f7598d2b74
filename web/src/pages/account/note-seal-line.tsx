import type { NoteSeal } from '#contract/notes/note-schemas.ts';
import { opensInText } from '#contract/notes/seal-messages.ts';
import { daysUntilNemesisDay } from '#contract/site/nemesis-day.ts';
import { Emoji } from '../../components/emoji.tsx';
import './note-seal-line.css';

/** Under one of the author's notes sealed until Nemesis Day: 'Opens in N days' (calendar days in its time zone). */
export function NoteSealLine({ seal }: { seal: NoteSeal | undefined }) {
  if (!seal) return null;
  return (
    <span className="note-seal">
      <span aria-hidden="true">
        <Emoji emoji="🔒" />
      </span>{' '}
      <time dateTime={seal.opensAt}>{opensInText(daysUntilNemesisDay(new Date(), seal.timeZone))}</time>
    </span>
  );
}

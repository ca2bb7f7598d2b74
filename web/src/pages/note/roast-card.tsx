import { Link } from 'react-router-dom';
import type { NoteResponse } from '#contract/notes/note-schemas.ts';
import { spaRoutes } from '#contract/site/spa-routes.ts';
import { LocalDate } from '../../components/local-date.tsx';
import { notePath } from '#contract/notes/note-paths.ts';
import { SealedRoast } from './sealed-roast.tsx';
import { ShareButton } from '../../components/share-button.tsx';
import { Emoji } from '../../components/emoji.tsx';
import '../../components/eyebrow.css';
import './roast-card.css';

/**
 * The public roast card (spec §2 Public note page): the nemesis's name as its title, the date it
 * was made, the final roast, Share This Roast and Create Your Own, and a footer link home. A note
 * sealed until Nemesis Day shows its readers a countdown in place of the roast; `onDue` asks for it at the moment.
 */
export function RoastCard({ note, onDue }: { note: NoteResponse['note']; onDue: () => void }) {
  return (
    <article className="roast-card" aria-labelledby="roast-card-title">
      <header className="roast-card__header">
        <p className="roast-card__eyebrow">
          <span aria-hidden="true">
            <Emoji emoji="👿" />
          </span>{' '}
          A Nemesis Day roast of
        </p>
        <h1 id="roast-card-title" className="roast-card__title">
          {note.nemesisName}
        </h1>
        <p className="roast-card__date">
          <LocalDate iso={note.createdAt} />
        </p>
      </header>
      {note.finalRoast === undefined && note.seal ? (
        <SealedRoast shortUuid={note.shortUuid} seal={note.seal} onDue={onDue} />
      ) : (
        <blockquote className="roast-card__roast">
          <p>{note.finalRoast}</p>
        </blockquote>
      )}
      <div className="roast-card__actions">
        <ShareButton
          title={`A roast for ${note.nemesisName}`}
          text={`${note.nemesisName} has been roasted for Nemesis Day.`}
          path={notePath(note)}
        />
        <Link to={spaRoutes.createNote} className="button">
          Create Your Own
        </Link>
      </div>
      <footer className="roast-card__footer">
        <Link to={spaRoutes.home}>
          <span aria-hidden="true">
            <Emoji emoji="⚡" />
          </span>{' '}
          Nemesis Day · 15 February
        </Link>
      </footer>
    </article>
  );
}

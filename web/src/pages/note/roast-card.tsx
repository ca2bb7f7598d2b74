import { Link } from 'react-router-dom';
import type { NoteResponse } from '#contract/notes/note-schemas.ts';
import { spaRoutes } from '#contract/site/spa-routes.ts';
import { LocalDate } from '../../components/local-date.tsx';
import { notePath } from '#contract/notes/note-paths.ts';
import { ShareButton } from './share-button.tsx';
import '../../components/eyebrow.css';
import './roast-card.css';

/**
 * The public roast card (spec §2 Public note page): the nemesis's name as its title, the date it
 * was made, the final roast, Share This Roast and Create Your Own, and a footer link home.
 */
export function RoastCard({ note }: { note: NoteResponse['note'] }) {
  return (
    <article className="roast-card" aria-labelledby="roast-card-title">
      <header className="roast-card__header">
        <p className="roast-card__eyebrow">
          <span aria-hidden="true">👿</span> A Nemesis Day roast of
        </p>
        <h1 id="roast-card-title" className="roast-card__title">
          {note.nemesisName}
        </h1>
        <p className="roast-card__date">
          <LocalDate iso={note.createdAt} />
        </p>
      </header>
      <blockquote className="roast-card__roast">
        <p>{note.finalRoast}</p>
      </blockquote>
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
          <span aria-hidden="true">⚡</span> Nemesis Day · 15 February
        </Link>
      </footer>
    </article>
  );
}

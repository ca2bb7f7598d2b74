import { Link } from 'react-router-dom';
import { useDocumentTitle } from '../../components/use-document-title.ts';
import '../../components/message-card.css';

/** Any path the app does not know. */
export function NotFoundPage() {
  useDocumentTitle('Page Not Found · Nemesis Day');
  return (
    <section className="card message-card">
      <p className="message-card__icon" aria-hidden="true">
        🕳️
      </p>
      <h1>Page Not Found</h1>
      <p>This page has vanished, possibly sabotaged by a nemesis. Let&apos;s get you somewhere useful.</p>
      <div className="button-row">
        <Link to="/" className="button button--primary">
          Go Home
        </Link>
        <Link to="/create-nemesis-note" className="button">
          Create a Nemesis Note
        </Link>
      </div>
    </section>
  );
}

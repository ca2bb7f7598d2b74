import { Link } from 'react-router-dom';
import { errorTypeDisplay } from '#contract/api/error-catalogue.ts';
import { noteMessages } from '#contract/notes/note-messages.ts';
import { spaRoutes } from '#contract/site/spa-routes.ts';
import { useSession } from '../../auth/session-context.ts';
import { LoadingState } from '../../components/loading-state.tsx';
import { useDocumentTitle } from '../../components/use-document-title.ts';
import { NemesisWizard } from './nemesis-wizard.tsx';
import '../../components/message-card.css';

/** /create-nemesis-note: the wizard for a signed-in user; the authentication-required screen for anyone else. */
export function CreateNotePage() {
  useDocumentTitle('Create Your Nemesis Note · Nemesis Day');
  const session = useSession();
  if (session.status === 'loading') return <LoadingState label="Checking your session…" />;
  if (session.status === 'signed-out') {
    const display = errorTypeDisplay.authentication;
    return (
      <section className="card message-card">
        <p className="message-card__icon" aria-hidden="true">
          {display.icon}
        </p>
        <h1>{display.title}</h1>
        <p>{noteMessages.loginToCreate}</p>
        <div className="button-row">
          <Link to={spaRoutes.login} className="button button--primary">
            Log In
          </Link>
          <Link to={spaRoutes.home} className="button">
            Go Home
          </Link>
        </div>
      </section>
    );
  }
  // Keyed by the user: another user's wizard starts afresh (and never sees this one's draft).
  return <NemesisWizard key={session.claims?.sub} />;
}

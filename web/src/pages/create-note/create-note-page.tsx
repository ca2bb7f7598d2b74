import { errorTypeDisplay } from '#contract/api/error-catalogue.ts';
import { noteMessages } from '#contract/notes/note-messages.ts';
import { RequireSignIn } from '../../auth/require-sign-in.tsx';
import { useDocumentTitle } from '../../hooks/use-document-title.ts';
import { NemesisWizard } from './nemesis-wizard.tsx';

/** /create-nemesis-note: the wizard for a signed-in user; the authentication-required screen for anyone else. */
export function CreateNotePage() {
  useDocumentTitle('Create Your Nemesis Note · Nemesis Day');
  return (
    <RequireSignIn
      loadingLabel="Checking your session…"
      title={errorTypeDisplay.authentication.title}
      message={noteMessages.loginToCreate}
      offerHome
    >
      {/* Keyed by the user: another user's wizard starts afresh (and never sees this one's draft). */}
      {(claims) => <NemesisWizard key={claims.sub} />}
    </RequireSignIn>
  );
}

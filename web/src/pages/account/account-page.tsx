import { Link, useNavigate } from 'react-router-dom';
import { formMessages } from '#contract/auth/auth-messages.ts';
import { spaRoutes } from '#contract/site/spa-routes.ts';
import { useSession } from '../../auth/session-context.ts';
import { useSignOut } from '../../auth/use-sign-out.ts';
import { Alert } from '../../components/alert.tsx';
import { LoadingState } from '../../components/loading-state.tsx';
import { useDocumentTitle } from '../../components/use-document-title.ts';
import { AccessTokensSection } from './access-tokens-section.tsx';
import { ChangePasswordSection } from './change-password-section.tsx';
import { DeleteAccountSection } from './delete-account-section.tsx';
import { MyNotesSection } from './my-notes-section.tsx';
import { RecentlyViewedSection } from './recently-viewed-section.tsx';
import '../../components/message-card.css';
import './account-page.css';

/**
 * My Account (spec §2 Account): who is signed in, Sign Out, their notes and the notes they viewed,
 * password, personal access tokens and account deletion.
 */
export function AccountPage() {
  useDocumentTitle('My Account · Nemesis Day');
  const session = useSession();
  const navigate = useNavigate();
  const signOut = useSignOut();

  if (session.status === 'loading') return <LoadingState label="Loading your account…" />;
  if (session.status === 'signed-out' || !session.claims) {
    return (
      <section className="card message-card">
        <p className="message-card__icon" aria-hidden="true">
          🔒
        </p>
        <h1>My Account</h1>
        <p>{formMessages.loginRequiredForAccount}</p>
        <div className="button-row">
          <Link to={spaRoutes.login} className="button button--primary">
            Log In
          </Link>
        </div>
      </section>
    );
  }

  return (
    <div className="account">
      <section className="card account__header">
        <div>
          <h1 className="account__title">My Account</h1>
          <p className="account__user">
            Signed in as <strong>{session.claims.username}</strong>
          </p>
        </div>
        <button
          type="button"
          className="button"
          disabled={signOut.pending}
          onClick={() => void signOut.signOut().then((done) => done && navigate(spaRoutes.home))}
        >
          {signOut.pending ? 'Signing out…' : 'Sign Out'}
        </button>
        {signOut.error && (
          <div className="account__header-alert">
            <Alert onDismiss={signOut.dismiss}>{signOut.error}</Alert>
          </div>
        )}
      </section>
      <MyNotesSection userId={session.claims.sub} />
      <RecentlyViewedSection userId={session.claims.sub} />
      <ChangePasswordSection />
      <AccessTokensSection />
      <DeleteAccountSection />
    </div>
  );
}

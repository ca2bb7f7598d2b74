import { useNavigate } from 'react-router-dom';
import { formMessages } from '#contract/auth/auth-messages.ts';
import type { SessionClaims } from '#contract/auth/auth-schemas.ts';
import { spaRoutes } from '#contract/site/spa-routes.ts';
import { RequireSignIn } from '../../auth/require-sign-in.tsx';
import { useSignOut } from '../../auth/use-sign-out.ts';
import { Alert } from '../../components/alert.tsx';
import { useDocumentTitle } from '../../hooks/use-document-title.ts';
import { AccessTokensSection } from './access-tokens-section.tsx';
import { ChangePasswordSection } from './change-password-section.tsx';
import { DeleteAccountSection } from './delete-account-section.tsx';
import { MyNotesSection } from './my-notes-section.tsx';
import { RecentlyViewedSection } from './recently-viewed-section.tsx';
import { SecuritySection } from './security-section.tsx';
import { SignInMethodsSection } from './sign-in-methods-section.tsx';
import './account-page.css';

/**
 * My Account (spec §2 Account): who is signed in, Sign Out, their notes and the notes they viewed,
 * how they sign in (Security, and the linked providers of Sign-in Methods), password, personal access
 * tokens and account deletion.
 */
export function AccountPage() {
  useDocumentTitle('My Account · Nemesis Day');
  return (
    <RequireSignIn loadingLabel="Loading your account…" title="My Account" message={formMessages.loginRequiredForAccount}>
      {(claims) => <Account claims={claims} />}
    </RequireSignIn>
  );
}

function Account({ claims }: { claims: SessionClaims }) {
  const navigate = useNavigate();
  const signOut = useSignOut();
  return (
    <div className="account">
      <section className="card account__header">
        <div>
          <h1 className="account__title">My Account</h1>
          <p className="account__user">
            Signed in as <strong>{claims.username}</strong>
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
      <MyNotesSection userId={claims.sub} />
      <RecentlyViewedSection userId={claims.sub} />
      <SecuritySection />
      <ChangePasswordSection />
      <SignInMethodsSection />
      <AccessTokensSection />
      <DeleteAccountSection />
    </div>
  );
}

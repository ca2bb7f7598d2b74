import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { formMessages } from '#contract/auth/auth-messages.ts';
import type { SessionClaims } from '#contract/auth/auth-schemas.ts';
import { endpoints } from '#contract/endpoints.ts';
import { spaRoutes } from '#contract/site/spa-routes.ts';
import { useEndpoint } from '../../api/use-endpoint.ts';
import { RequireSignIn } from '../../auth/require-sign-in.tsx';
import { useSignOut } from '../../auth/use-sign-out.ts';
import { Alert } from '../../components/alert.tsx';
import { useDocumentTitle } from '../../hooks/use-document-title.ts';
import { AccessTokensSection } from './access-tokens-section.tsx';
import { AccountSectionsNav } from './account-sections-nav.tsx';
import { ChangePasswordSection } from './change-password-section.tsx';
import { DeleteAccountSection } from './delete-account-section.tsx';
import { EmailAddressSection } from './email-address-section.tsx';
import { MyNotesSection } from './my-notes-section.tsx';
import { RecentlyViewedSection } from './recently-viewed-section.tsx';
import { SecuritySection } from './security-section.tsx';
import { SetPasswordSection } from './set-password-section.tsx';
import { YourDataSection } from './your-data-section.tsx';
import './account-page.css';

/**
 * My Account (spec §2 Account): who is signed in, Sign Out, then four groups a section nav jumps
 * between: their notes and the notes they viewed; how they sign in (Security: password, linked
 * providers, second factors, passkeys; Change Password, or Set a Password for an account a provider
 * made); personal access tokens; and the account itself (its e-mail address, Download My Data, deletion).
 */
export function AccountPage() {
  useDocumentTitle('My Account · Nemesis Day');
  return (
    <RequireSignIn
      loadingLabel="Loading your account…"
      title="My Account"
      message={formMessages.loginRequiredForAccount}
    >
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
      <AccountSectionsNav />
      <div className="account__group" id="notes">
        <MyNotesSection userId={claims.sub} />
        <RecentlyViewedSection userId={claims.sub} />
      </div>
      <div className="account__group" id="security">
        <SecuritySection />
        <PasswordSection email={claims.email} />
      </div>
      <div className="account__group" id="tokens">
        <AccessTokensSection />
      </div>
      <div className="account__group" id="account-settings">
        <EmailAddressSection email={claims.email} />
        <YourDataSection />
        <DeleteAccountSection />
      </div>
    </div>
  );
}

/** Change Password, or Set a Password when the account has none (it was made by a social sign-in). */
function PasswordSection({ email }: { email: string }) {
  const hasPassword = useEndpoint(endpoints.signInMethods).data?.hasPassword;
  // Set here: it has one now, even before the sign-in methods have loaded again.
  const [set, setSet] = useState(false);
  if (hasPassword === false && !set) return <SetPasswordSection email={email} onSet={() => setSet(true)} />;
  return (
    <ChangePasswordSection
      notice={
        set ? 'Your password has been set. You can now sign in with your e-mail address and password too.' : undefined
      }
    />
  );
}

import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { mfaMessages } from '#contract/auth/mfa-schemas.ts';
import type { SocialProviderId } from '#contract/auth/social-messages.ts';
import { socialErrorMessage, socialErrorParam } from '#contract/auth/social-messages.ts';
import { endpoints } from '#contract/endpoints.ts';
import { useEndpoint } from '../../api/use-endpoint.ts';
import { useRefreshOnSessionLoss } from '../../auth/use-refresh-on-session-loss.ts';
import { Alert } from '../../components/alert.tsx';
import { CallError } from '../../components/call-error.tsx';
import { LoadingState } from '../../components/loading-state.tsx';
import { RecoveryCodesDialog } from '../../components/recovery-codes-dialog.tsx';
import { AuthenticatorMethod } from './authenticator-method.tsx';
import { EmailCodesMethod } from './email-codes-method.tsx';
import { PasskeysMethod } from './passkeys-method.tsx';
import { ProviderMethod } from './provider-method.tsx';
import { RecoveryCodesMethod } from './recovery-codes-method.tsx';
import { SignInHistory } from './sign-in-history.tsx';
import { SignedInDevices } from './signed-in-devices.tsx';
import { SignInMethodItem } from './sign-in-method-item.tsx';
import './account-page.css';
import './security-section.css';

/** What a method calls after it changed something: reloads the section, and shows new recovery codes once (in a dialog). */
export type SecurityChanged = (recoveryCodes?: string[]) => Promise<void>;

/** What the section shows: the second factors, passkeys and sign-ins, the providers the server offers, and how the user can sign in. */
function useSecurity() {
  const security = useEndpoint(endpoints.security);
  const providers = useEndpoint(endpoints.socialProviders);
  const methods = useEndpoint(endpoints.signInMethods);
  const queries = [security, providers, methods];
  return {
    data:
      security.data && providers.data && methods.data
        ? { ...security.data, ...methods.data, providers: providers.data.providers }
        : undefined,
    error: queries.find((query) => query.error)?.error,
    /** Loads all of it again (after a change, or Try Again). */
    reload: async () => void (await Promise.all(queries.map((query) => query.refetch()))),
  };
}

// A linked provider the server no longer offers still shows, under its usual name.
const fallbackNames: Record<SocialProviderId, string> = {
  google: 'Google',
  facebook: 'Facebook',
  oidc: 'Single sign-on',
};

/**
 * Security: every way the user can sign in, each a SignInMethodItem with its own actions (password,
 * each configured or linked provider, authenticator app, e-mail codes, passkeys, recovery codes),
 * then the last sign-ins and where the account is signed in (SignedInDevices). A provider link that
 * failed comes back here with its reason in the query.
 */
export function SecuritySection() {
  const query = useSecurity();
  const security = query.data;
  const [newCodes, setNewCodes] = useState<string[]>();
  const [searchParams] = useSearchParams();
  const [linkErrorDismissed, setLinkErrorDismissed] = useState(false);
  const linkError = linkErrorDismissed ? undefined : socialErrorMessage(searchParams.get(socialErrorParam));
  useRefreshOnSessionLoss([query.error]);

  const onChanged: SecurityChanged = async (recoveryCodes) => {
    if (recoveryCodes) setNewCodes(recoveryCodes);
    await query.reload();
  };

  let content;
  if (!security) {
    content = query.error ? (
      <CallError error={query.error} onRetry={() => void query.reload()} />
    ) : (
      <LoadingState label="Loading your sign-in methods…" />
    );
  } else {
    const mfaOn = security.mfaMode !== 'off';
    const providerIds = new Set<SocialProviderId>([
      ...security.providers.map((provider) => provider.id),
      ...security.identities.map((identity) => identity.provider),
    ]);
    content = (
      <>
        <p className="account__text">
          {mfaOn
            ? `How you sign in. Add a second step (an authenticator app or e-mail codes) so that your ${security.hasPassword ? 'password' : 'provider sign-in'} alone is not enough.`
            : `How you sign in. ${mfaMessages.mfaOff}`}
        </p>
        <ul className="sign-in-methods" aria-label="Sign-in methods">
          <SignInMethodItem
            name="Password"
            on={security.hasPassword}
            status={
              security.hasPassword
                ? 'Your e-mail address and password. Change it below.'
                : 'Not set: you sign in through a provider. Set one below.'
            }
          />
          {[...providerIds].map((id) => (
            <ProviderMethod
              key={id}
              id={id}
              name={security.providers.find((provider) => provider.id === id)?.name ?? fallbackNames[id]}
              identity={security.identities.find((identity) => identity.provider === id)}
              offered={security.providers.some((provider) => provider.id === id)}
              onChanged={onChanged}
            />
          ))}
          <AuthenticatorMethod security={security} onChanged={onChanged} />
          <EmailCodesMethod security={security} onChanged={onChanged} />
          <PasskeysMethod security={security} onChanged={onChanged} />
          {security.factors.length > 0 && <RecoveryCodesMethod security={security} onChanged={onChanged} />}
        </ul>
        <SignInHistory signIns={security.signIns} />
        <SignedInDevices />
      </>
    );
  }

  return (
    <section className="card account__section" aria-labelledby="security-title">
      <h2 id="security-title">Security</h2>
      {linkError && <Alert onDismiss={() => setLinkErrorDismissed(true)}>{linkError}</Alert>}
      {content}
      <RecoveryCodesDialog codes={newCodes} onDone={() => setNewCodes(undefined)} />
    </section>
  );
}

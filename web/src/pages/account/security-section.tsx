import { useState } from 'react';
import { endpoints } from '#contract/endpoints.ts';
import { api } from '../../api/api-client.ts';
import { errorText } from '../../api/error-text.ts';
import { useRefreshOnSessionLoss } from '../../auth/use-refresh-on-session-loss.ts';
import { Alert } from '../../components/alert.tsx';
import { LoadingState } from '../../components/loading-state.tsx';
import { RecoveryCodesPanel } from '../../components/recovery-codes-panel.tsx';
import { useQuery } from '../../hooks/use-query.ts';
import { AuthenticatorMethod } from './authenticator-method.tsx';
import { EmailCodesMethod } from './email-codes-method.tsx';
import { PasskeysMethod } from './passkeys-method.tsx';
import { RecoveryCodesMethod } from './recovery-codes-method.tsx';
import { SignInHistory } from './sign-in-history.tsx';
import { SignInMethodItem } from './sign-in-method-item.tsx';
import './account-page.css';
import './security-section.css';

/** What a method calls after it changed something: reloads the section, and shows new recovery codes once. */
export type SecurityChanged = (recoveryCodes?: string[]) => Promise<void>;

const loadSecurity = (signal: AbortSignal) => api.call(endpoints.security, { signal });

/**
 * Security: every way the user can sign in, each a SignInMethodItem with its own add and remove
 * (password, authenticator app, e-mail codes, passkeys, recovery codes; more methods join the list as items),
 * then the last sign-ins.
 */
export function SecuritySection() {
  const query = useQuery(loadSecurity, []);
  const security = query.data;
  const [newCodes, setNewCodes] = useState<string[]>();
  useRefreshOnSessionLoss([query.error]);

  const onChanged: SecurityChanged = async (recoveryCodes) => {
    if (recoveryCodes) setNewCodes(recoveryCodes);
    await query.reload();
  };

  let content;
  if (!security) {
    content = query.error ? (
      <Alert>
        {errorText(query.error)}{' '}
        <button type="button" className="link-button" onClick={() => void query.reload()}>
          Try Again
        </button>
      </Alert>
    ) : (
      <LoadingState label="Loading your sign-in methods…" />
    );
  } else {
    const mfaOn = security.mfaMode !== 'off';
    content = (
      <>
        <p className="account__text">
          {mfaOn
            ? 'How you sign in. Add a second step (an authenticator app or e-mail codes) so that your password alone is not enough.'
            : 'How you sign in.'}
        </p>
        {newCodes && <RecoveryCodesPanel codes={newCodes} doneLabel="I have saved them" onDone={() => setNewCodes(undefined)} />}
        <ul className="sign-in-methods" aria-label="Sign-in methods">
          <SignInMethodItem name="Password" on status="Your e-mail address and password. Change it below." />
          {mfaOn && <AuthenticatorMethod security={security} onChanged={onChanged} />}
          {mfaOn && <EmailCodesMethod security={security} onChanged={onChanged} />}
          {mfaOn && <PasskeysMethod security={security} onChanged={onChanged} />}
          {mfaOn && security.factors.length > 0 && <RecoveryCodesMethod security={security} onChanged={onChanged} />}
        </ul>
        <SignInHistory signIns={security.signIns} />
      </>
    );
  }

  return (
    <section className="card account__section" aria-labelledby="security-title">
      <h2 id="security-title">Security</h2>
      {content}
    </section>
  );
}

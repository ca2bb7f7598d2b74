import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { SocialProviderId } from '#contract/auth/social-messages.ts';
import { socialErrorMessage, socialErrorParam, socialStartPath } from '#contract/auth/social-messages.ts';
import { endpoints } from '#contract/endpoints.ts';
import { api } from '../../api/api-client.ts';
import { errorText } from '../../api/error-text.ts';
import { useRefreshOnSessionLoss } from '../../auth/use-refresh-on-session-loss.ts';
import { Alert } from '../../components/alert.tsx';
import { LoadingState } from '../../components/loading-state.tsx';
import { formatDate } from '../../format/format-date.ts';
import { useMutation } from '../../hooks/use-mutation.ts';
import { useQuery } from '../../hooks/use-query.ts';
import './account-page.css';
import './sign-in-methods-section.css';

// A linked provider the server no longer offers still shows, under its usual name.
const fallbackNames: Record<SocialProviderId, string> = { google: 'Google', facebook: 'Facebook', oidc: 'Single sign-on' };

const loadMethods = async (signal: AbortSignal) => {
  const [{ providers }, methods] = await Promise.all([api.call(endpoints.socialProviders, { signal }), api.call(endpoints.signInMethods, { signal })]);
  return { providers, ...methods };
};

/**
 * Sign-in Methods: whether the account has a password, and each provider it can sign in with, linked
 * (with Unlink) or not (with Link, a trip to the provider that comes back here). The server refuses to
 * unlink the last way to sign in, and the page says why. Shows nothing when no provider is configured
 * or linked.
 */
export function SignInMethodsSection() {
  const query = useQuery(loadMethods, []);
  const [searchParams] = useSearchParams();
  const [linkErrorDismissed, setLinkErrorDismissed] = useState(false);
  const linkError = linkErrorDismissed ? undefined : socialErrorMessage(searchParams.get(socialErrorParam));
  const unlink = useMutation(async (provider: SocialProviderId) => {
    await api.call(endpoints.unlinkIdentity, { params: { provider } });
    query.setData((data) => data && { ...data, identities: data.identities.filter((identity) => identity.provider !== provider) });
  });
  useRefreshOnSessionLoss([query.error]);

  const data = query.data;
  const rows = data
    ? [...new Set<SocialProviderId>([...data.providers.map((provider) => provider.id), ...data.identities.map((identity) => identity.provider)])].map((id) => ({
        id,
        name: data.providers.find((provider) => provider.id === id)?.name ?? fallbackNames[id],
        identity: data.identities.find((identity) => identity.provider === id),
        offered: data.providers.some((provider) => provider.id === id),
      }))
    : [];
  if (data && rows.length === 0 && !linkError) return null;

  return (
    <section className="card account__section" aria-labelledby="sign-in-methods-title">
      <h2 id="sign-in-methods-title">Sign-in Methods</h2>
      <p className="account__text">Sign in with your e-mail and password, or with any provider linked here.</p>
      {linkError && <Alert onDismiss={() => setLinkErrorDismissed(true)}>{linkError}</Alert>}
      {query.loading && !data ? (
        <LoadingState label="Loading your sign-in methods…" />
      ) : query.error && !data ? (
        <Alert>
          {errorText(query.error)}{' '}
          <button type="button" className="link-button" onClick={() => void query.reload()}>
            Try Again
          </button>
        </Alert>
      ) : (
        data && (
          <ul className="sign-in-methods">
            <li className="sign-in-methods__item">
              <div>
                <p className="sign-in-methods__name">Password</p>
                <p className="sign-in-methods__meta">{data.hasPassword ? 'Set' : 'Not set. To add one, use “Forgot your password?” on the sign-in page.'}</p>
              </div>
            </li>
            {rows.map((row) => (
              <li key={row.id} className="sign-in-methods__item">
                <div>
                  <p className="sign-in-methods__name">{row.name}</p>
                  <p className="sign-in-methods__meta">
                    {row.identity ? `Linked${row.identity.email ? ` as ${row.identity.email}` : ''} since ${formatDate(row.identity.linkedAt)}` : 'Not linked'}
                  </p>
                </div>
                {row.identity ? (
                  <button type="button" className="button button--small" disabled={unlink.pending} onClick={() => void unlink.run(row.id)}>
                    Unlink<span className="visually-hidden"> {row.name}</span>
                  </button>
                ) : (
                  row.offered && (
                    <a className="button button--small" href={socialStartPath(row.id, { link: true })}>
                      Link<span className="visually-hidden"> {row.name}</span>
                    </a>
                  )
                )}
              </li>
            ))}
          </ul>
        )
      )}
      {unlink.message && <Alert onDismiss={unlink.reset}>{unlink.message}</Alert>}
    </section>
  );
}

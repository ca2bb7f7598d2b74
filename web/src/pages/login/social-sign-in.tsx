import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { SocialProviderId } from '#contract/auth/social-messages.ts';
import { socialStartPath } from '#contract/auth/social-endpoints.ts';
import { socialButtonLabel, socialErrorMessage, socialErrorParam } from '#contract/auth/social-messages.ts';
import { endpoints } from '#contract/endpoints.ts';
import { useEndpoint } from '../../api/use-endpoint.ts';
import { Alert } from '../../components/alert.tsx';
import './social-sign-in.css';

// Each provider's mark, drawn small beside its name (the generic issuer's is its name's initial).
const markOf = (id: SocialProviderId, name: string) =>
  ({ google: 'G', facebook: 'f', oidc: name.charAt(0).toUpperCase() })[id];

/**
 * Sign in with Google, Facebook or the operator's OpenID Connect issuer: a button for each configured
 * provider (a full-page trip to the provider through our server), and the reason a social sign-in
 * came back without signing in, as a dismissible alert. Shows nothing when no provider is configured.
 */
export function SocialSignIn() {
  const query = useEndpoint(endpoints.socialProviders);
  const [searchParams] = useSearchParams();
  const [dismissed, setDismissed] = useState(false);
  const error = dismissed ? undefined : socialErrorMessage(searchParams.get(socialErrorParam));
  const providers = query.data?.providers ?? [];
  if (!providers.length && !error) return null;
  return (
    <div className="social-sign-in">
      {error && <Alert onDismiss={() => setDismissed(true)}>{error}</Alert>}
      {providers.length > 0 && (
        <>
          <ul className="social-sign-in__list">
            {providers.map((provider) => (
              <li key={provider.id}>
                <a
                  className={`button social-sign-in__button social-sign-in__button--${provider.id}`}
                  href={socialStartPath(provider.id)}
                >
                  <span className="social-sign-in__mark" aria-hidden="true">
                    {markOf(provider.id, provider.name)}
                  </span>
                  {socialButtonLabel(provider.name)}
                </a>
              </li>
            ))}
          </ul>
          <p className="social-sign-in__or">
            <span>or use your e-mail</span>
          </p>
        </>
      )}
    </div>
  );
}

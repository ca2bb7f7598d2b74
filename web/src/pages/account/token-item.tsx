import type { TokenSummary } from '#contract/auth/auth-schemas.ts';
import { endpoints } from '#contract/endpoints.ts';
import { api } from '../../api/api-client.ts';
import { errorText } from '../../api/error-text.ts';
import { treatGoneAsDone } from '../../api/treat-gone-as-done.ts';
import { formatDateTime } from '../../format/format-date.ts';
import { useMutation } from '../../hooks/use-mutation.ts';
import './token-item.css';

/**
 * One personal access token: its name, when it was made and last used, and Revoke, busy until its
 * own answer (several can be revoked at once). A failure goes to the list's one alert.
 */
export function TokenItem({ token, onRevoked, onFailure }: { token: TokenSummary; onRevoked: (id: string) => void; onFailure: (message: string | undefined) => void }) {
  const revoke = useMutation(
    async () => {
      onFailure(undefined);
      await treatGoneAsDone(api.call(endpoints.deleteToken, { params: { id: token.id } }));
      onRevoked(token.id);
    },
    { onError: (error) => onFailure(errorText(error)) },
  );
  return (
    <li className="token-list__item">
      <div className="token-list__details">
        <p className="token-list__name">{token.name}</p>
        <dl className="token-list__meta">
          <dt>Created</dt>
          <dd>{formatDateTime(token.createdAt)}</dd>
          <dt>Last used</dt>
          <dd>{token.lastUsedAt ? formatDateTime(token.lastUsedAt) : 'Never'}</dd>
        </dl>
      </div>
      <button type="button" className="button button--small" disabled={revoke.pending} onClick={() => void revoke.run()}>
        {revoke.pending ? 'Revoking…' : 'Revoke'}
        <span className="visually-hidden"> token {token.name}</span>
      </button>
    </li>
  );
}

import type { TokenSummary } from '#contract/auth/auth-schemas.ts';
import { endpoints } from '#contract/endpoints.ts';
import { treatGoneAsDone } from '../../api/treat-gone-as-done.ts';
import { callEndpoint } from '../../api/use-endpoint.ts';
import { useWrite } from '../../api/use-write.ts';
import { formatDate, formatDateTime } from '../../format/format-date.ts';
import './token-item.css';
import type { ApiError } from '#contract/api/api-error.ts';

/**
 * One personal access token: its name, when it was made, last used and expires (or expired), and Revoke, busy until its
 * own answer (several can be revoked at once). A failure goes to the list's one alert.
 */
export function TokenItem({
  token,
  onRevoked,
  onFailure,
}: {
  token: TokenSummary;
  onRevoked: (id: string) => void;
  onFailure: (failure: ApiError | undefined) => void;
}) {
  const revoke = useWrite(
    async () => {
      onFailure(undefined);
      await treatGoneAsDone(callEndpoint(endpoints.deleteToken, { params: { id: token.id } }));
      onRevoked(token.id);
    },
    { invalidates: [endpoints.listSessions] },
  );
  const expired = Date.parse(token.expiresAt) <= Date.now();
  return (
    <li className="token-list__item">
      <div className="token-list__details">
        <p className="token-list__name">{token.name}</p>
        <dl className="token-list__meta">
          <dt>Created</dt>
          <dd>{formatDateTime(token.createdAt)}</dd>
          <dt>Last used</dt>
          <dd>{token.lastUsedAt ? formatDateTime(token.lastUsedAt) : 'Never'}</dd>
          <dt>{expired ? 'Expired' : 'Expires'}</dt>
          <dd>{formatDate(token.expiresAt)}</dd>
        </dl>
      </div>
      <button
        type="button"
        className="button button--small"
        disabled={revoke.isPending}
        onClick={() => revoke.mutate(undefined, { onError: onFailure })}
      >
        {revoke.isPending ? 'Revoking…' : 'Revoke'}
        <span className="visually-hidden"> token {token.name}</span>
      </button>
    </li>
  );
}

import { useState } from 'react';
import { ApiError } from '#contract/api/api-error.ts';
import type { TokenSummary } from '#contract/auth/auth-schemas.ts';
import { endpoints } from '#contract/endpoints.ts';
import { api } from '../../api/api-client.ts';
import { errorText } from '../../api/error-text.ts';
import { useQuery } from '../../api/use-query.ts';
import { tokenNameErrors } from '../../auth/field-rules.ts';
import { useRefreshOnSessionLoss } from '../../auth/use-refresh-on-session-loss.ts';
import { Alert } from '../../components/alert.tsx';
import { LoadingState } from '../../components/loading-state.tsx';
import { TextField } from '../../components/text-field.tsx';
import { submitHandler, useForm } from '../../components/use-form.ts';
import { useSubmit } from '../../components/use-submit.ts';
import { NewTokenPanel } from './new-token-panel.tsx';
import '../../components/auth-form.css';
import './account-page.css';
import './access-tokens-section.css';

const loadTokens = (signal: AbortSignal) => api.call(endpoints.listTokens, { signal });

/**
 * Personal Access Tokens: the user's tokens for the CLI and scripts (name, created, last used,
 * Revoke), and a form that creates one and shows its secret once.
 */
export function AccessTokensSection() {
  const query = useQuery(loadTokens);
  // Changes made here, over the loaded list (so creating or revoking does not reload it).
  const [tokens, setTokens] = useState<TokenSummary[]>();
  const list = tokens ?? query.data?.tokens;
  const [created, setCreated] = useState<{ id: string; name: string; token: string }>();
  // The tokens being revoked: several can be at once, each with its own button.
  const [revoking, setRevoking] = useState<ReadonlySet<string>>(new Set());
  const [revokeError, setRevokeError] = useState<string>();
  const form = useForm({ initial: { name: '' }, validate: (values) => ({ name: tokenNameErrors(values.name) }) });
  const submit = useSubmit();

  useRefreshOnSessionLoss([query.error]);

  // Functional updates: a create or revoke that finishes while another is under way keeps its change.
  const changeList = (change: (current: TokenSummary[]) => TokenSummary[]) =>
    setTokens((current) => change(current ?? query.data?.tokens ?? []));
  const without = (id: string) => changeList((current) => current.filter((item) => item.id !== id));

  const create = () =>
    submit.run(async () => {
      const { token, ...summary } = await api.call(endpoints.createToken, { body: { name: form.values.name.trim() } });
      changeList((current) => [summary, ...current]);
      setCreated({ id: summary.id, name: summary.name, token });
      form.reset();
    });

  const revoke = async (token: TokenSummary) => {
    setRevoking((ids) => new Set(ids).add(token.id));
    setRevokeError(undefined);
    try {
      await api.call(endpoints.deleteToken, { params: { id: token.id } });
      without(token.id);
      setCreated((shown) => (shown?.id === token.id ? undefined : shown));
    } catch (error) {
      // Already gone is what the user wanted.
      if (error instanceof ApiError && error.type === 'not-found') without(token.id);
      else setRevokeError(errorText(error));
    } finally {
      setRevoking((ids) => {
        const rest = new Set(ids);
        rest.delete(token.id);
        return rest;
      });
    }
  };

  return (
    <section className="card account__section" aria-labelledby="tokens-title">
      <h2 id="tokens-title">Personal Access Tokens</h2>
      <p className="account__text">
        A personal access token lets the <code>nemesis</code> command-line tool or your own scripts act as you. Send it as{' '}
        <code>Authorization: Bearer &lt;token&gt;</code>. Revoke any token you no longer use.
      </p>

      {query.loading && !list ? (
        <LoadingState label="Loading your tokens…" />
      ) : query.error && !list ? (
        <Alert>
          {errorText(query.error)}{' '}
          <button type="button" className="link-button" onClick={query.reload}>
            Try Again
          </button>
        </Alert>
      ) : list && list.length > 0 ? (
        <ul className="token-list">
          {list.map((token) => (
            <li key={token.id} className="token-list__item">
              <div className="token-list__details">
                <p className="token-list__name">{token.name}</p>
                <dl className="token-list__meta">
                  <dt>Created</dt>
                  <dd>{formatDateTime(token.createdAt)}</dd>
                  <dt>Last used</dt>
                  <dd>{token.lastUsedAt ? formatDateTime(token.lastUsedAt) : 'Never'}</dd>
                </dl>
              </div>
              <button type="button" className="button button--small" disabled={revoking.has(token.id)} onClick={() => void revoke(token)}>
                {revoking.has(token.id) ? 'Revoking…' : 'Revoke'}
                <span className="visually-hidden"> token {token.name}</span>
              </button>
            </li>
          ))}
        </ul>
      ) : (
        <p className="account__empty">You have no personal access tokens.</p>
      )}
      {revokeError && <Alert onDismiss={() => setRevokeError(undefined)}>{revokeError}</Alert>}

      {created && <NewTokenPanel name={created.name} token={created.token} onDone={() => setCreated(undefined)} />}

      <form
        className="auth-form token-form"
        noValidate
        onSubmit={submitHandler(form, submit, create)}
      >
        <h3 className="token-form__title">Create a token</h3>
        <TextField label="Token name" hint="Something to recognise it by, such as “laptop CLI”." maxLength={100} {...form.field('name')} />
        {submit.error && <Alert onDismiss={() => submit.setError(undefined)}>{submit.error}</Alert>}
        <button type="submit" className="button button--primary" disabled={!form.valid || submit.pending}>
          {submit.pending ? 'Creating…' : 'Create Token'}
        </button>
      </form>
    </section>
  );
}

function formatDateTime(iso: string): string {
  return new Date(iso).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' });
}

import { useState } from 'react';
import { accountLimits } from '#contract/auth/account-limits.ts';
import { tokenLifetimeDays } from '#contract/auth/auth-schemas.ts';
import type { TokenSummary } from '#contract/auth/auth-schemas.ts';
import { endpoints } from '#contract/endpoints.ts';
import { useAppQueryClient } from '../../api/query-client.ts';
import { endpointQuery, useEndpoint } from '../../api/use-endpoint.ts';
import { useWrite } from '../../api/use-write.ts';
import { tokenNameErrors } from '../../auth/field-rules.ts';
import { useRefreshOnSessionLoss } from '../../auth/use-refresh-on-session-loss.ts';
import { CallError } from '../../components/call-error.tsx';
import { FormSubmit, formWrite } from '../../components/form-submit.tsx';
import { LoadingState } from '../../components/loading-state.tsx';
import { TextField } from '../../components/text-field.tsx';
import { submitHandler, useForm } from '../../hooks/use-form.ts';
import { NewTokenPanel } from './new-token-panel.tsx';
import { TokenItem } from './token-item.tsx';
import '../../components/auth-form.css';
import './account-page.css';
import './access-tokens-section.css';
import type { ApiError } from '#contract/api/api-error.ts';

type TokenLifetime = (typeof tokenLifetimeDays)[number];

/**
 * Personal Access Tokens: the user's tokens for the CLI and scripts (name, created, last used,
 * expiry, Revoke), and a form that creates one (lasting 90 days unless another lifetime is chosen)
 * and shows its secret once.
 */
export function AccessTokensSection() {
  const query = useEndpoint(endpoints.listTokens);
  const list = query.data?.tokens;
  const client = useAppQueryClient();
  const [created, setCreated] = useState<{ id: string; name: string; token: string; expiresAt: string }>();
  const [lifetime, setLifetime] = useState<TokenLifetime>(tokenLifetimeDays[0]);
  const [revokeError, setRevokeError] = useState<ApiError>();
  const form = useForm({ initial: { name: '' }, validate: (values) => ({ name: tokenNameErrors(values.name) }) });

  useRefreshOnSessionLoss([query.error]);

  // Changes made here go over the loaded list (creating or revoking does not load it again), as
  // functional updates: a create or revoke that finishes while another is under way keeps its change.
  const changeList = (change: (current: TokenSummary[]) => TokenSummary[]) =>
    client.setQueryData(endpointQuery(endpoints.listTokens).queryKey, (data) => ({
      tokens: change(data?.tokens ?? []),
    }));

  const create = useWrite(endpoints.createToken, {
    onSuccess: ({ token, ...summary }) => {
      changeList((current) => [summary, ...current]);
      setCreated({ id: summary.id, name: summary.name, token, expiresAt: summary.expiresAt });
      form.reset();
    },
    invalidates: [endpoints.listSessions],
  });
  const submit = formWrite(create, () =>
    create.mutate({ body: { name: form.values.name.trim(), expiresInDays: lifetime } }),
  );

  const onRevoked = (id: string) => {
    changeList((current) => current.filter((item) => item.id !== id));
    setCreated((shown) => (shown?.id === id ? undefined : shown));
  };

  return (
    <section className="card account__section" aria-labelledby="tokens-title">
      <h2 id="tokens-title">Personal Access Tokens</h2>
      <p className="account__text">
        A personal access token lets the <code>nemesis</code> command-line tool or your own scripts act as you. Send it
        as <code>Authorization: Bearer &lt;token&gt;</code>. Revoke any token you no longer use.
      </p>

      {query.isPending ? (
        <LoadingState label="Loading your tokens…" />
      ) : query.error && !list ? (
        <CallError error={query.error} onRetry={() => void query.refetch()} />
      ) : list && list.length > 0 ? (
        <ul className="token-list">
          {list.map((token) => (
            <TokenItem key={token.id} token={token} onRevoked={onRevoked} onFailure={setRevokeError} />
          ))}
        </ul>
      ) : (
        <p className="account__empty">You have no personal access tokens.</p>
      )}
      {revokeError && <CallError inline error={revokeError} onDismiss={() => setRevokeError(undefined)} />}

      {created && (
        <NewTokenPanel
          name={created.name}
          token={created.token}
          expiresAt={created.expiresAt}
          onDone={() => setCreated(undefined)}
        />
      )}

      <form className="auth-form token-form" noValidate onSubmit={submitHandler(form, submit)}>
        <h3 className="token-form__title">Create a token</h3>
        <TextField
          label="Token name"
          hint="Something to recognise it by, such as “laptop CLI”."
          maxLength={accountLimits.tokenNameMax}
          {...form.field('name')}
        />
        <div className="field">
          <label className="field__label" htmlFor="token-lifetime">
            Expires after
          </label>
          <select
            id="token-lifetime"
            className="field__input"
            value={lifetime}
            onChange={(event) => setLifetime(Number(event.target.value) as TokenLifetime)}
          >
            {[...tokenLifetimeDays]
              .sort((a, b) => a - b)
              .map((days) => (
                <option key={days} value={days}>
                  {days} days
                </option>
              ))}
          </select>
        </div>
        <FormSubmit submit={submit} valid={form.valid} label="Create Token" pendingLabel="Creating…" />
      </form>
    </section>
  );
}

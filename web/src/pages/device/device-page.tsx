import { useEffect, useRef, useState } from 'react';
import type { FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { deviceLoginLimits, deviceLoginMessages, userCodeLength } from '#contract/auth/device-login.ts';
import type { SessionClaims } from '#contract/auth/auth-schemas.ts';
import { endpoints } from '#contract/endpoints.ts';
import { spaRoutes } from '#contract/site/spa-routes.ts';
import { callEndpoint } from '../../api/use-endpoint.ts';
import { useWrite } from '../../api/use-write.ts';
import { RequireSignIn } from '../../auth/require-sign-in.tsx';
import { Alert } from '../../components/alert.tsx';
import { MessageCard } from '../../components/message-card.tsx';
import { TextField } from '../../components/text-field.tsx';
import { useDocumentTitle } from '../../hooks/use-document-title.ts';
import './device-page.css';
import { CallError } from '../../components/call-error.tsx';

/**
 * /device (`nemesis login --web`): the signed-in user types the code their terminal shows (or arrives
 * with it in ?code=, from the link the terminal prints, and the code is looked up at once), sees which
 * terminal asks, and approves or denies it.
 */
export function DevicePage() {
  useDocumentTitle('Approve a terminal login · Nemesis Day');
  return (
    <RequireSignIn
      loadingLabel="Checking your sign-in…"
      title="Approve a terminal login"
      message="Please log in to approve a login from the nemesis command."
      offerHome
    >
      {(claims) => <DeviceApproval claims={claims} />}
    </RequireSignIn>
  );
}

function DeviceApproval({ claims }: { claims: SessionClaims }) {
  const linked = useSearchParams()[0].get('code') ?? '';
  const [code, setCode] = useState(linked);
  const lookUp = useWrite(endpoints.deviceRequest);
  // Once, not again on a development double mount: each lookup counts against the page's limit.
  const lookedUpLinked = useRef(false);
  const { mutate } = lookUp;
  useEffect(() => {
    if (linked === '' || lookedUpLinked.current) return;
    lookedUpLinked.current = true;
    mutate({ query: { userCode: linked } });
  }, [linked, mutate]);
  const request = lookUp.data;
  const decide = useWrite(async (approve: boolean) => {
    await callEndpoint(endpoints.deviceDecide, { body: { userCode: request!.userCode, approve } });
    return approve ? 'approved' : 'denied';
  });
  const decided = decide.data;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!lookUp.isPending) lookUp.mutate({ query: { userCode: code } });
  };
  const home = (
    <Link to={spaRoutes.home} className="button">
      Go Home
    </Link>
  );

  if (decided) {
    return (
      <MessageCard icon="⌨️" title={decided === 'approved' ? 'Terminal logged in' : 'Login denied'} actions={home}>
        <Alert tone={decided === 'approved' ? 'success' : 'info'}>
          {decided === 'approved'
            ? 'Done: you can go back to your terminal.'
            : 'The terminal was refused and gets no access.'}
        </Alert>
      </MessageCard>
    );
  }
  if (request) {
    return (
      <MessageCard
        icon="⌨️"
        title="Approve this terminal login?"
        actions={
          <>
            <button
              type="button"
              className="button button--primary"
              onClick={() => decide.mutate(true)}
              aria-busy={decide.isPending || undefined}
            >
              {decide.isPending ? 'Saving…' : 'Approve'}
            </button>
            <button type="button" className="button" onClick={() => decide.mutate(false)}>
              Deny
            </button>
          </>
        }
      >
        <p>
          <strong>{request.clientName}</strong> asks to act as <strong>{claims.email}</strong> with a personal access
          token (code <strong>{request.userCode}</strong>).
        </p>
        <p>
          Approve only if you started this login yourself, in your terminal, just now. You can revoke the token on your
          account page at any time.
        </p>
        {decide.error && <CallError inline error={decide.error} onDismiss={decide.reset} />}
      </MessageCard>
    );
  }
  return (
    <MessageCard icon="⌨️" title="Approve a terminal login" actions={null}>
      <p>
        Enter the code that <code>nemesis login --web</code> shows in your terminal.
      </p>
      <form className="device-page__form" onSubmit={submit} noValidate>
        <TextField
          label="Code"
          hint={`${deviceLoginLimits.userCodeLetters} letters, such as BCDF-GHJK`}
          autoComplete="one-time-code"
          value={code}
          onChange={setCode}
          onBlur={() => {}}
          errors={[]}
          maxLength={userCodeLength}
        />
        {lookUp.error && (
          <CallError
            inline
            error={lookUp.error}
            message={
              lookUp.error.type === 'not-found' || lookUp.error.type === 'validation'
                ? deviceLoginMessages.unknownCode
                : undefined
            }
            onDismiss={lookUp.reset}
          />
        )}
        <div className="button-row">
          <button type="submit" className="button button--primary" aria-busy={lookUp.isPending || undefined}>
            {lookUp.isPending ? 'Checking…' : 'Continue'}
          </button>
        </div>
      </form>
    </MessageCard>
  );
}

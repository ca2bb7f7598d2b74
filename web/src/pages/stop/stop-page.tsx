import { useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { endpoints } from '#contract/endpoints.ts';
import { stopMessages } from '#contract/forms/forms-messages.ts';
import { spaRoutes } from '#contract/site/spa-routes.ts';
import { callEndpoint } from '../../api/use-endpoint.ts';
import { useWrite } from '../../api/use-write.ts';
import { Alert } from '../../components/alert.tsx';
import { CallError } from '../../components/call-error.tsx';
import { HomeLinks } from '../../components/home-links.tsx';
import { LoadingState } from '../../components/loading-state.tsx';
import { MessageCard } from '../../components/message-card.tsx';
import { useDocumentTitle } from '../../hooks/use-document-title.ts';

/**
 * /stop?token=… (a Nemesis Note's stop link): whoever follows the link expects the stop done, so the
 * page stops all further notes to that address as it opens (the same however often), and offers to
 * allow them again. Mail programs make the RFC 8058 one-click stop themselves, without this page.
 */
export function StopPage() {
  useDocumentTitle('Stop Nemesis Notes · Nemesis Day');
  const token = useSearchParams()[0].get('token') ?? '';
  // Whether notes to the address are stopped, as the server last answered (undefined until the first stop is answered).
  const [stopped, setStopped] = useState<boolean>();
  const change = useWrite(
    (stop: boolean) => callEndpoint(stop ? endpoints.stop : endpoints.resume, { body: { token } }),
    { onSuccess: (answer) => setStopped(answer.stopped) },
  );
  // The stop is a write the page makes as it opens, once per opening (never an answer kept from an earlier visit).
  const { mutate } = change;
  useEffect(() => {
    if (token !== '') mutate(true);
  }, [token, mutate]);

  if (token === '' || (stopped === undefined && change.error?.type === 'validation')) {
    return (
      <MessageCard icon="🔗" title="This stop link does not work" actions={<HomeLinks />}>
        <p>{stopMessages.invalidLink}</p>
      </MessageCard>
    );
  }
  if (stopped === undefined && change.error)
    return <CallError page error={change.error} onRetry={() => mutate(true)} />;
  if (stopped === undefined) return <LoadingState label="Stopping Nemesis Notes to this address…" />;

  // One button that flips, so it keeps focus; clicks while a change is under way are ignored rather than the button disabled (which would drop focus).
  const flip = () => {
    if (!change.isPending) mutate(!stopped);
  };
  return (
    <MessageCard
      icon={stopped ? '🛑' : '✉️'}
      title={stopped ? 'Nemesis Notes stopped' : 'Nemesis Notes allowed'}
      actions={
        <>
          <button
            type="button"
            className="button button--primary"
            onClick={flip}
            aria-busy={change.isPending || undefined}
          >
            {change.isPending ? 'Saving…' : stopped ? 'Allow Nemesis Notes again' : 'Stop them again'}
          </button>
          <Link to={spaRoutes.home} className="button">
            Go Home
          </Link>
        </>
      }
    >
      <Alert tone="success">{stopped ? stopMessages.stopped : stopMessages.resumed}</Alert>
      <p>
        {stopped
          ? 'Changed your mind? You can allow them again here, with this link.'
          : 'Anyone can send you a note again. This link still stops them whenever you like.'}
      </p>
      {change.error && <CallError inline error={change.error} onDismiss={change.reset} />}
    </MessageCard>
  );
}

import { Link, useSearchParams } from 'react-router-dom';
import { endpoints } from '#contract/endpoints.ts';
import { stopMessages } from '#contract/forms/forms-messages.ts';
import { spaRoutes } from '#contract/site/spa-routes.ts';
import { useAppQueryClient } from '../../api/query-client.ts';
import { callEndpoint, endpointQuery, useEndpoint } from '../../api/use-endpoint.ts';
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
  const input = { body: { token } };
  // Made afresh each time the page opens (never an answer kept from an earlier visit).
  const stop = useEndpoint(endpoints.stop, input, { enabled: token !== '' });
  const client = useAppQueryClient();
  const change = useWrite(async (stopped: boolean) => {
    const answer = await callEndpoint(stopped ? endpoints.stop : endpoints.resume, input);
    client.setQueryData(endpointQuery(endpoints.stop, input).queryKey, answer);
  });

  if (token === '' || stop.error?.type === 'validation') {
    return (
      <MessageCard icon="🔗" title="This stop link does not work" actions={<HomeLinks />}>
        <p>{stopMessages.invalidLink}</p>
      </MessageCard>
    );
  }
  if (stop.error) return <CallError page error={stop.error} onRetry={() => void stop.refetch()} />;
  if (!stop.data) return <LoadingState label="Stopping Nemesis Notes to this address…" />;

  const { stopped } = stop.data;
  // One button that flips, so it keeps focus; clicks while a change is under way are ignored rather than the button disabled (which would drop focus).
  const flip = () => {
    if (!change.isPending) change.mutate(!stopped);
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

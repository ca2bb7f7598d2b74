import { Link, useSearchParams } from 'react-router-dom';
import { endpoints } from '#contract/endpoints.ts';
import { scheduledNoteMessages } from '#contract/forms/forms-messages.ts';
import type { ScheduledNoteResponse } from '#contract/forms/forms-schemas.ts';
import { spaRoutes } from '#contract/site/spa-routes.ts';
import { useAppQueryClient } from '../../api/query-client.ts';
import { endpointQuery, useEndpoint } from '../../api/use-endpoint.ts';
import { useWrite } from '../../api/use-write.ts';
import { Alert } from '../../components/alert.tsx';
import { CallError } from '../../components/call-error.tsx';
import { HomeLinks } from '../../components/home-links.tsx';
import { LoadingState } from '../../components/loading-state.tsx';
import { MessageCard } from '../../components/message-card.tsx';
import { formatDateTime } from '../../format/format-date.ts';
import { useDocumentTitle } from '../../hooks/use-document-title.ts';

/** What each state says, under the card's title. */
const stateText: Record<ScheduledNoteResponse['state'], { icon: string; title: string; text: string }> = {
  scheduled: { icon: '⏳', title: 'Waiting for Nemesis Day', text: scheduledNoteMessages.cancellable },
  sending: { icon: '✉️', title: 'On its way', text: scheduledNoteMessages.tooLate },
  sent: { icon: '💌', title: 'Sent', text: scheduledNoteMessages.tooLate },
  failed: { icon: '⚠️', title: 'Not delivered', text: scheduledNoteMessages.failed },
  cancelled: { icon: '🚫', title: 'Cancelled', text: scheduledNoteMessages.cancelled },
  stopped: { icon: '🛑', title: 'Not sent', text: scheduledNoteMessages.stopped },
};

/**
 * /send-nemesis-note/cancel?token=… (the link in the sender's confirmation of a note held for Nemesis
 * Day): shows where the note stands, and cancels it with one button while its moment is still to come.
 * Opening the page changes nothing, as mail programs open links to check them.
 */
export function CancelScheduledNotePage() {
  useDocumentTitle('Cancel a Nemesis Note · Nemesis Day');
  const token = useSearchParams()[0].get('token') ?? '';
  const input = { query: { token } };
  const status = useEndpoint(endpoints.scheduledNote, input, { enabled: token !== '' });
  const client = useAppQueryClient();
  const cancel = useWrite(endpoints.cancelScheduledNote, {
    onSuccess: (answer) => client.setQueryData(endpointQuery(endpoints.scheduledNote, input).queryKey, answer),
  });

  if (token === '' || status.error?.type === 'validation') {
    return (
      <MessageCard icon="🔗" title="This cancel link does not work" actions={<HomeLinks />}>
        <p>{scheduledNoteMessages.invalidLink}</p>
      </MessageCard>
    );
  }
  if (status.error) return <CallError page error={status.error} onRetry={() => void status.refetch()} />;
  if (!status.data) return <LoadingState label="Finding your Nemesis Note…" />;

  const { state, nemesisName, deliverAt } = status.data;
  const shown = stateText[state];
  return (
    <MessageCard
      icon={shown.icon}
      title={shown.title}
      actions={
        <>
          {state === 'scheduled' && (
            <button
              type="button"
              className="button button--danger"
              onClick={() => !cancel.isPending && cancel.mutate({ body: { token } })}
              aria-busy={cancel.isPending || undefined}
            >
              {cancel.isPending ? 'Cancelling…' : 'Cancel this Nemesis Note'}
            </button>
          )}
          <Link to={spaRoutes.home} className="button">
            Go Home
          </Link>
        </>
      }
    >
      <Alert tone={state === 'cancelled' ? 'success' : state === 'stopped' || state === 'failed' ? 'error' : 'info'}>
        {shown.text}
      </Alert>
      <p>
        Your Nemesis Note to <strong>{nemesisName}</strong>, set for {formatDateTime(deliverAt)} in your time zone.
      </p>
      {cancel.error && <CallError inline error={cancel.error} onDismiss={cancel.reset} />}
    </MessageCard>
  );
}

import { adminEndpoints } from '#contract/admin/admin-endpoints.ts';
import { settledError } from '../../../api/settled-error.ts';
import { useEndpoint } from '../../../api/use-endpoint.ts';
import { CallError } from '../../../components/call-error.tsx';
import { LoadingState } from '../../../components/loading-state.tsx';
import './message-cells.css';

/** One mail's text (codes and passwords masked), loaded when the admin asks for it. */
export function MailText({ id }: { id: string }) {
  const mail = useEndpoint(adminEndpoints.adminMailItem, { params: { id } });
  const failure = settledError(mail);
  if (failure)
    return (
      <CallError
        error={failure}
        message="Failed to load this mail. Please try again."
        onRetry={() => void mail.refetch()}
      />
    );
  if (!mail.data) return <LoadingState label="Loading the mail…" />;
  return <pre className="messages-page__text messages-page__mail-text">{mail.data.text}</pre>;
}

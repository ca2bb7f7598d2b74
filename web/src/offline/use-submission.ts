import { useEffect, useState } from 'react';
import type { ApiError } from '#contract/api/api-error.ts';
import { useWrite } from '../api/use-write.ts';
import type { FormSubmitProps } from '../components/form-submit.tsx';
import { newSubmissionId } from './new-submission-id.ts';
import type { FormSubmission } from './offline-db.ts';
import { offlineStore } from './offline-store.ts';
import { onSubmissionSettled } from './pending-sender.ts';
import { sendSubmission } from './send-submission.ts';
import type { SubmissionOutcome } from './send-submission.ts';

/** A public form's sending: its write for FormSubmit, and where the last submission stands. */
export interface Submission {
  submit: FormSubmitProps['submit'];
  /** Sent, or kept on this device until the connection is back (it turns to sent once it goes). */
  outcome: 'sent' | 'kept' | undefined;
  /** When sent and held by the server for Nemesis Day: the moment it leaves, as the server answered it. */
  deliverAt: string | undefined;
  /** Sends a new submission (with an idempotency key of its own, used by every try of it). */
  send: (submission: FormSubmission) => void;
  /** Back to the form after a result (Send Another). */
  startOver: () => void;
}

/**
 * Sends a public form (Send a Nemesis Note, Contact) and says how it went, in the form's own words
 * (`failureText`). Without a connection the submission is kept and sent later; if the server then
 * refuses it, the form comes back with the refusal, in this tab even when another tab sent it.
 */
export function useSubmission(failureText: (error: ApiError) => string): Submission {
  const [last, setLast] = useState<{ submissionId: string } & SubmissionOutcome>();
  // The server's refusal of a submission that was kept and sent later: shown as the form's failure.
  const [refusal, setRefusal] = useState<ApiError>();
  const sending = useWrite(async (submission: FormSubmission) => {
    setRefusal(undefined);
    const submissionId = newSubmissionId();
    setLast({
      submissionId,
      ...(await sendSubmission({ ...submission, submissionId, createdAt: new Date().toISOString() })),
    });
  });
  const failure = sending.error ?? refusal;
  const reset = () => {
    sending.reset();
    setRefusal(undefined);
  };

  // The store's code is fetched now: once offline it could not be, before the service worker controls the page.
  useEffect(() => void offlineStore().catch(() => undefined), []);

  useEffect(() => {
    if (last?.outcome !== 'kept') return;
    return onSubmissionSettled(last.submissionId, (refused, deliverAt) => {
      setLast(refused ? undefined : { submissionId: last.submissionId, outcome: 'sent', deliverAt });
      setRefusal(refused);
    });
  }, [last]);

  return {
    submit: { pending: sending.isPending, failed: failure && { error: failure, text: failureText(failure) }, reset },
    outcome: last?.outcome,
    deliverAt: last?.outcome === 'sent' ? last.deliverAt : undefined,
    send: (submission) => sending.mutate(submission),
    startOver: () => {
      reset();
      setLast(undefined);
    },
  };
}

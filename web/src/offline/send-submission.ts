import { ApiError } from '#contract/api/api-error.ts';
import { toApiError } from '../api/to-api-error.ts';
import type { PendingSubmission } from './offline-db.ts';
import { sendPendingLater } from './pending-sender.ts';
import { pendingSubmissions } from './pending-submissions.ts';
import { postSubmission } from './post-submission.ts';

/** How a submission went: sent (with the moment the server holds it until, if it does), or kept on this device. */
export type SubmissionOutcome = { outcome: 'sent'; deliverAt?: string } | { outcome: 'kept' };

/**
 * Sends a public form's submission; without a connection (the browser is offline, or the server gave
 * no answer) keeps it on this device to be sent when there is one. Resolves sent or kept. Throws
 * the server's refusal as an ApiError, and a network ApiError when the device could not keep it.
 */
export async function sendSubmission(submission: PendingSubmission): Promise<SubmissionOutcome> {
  if (navigator.onLine) {
    try {
      return { outcome: 'sent', deliverAt: await postSubmission(submission) };
    } catch (failure) {
      const error = toApiError(failure);
      if (error.type !== 'network') throw error;
    }
  }
  if (!(await pendingSubmissions.keep(submission))) throw ApiError.network();
  // Offline, the 'online' event sends it; online, the server itself did not answer, so ask again later.
  if (navigator.onLine) sendPendingLater();
  return { outcome: 'kept' };
}

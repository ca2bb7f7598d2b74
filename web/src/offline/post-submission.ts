import { endpoints } from '#contract/endpoints.ts';
import { api } from '../api/api-client.ts';
import type { PendingSubmission } from './offline-db.ts';

/** Posts a public form's submission to its endpoint (with its idempotency key, so a repeat is harmless). Throws ApiError. */
export async function postSubmission(submission: PendingSubmission): Promise<void> {
  const { submissionId } = submission;
  if (submission.kind === 'contact') await api.call(endpoints.contact, { body: { ...submission.body, submissionId } });
  else await api.call(endpoints.sendNemesisNote, { body: { ...submission.body, submissionId } });
}

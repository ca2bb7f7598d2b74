import { loadApi } from '../api/load-api.ts';
import type { PendingSubmission } from './offline-db.ts';

/**
 * Posts a public form's submission to its endpoint (with its idempotency key, so a repeat is harmless).
 * Throws ApiError. The API client loads on first use: sending what an earlier visit left waiting
 * starts with the app, which should not download zod for it.
 */
export async function postSubmission(submission: PendingSubmission): Promise<void> {
  const { submissionId } = submission;
  const { api, endpoints } = await loadApi();
  if (submission.kind === 'contact') await api.call(endpoints.contact, { body: { ...submission.body, submissionId } });
  else await api.call(endpoints.sendNemesisNote, { body: { ...submission.body, submissionId } });
}

import { callLazily } from '../api/call-lazily.ts';
import type { PendingSubmission } from './offline-db.ts';

/**
 * Posts a public form's submission to its endpoint (with its idempotency key, so a repeat is harmless).
 * Resolves the moment the server holds a Nemesis Note until (its `deliverAt`), if it does. Throws ApiError. The API layer loads on first use: sending what an earlier visit left waiting
 * starts with the app, which should not download zod for it.
 */
export async function postSubmission(submission: PendingSubmission): Promise<string | undefined> {
  const { submissionId } = submission;
  if (submission.kind === 'contact') await callLazily('contact', { body: { ...submission.body, submissionId } });
  else if (submission.kind === 'report-note')
    await callLazily('reportNote', {
      params: { shortUuid: submission.shortUuid },
      body: { ...submission.body, submissionId },
    });
  else return (await callLazily('sendNemesisNote', { body: { ...submission.body, submissionId } })).deliverAt;
  return undefined;
}

import { endpoints } from '#contract/endpoints.ts';
import type { BrowserLikeClient } from './browser-like-client.ts';
import type { MailCatcher } from './mail-catcher.ts';

/** Signs `email` up through the API and confirms it with the e-mailed code, so `api` is signed in (and holds the device cookie). */
export async function signUpAndConfirm(
  api: BrowserLikeClient,
  mail: MailCatcher,
  email: string,
  password: string,
): Promise<void> {
  const sent = mail.messages.length;
  await api.call(endpoints.signUp, { body: { email, password } });
  await api.call(endpoints.confirmSignUp, { body: { email, code: await mail.latestCode(email, sent) } });
}

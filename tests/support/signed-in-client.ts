import { browserLikeClient } from './browser-like-client.ts';
import type { BrowserLikeClient } from './browser-like-client.ts';
import type { MailCatcher } from './mail-catcher.ts';
import { signUpAndConfirm } from './sign-up-and-confirm.ts';
import type { TestServer } from './test-server.ts';

/** Signs a new account up and in through the API; the client it answers holds the session (and device) cookie. */
export async function signedInClient(
  app: { server: TestServer; mail: MailCatcher },
  email: string,
  password: string,
): Promise<BrowserLikeClient> {
  const client = browserLikeClient(app.server.url);
  await signUpAndConfirm(client, app.mail, email, password);
  return client;
}

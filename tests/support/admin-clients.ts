import { endpoints } from '#contract/endpoints.ts';
import type { AccountTestServer } from './account-test-server.ts';
import { browserLikeClient } from './browser-like-client.ts';
import type { BrowserLikeClient } from './browser-like-client.ts';
import { signUpAndConfirm } from './sign-up-and-confirm.ts';

/** The password of every account adminClients makes. */
export const adminTestPassword = 'correct horse battery';

/** The four callers of the admin matrix: nobody, a signed-in user, an admin by session, an admin by bearer token. */
export interface AdminClients {
  anonymous: BrowserLikeClient;
  user: BrowserLikeClient;
  admin: BrowserLikeClient;
  bearer: BrowserLikeClient;
  adminEmail: string;
  userEmail: string;
}

/** The e-mail of the admin a server started with `adminEnv(tag)` knows from ADMIN_EMAILS. */
export const adminEmailOf = (tag: string) => `boss.${tag}@example.test`;

/** The environment that makes `adminEmailOf(tag)` an admin. */
export const adminEnv = (tag: string) => ({ ADMIN_EMAILS: adminEmailOf(tag) });

/** Signs up the ADMIN_EMAILS admin and an ordinary user on `parts`' server, and gives the admin a bearer token. */
export async function adminClients(parts: AccountTestServer, tag: string): Promise<AdminClients> {
  const url = parts.server.url;
  const adminEmail = adminEmailOf(tag);
  const userEmail = `minion.${tag}@example.test`;
  const admin = browserLikeClient(url);
  await signUpAndConfirm(admin, parts.mail, adminEmail, adminTestPassword);
  const user = browserLikeClient(url);
  await signUpAndConfirm(user, parts.mail, userEmail, adminTestPassword);
  const { token } = await admin.call(endpoints.createToken, { body: { name: 'admin cli' } });
  return {
    anonymous: browserLikeClient(url),
    user,
    admin,
    bearer: browserLikeClient(url, { Authorization: `Bearer ${token}` }),
    adminEmail,
    userEmail,
  };
}

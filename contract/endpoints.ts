import { accountDataEndpoints } from './auth/account-data.ts';
import { authEndpoints } from './auth/auth-endpoints.ts';
import { deviceLoginEndpoints } from './auth/device-login.ts';
import { mfaEndpoints } from './auth/mfa-endpoints.ts';
import { sessionEndpoints } from './auth/session-endpoints.ts';
import { socialEndpoints } from './auth/social-endpoints.ts';
import { formsEndpoints } from './forms/forms-endpoints.ts';
import { moderationEndpoints } from './moderation/moderation-endpoints.ts';
import { noteEndpoints } from './notes/note-endpoints.ts';
import { noteSealEndpoints } from './notes/note-seal-endpoints.ts';
import { noteSharingEndpoints } from './notes/note-sharing.ts';
import { reactionEndpoints } from './notes/reaction-endpoints.ts';
import { apiDescriptionEndpoints } from './site/api-docs-routes.ts';
import { siteEndpoints } from './site/site-endpoints.ts';

/**
 * The API's endpoints by name, shared by the server's router and the clients (each domain keeps its
 * own list). The admin API's are not here but in admin/admin-endpoints.ts: only the admin panel and
 * the CLI call them, so the app's first downloads do not carry their schemas.
 */
export const endpoints = {
  ...siteEndpoints,
  ...apiDescriptionEndpoints,
  ...authEndpoints,
  ...accountDataEndpoints,
  ...sessionEndpoints,
  ...mfaEndpoints,
  ...socialEndpoints,
  ...deviceLoginEndpoints,
  ...noteEndpoints,
  ...noteSealEndpoints,
  ...noteSharingEndpoints,
  ...moderationEndpoints,
  ...reactionEndpoints,
  ...formsEndpoints,
};

/**
 * A readable cookie the server sets beside the HttpOnly session cookie (and clears with it), so the
 * app knows a session check is worth making; it holds no secret. (Apart from auth-schemas.ts, so
 * the web app reads it without loading zod.)
 */
export const signedInHintCookie = 'nemesis_signed_in';

/** The HttpOnly session cookie's name (`__Host-` prefixed when the site is on https). */
export const sessionCookieName = 'nemesis_session';

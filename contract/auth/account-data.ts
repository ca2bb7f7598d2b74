import { z } from 'zod';
import type { Endpoint } from '../api/endpoint.ts';
import { reactionKinds } from '../notes/reactions.ts';
import { signedInDevice } from './session-endpoints.ts';
import { codeField, codeSentResponse, emailField, passwordField } from './auth-schemas.ts';

/** Messages of Change E-mail Address (ours: the spec has none). */
export const emailChangeMessages = {
  sameAddress: 'This is already your e-mail address.',
  passwordRequired: 'Enter your password to change your e-mail address.',
  addressTaken: 'Another account uses this e-mail address now.',
  /** Refused: ADMIN_EMAILS names the address, and an address the server's setting names moves only there. */
  adminByServerSetting:
    'The server’s ADMIN_EMAILS setting names this address: that is what makes you an admin, so it cannot be changed here. Ask the server’s operator to put your new address in ADMIN_EMAILS in its place (a restart applies it), then change it here.',
  /** Said before the change by an admin of the panel's list: the right goes along. */
  adminMoves: 'You stay an admin: the admin list will name your new address in place of this one.',
} as const;

/**
 * Change E-mail Address, step one: the new address, and for an account with a password that password
 * (proof it is the owner). A code goes to the new address; nothing changes until it is entered.
 */
export const changeEmailRequest = z.object({ newEmail: emailField, password: passwordField.optional() });
export type ChangeEmailRequest = z.infer<typeof changeEmailRequest>;

/** Step two: the code e-mailed to the new address. The answer is the address now signed in with. */
export const confirmEmailChangeRequest = z.object({ code: codeField });
/** The answer of step two: the account's address from now on. */
export const confirmEmailChangeResponse = z.object({ email: z.string() });

/** One of the user's own notes, whole, as Download My Data gives it. */
const exportedNote = z.object({
  shortUuid: z.string(),
  vanityUrl: z.string(),
  publicUrl: z.string(),
  nemesisName: z.string(),
  nemesisAge: z.number().int(),
  nemesisOccupation: z.string(),
  userNotes: z.string(),
  initialRoast: z.string(),
  finalRoast: z.string(),
  createdAt: z.string(),
});

/**
 * Download My Data: what the service keeps about the signed-in user, as one JSON document: the account,
 * their notes, the notes they viewed, the reactions they left, where they are signed in and their last
 * sign-ins. Secrets (password, codes, tokens, second factors) are never in it.
 */
export const accountExport = z.object({
  exportedAt: z.string(),
  account: z.object({
    email: z.string(),
    emailVerifiedAt: z.string().nullable(),
    createdAt: z.string(),
    lastLoginAt: z.string().nullable(),
    givenName: z.string().nullable(),
    familyName: z.string().nullable(),
  }),
  notes: z.array(exportedNote),
  recentlyViewed: z.array(z.object({ shortUuid: z.string(), nemesisName: z.string(), viewedAt: z.string() })),
  reactions: z.array(z.object({ shortUuid: z.string(), reaction: z.enum(reactionKinds), reactedAt: z.string() })),
  sessions: z.array(signedInDevice),
  signIns: z.array(z.object({ method: z.string(), client: z.string(), at: z.string() })),
});
export type AccountExport = z.infer<typeof accountExport>;

/**
 * The account's own data (/api/v1/auth/account): changing its e-mail address (a code to the new one,
 * a notice to the old one) and downloading everything kept about it.
 */
export const accountDataEndpoints = {
  changeEmail: {
    method: 'POST',
    path: '/api/v1/auth/account/email',
    body: changeEmailRequest,
    response: codeSentResponse,
    retry: 'once',
    access: 'session',
    cache: 'default',
  },
  confirmEmailChange: {
    method: 'POST',
    path: '/api/v1/auth/account/email/confirm',
    body: confirmEmailChangeRequest,
    response: confirmEmailChangeResponse,
    retry: 'once',
    access: 'session',
    cache: 'default',
  },
  exportAccount: {
    method: 'GET',
    path: '/api/v1/auth/account/export',
    response: accountExport,
    retry: 'default',
    access: 'user',
    cache: 'no-store',
  },
} as const satisfies Record<string, Endpoint>;

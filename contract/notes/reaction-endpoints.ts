import type { Endpoint } from '../api/endpoint.ts';
import { noteReactionsPath } from './note-api-routes.ts';
import { noteParams } from './note-endpoints.ts';
import { reactionsResponse, setReactionRequest } from './reaction-schemas.ts';
import { reactionLimits } from './reactions.ts';

const setReactionDescription =
  'A signed-in reader reacts as their account; anyone else as their browser, by the device cookie the server issues and signs (a browser without one, or with one the server did not issue, is given a fresh one). ' +
  `From one network (an IPv4 address, or an IPv6 /64), readers without an account add at most ${reactionLimits.perNetworkPerNote} new reactions to a note a day; past that, 429 RATE_LIMIT_EXCEEDED asks them to sign in. Changing one's reaction counts no further.`;

/**
 * Reactions on a note (/api/v1/nemesis-notes/{shortUuid}/reactions), for anyone: a signed-in reader
 * reacts as their account, anyone else as their browser (the device cookie the server signed). Each
 * answer is the note's counts with the caller's own reaction, so none may be kept by a cache. Writes
 * are limited per IP address, and visitors' new reactions per network and note (429 with
 * Retry-After); an unknown note is 404 NOTE_NOT_FOUND.
 */
export const reactionEndpoints = {
  noteReactions: {
    method: 'GET',
    path: noteReactionsPath,
    params: noteParams,
    response: reactionsResponse,
    retry: 'default',
    access: 'public',
    cache: 'no-store',
  },
  setReaction: {
    method: 'PUT',
    path: noteReactionsPath,
    params: noteParams,
    body: setReactionRequest,
    response: reactionsResponse,
    retry: 'default',
    access: 'public',
    cache: 'no-store',
    description: setReactionDescription,
  },
  removeReaction: {
    method: 'DELETE',
    path: noteReactionsPath,
    params: noteParams,
    response: reactionsResponse,
    retry: 'default',
    access: 'public',
    cache: 'no-store',
  },
} as const satisfies Record<string, Endpoint>;

import type { Endpoint } from '../api/endpoint.ts';
import { noteReactionsPath } from './note-api-routes.ts';
import { noteParams } from './note-endpoints.ts';
import { reactionsResponse, setReactionRequest } from './reaction-schemas.ts';

/**
 * Reactions on a note (/api/v1/nemesis-notes/{shortUuid}/reactions), for anyone: a signed-in reader
 * reacts as their account, anyone else as their browser (its device cookie). Each answer is the
 * note's counts with the caller's own reaction, so none may be kept by a cache. Writes are limited
 * per IP address (429 with Retry-After); an unknown note is 404 NOTE_NOT_FOUND.
 */
export const reactionEndpoints = {
  noteReactions: { method: 'GET', path: noteReactionsPath, params: noteParams, response: reactionsResponse, retry: 'default', access: 'public', cache: 'no-store' },
  setReaction: { method: 'PUT', path: noteReactionsPath, params: noteParams, body: setReactionRequest, response: reactionsResponse, retry: 'default', access: 'public', cache: 'no-store' },
  removeReaction: { method: 'DELETE', path: noteReactionsPath, params: noteParams, response: reactionsResponse, retry: 'default', access: 'public', cache: 'no-store' },
} as const satisfies Record<string, Endpoint>;

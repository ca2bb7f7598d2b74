import { z } from 'zod';
import type { Endpoint, Route } from '../api/endpoint.ts';
import { okResponse } from '../api/endpoint.ts';
import { getNoteRoute, myNotesRoute, recentlyViewedRoute } from './note-api-routes.ts';
import { isNoteKey } from './note-limits.ts';
import { noteMessages } from './note-messages.ts';
import { noteCardPath } from './note-paths.ts';
import {
  createNoteRequest,
  createNoteResponse,
  generateFinalRequest,
  generateFinalResponse,
  generateInitialRequest,
  generateInitialResponse,
  myNotesQuery,
  myNotesResponse,
  noteListResponse,
  noteResponse,
  recordViewRequest,
  recordViewResponse,
  roastStreamEvent,
  shortUuidParam,
  vanityUrlCheckQuery,
  vanityUrlCheckResponse,
} from './note-schemas.ts';

/** The note a path names ('Invalid note ID format' otherwise). */
export const noteParams = z.object({ shortUuid: shortUuidParam });

/** The note a page's path names: its short id, or its custom URL alone ('Invalid note ID format' otherwise). */
export const noteKeyParams = z.object({
  shortUuid: z.string().refine(isNoteKey, noteMessages.invalidNoteId),
});

/**
 * The preview card's route: an image for other sites' link previews, not an API call of the clients.
 * A note never changes, so neither does its card: any cache may keep it (a day, so that a deleted
 * note's card fades out).
 */
export const noteCardRoute = {
  method: 'GET',
  path: noteCardPath(':shortUuid'),
  params: noteParams,
  access: 'public',
  cache: 'immutable',
} as const satisfies Route;

/**
 * Roast generation and notes (/api/v1/nemesis-notes). Creating a note is made once: a lost answer
 * repeated would publish the note twice. A generation may stream as it is written, so no cache may
 * hold it; a note is kept by the browser only, and checked afresh (it may have been deleted).
 */
export const noteEndpoints = {
  generateInitial: {
    method: 'POST',
    path: '/api/v1/nemesis-notes/generate-initial',
    body: generateInitialRequest,
    response: generateInitialResponse,
    events: roastStreamEvent,
    retry: 'generation',
    access: 'user',
    cache: 'no-store',
  },
  generateFinal: {
    method: 'POST',
    path: '/api/v1/nemesis-notes/generate-final',
    body: generateFinalRequest,
    response: generateFinalResponse,
    events: roastStreamEvent,
    retry: 'generation',
    access: 'user',
    cache: 'no-store',
  },
  createNote: {
    method: 'POST',
    path: '/api/v1/nemesis-notes/create',
    body: createNoteRequest,
    response: createNoteResponse,
    status: 201,
    retry: 'once',
    access: 'user',
    cache: 'default',
  },
  // Under user/: a single segment after nemesis-notes/ is a note's id.
  checkVanityUrl: {
    method: 'GET',
    path: '/api/v1/nemesis-notes/user/vanity-url',
    query: vanityUrlCheckQuery,
    response: vanityUrlCheckResponse,
    retry: 'default',
    access: 'user',
    cache: 'no-store',
  },
  myNotes: {
    ...myNotesRoute,
    query: myNotesQuery,
    response: myNotesResponse,
    retry: 'default',
    access: 'user',
    cache: 'no-store',
  },
  recentlyViewed: {
    ...recentlyViewedRoute,
    response: noteListResponse,
    retry: 'default',
    access: 'user',
    cache: 'no-store',
  },
  // Clear Recently Viewed: forgets every note the user viewed (the notes themselves stay).
  clearRecentlyViewed: {
    path: recentlyViewedRoute.path,
    method: 'DELETE',
    response: okResponse,
    retry: 'once',
    access: 'user',
    cache: 'default',
  },
  recordView: {
    method: 'POST',
    path: '/api/v1/nemesis-notes/record-view',
    body: recordViewRequest,
    response: recordViewResponse,
    retry: 'once',
    access: 'user',
    cache: 'default',
  },
  getNote: {
    ...getNoteRoute,
    params: noteKeyParams,
    response: noteResponse,
    retry: 'default',
    access: 'public',
    cache: 'revalidate',
    description:
      'A note by its short id, or by its custom URL alone (ignoring case; a short id wins where one note has it as its id and another as its custom URL).',
  },
  deleteNote: {
    method: 'DELETE',
    path: '/api/v1/nemesis-notes/:shortUuid',
    params: noteParams,
    response: okResponse,
    retry: 'once',
    access: 'user',
    cache: 'default',
  },
} as const satisfies Record<string, Endpoint>;

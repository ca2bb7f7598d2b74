import { z } from 'zod';
import type { Endpoint } from '../api/endpoint.ts';
import { okResponse } from '../api/endpoint.ts';
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
  shortUuidParam,
} from './note-schemas.ts';

/** The note a path names ('Invalid note ID format' otherwise). */
export const noteParams = z.object({ shortUuid: shortUuidParam });

/**
 * Roast generation and notes (/api/v1/nemesis-notes). Creating a note is made once: a lost answer
 * repeated would publish the note twice.
 */
export const noteEndpoints = {
  generateInitial: { method: 'POST', path: '/api/v1/nemesis-notes/generate-initial', body: generateInitialRequest, response: generateInitialResponse, retry: 'generation' },
  generateFinal: { method: 'POST', path: '/api/v1/nemesis-notes/generate-final', body: generateFinalRequest, response: generateFinalResponse, retry: 'generation' },
  createNote: { method: 'POST', path: '/api/v1/nemesis-notes/create', body: createNoteRequest, response: createNoteResponse, retry: 'once' },
  myNotes: { method: 'GET', path: '/api/v1/nemesis-notes/user/my-notes', query: myNotesQuery, response: myNotesResponse, retry: 'default' },
  recentlyViewed: { method: 'GET', path: '/api/v1/nemesis-notes/user/recently-viewed', response: noteListResponse, retry: 'default' },
  recordView: { method: 'POST', path: '/api/v1/nemesis-notes/record-view', body: recordViewRequest, response: recordViewResponse, retry: 'once' },
  getNote: { method: 'GET', path: '/api/v1/nemesis-notes/:shortUuid', params: noteParams, response: noteResponse, retry: 'default' },
  deleteNote: { method: 'DELETE', path: '/api/v1/nemesis-notes/:shortUuid', params: noteParams, response: okResponse, retry: 'once' },
} as const satisfies Record<string, Endpoint>;

/** The preview card of a note (1200x630 PNG), for link previews. */
export const noteCardPath = (shortUuid: string) => `/api/v1/nemesis-notes/${shortUuid}/card.png`;

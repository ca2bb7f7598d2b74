import type { Endpoint } from '../api/endpoint.ts';
import { noteParams } from '../notes/note-endpoints.ts';
import { reportNoteRequest, reportNoteResponse } from './moderation-schemas.ts';

/**
 * Reporting a note, open to anyone. Safe to repeat: one report per reporter and note, so a repeat
 * (a lost answer, the offline queue) is answered like the first and stores nothing.
 */
export const moderationEndpoints = {
  reportNote: { method: 'POST', path: '/api/v1/nemesis-notes/:shortUuid/report', params: noteParams, body: reportNoteRequest, response: reportNoteResponse, retry: 'default', access: 'public', cache: 'default' },
} as const satisfies Record<string, Endpoint>;

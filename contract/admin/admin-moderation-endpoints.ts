import type { Endpoint } from '../api/endpoint.ts';
import { okResponse } from '../api/endpoint.ts';
import { adminNoteResponse, adminNotesQuery, adminNotesResponse } from './admin-note-schemas.ts';
import {
  hideNoteRequest,
  moderationNoteParams,
  moderationQueueQuery,
  moderationQueueResponse,
} from './moderation-queue-schemas.ts';

const decision = {
  params: moderationNoteParams,
  response: okResponse,
  retry: 'admin',
  access: 'admin',
  cache: 'default',
} as const;

/**
 * The review queue of reported notes (/api/admin/moderation) and the decisions on a note: dismiss
 * its reports, hide it, restore it, delete it, disable its author. Each is audited. Admin only. The
 * notes browser lists every note, reported or not.
 */
export const adminModerationEndpoints = {
  adminModerationQueue: {
    method: 'GET',
    path: '/api/admin/moderation/reports',
    query: moderationQueueQuery,
    response: moderationQueueResponse,
    retry: 'admin',
    access: 'admin',
    cache: 'no-store',
  },
  // Every note, reported or not (a complaint may come by e-mail), and one note with all its reports.
  adminNotes: {
    method: 'GET',
    path: '/api/admin/moderation/notes',
    query: adminNotesQuery,
    response: adminNotesResponse,
    retry: 'admin',
    access: 'admin',
    cache: 'no-store',
  },
  adminNote: {
    method: 'GET',
    path: '/api/admin/moderation/notes/:shortUuid',
    params: moderationNoteParams,
    response: adminNoteResponse,
    retry: 'admin',
    access: 'admin',
    cache: 'no-store',
  },
  adminDismissReports: { method: 'POST', path: '/api/admin/moderation/notes/:shortUuid/dismiss', ...decision },
  adminHideNote: {
    method: 'POST',
    path: '/api/admin/moderation/notes/:shortUuid/hide',
    body: hideNoteRequest,
    ...decision,
  },
  adminRestoreNote: { method: 'POST', path: '/api/admin/moderation/notes/:shortUuid/restore', ...decision },
  // Deleting a note cannot be undone: never retried.
  adminDeleteReportedNote: {
    method: 'DELETE',
    path: '/api/admin/moderation/notes/:shortUuid',
    ...decision,
    retry: 'once',
  },
  adminDisableNoteAuthor: {
    method: 'POST',
    path: '/api/admin/moderation/notes/:shortUuid/disable-author',
    ...decision,
  },
} as const satisfies Record<string, Endpoint>;

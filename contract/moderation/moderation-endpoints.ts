import type { Endpoint } from '../api/endpoint.ts';
import { noteParams } from '../notes/note-endpoints.ts';
import { reportNoteRequest, reportNoteResponse } from './moderation-schemas.ts';
import { holdThresholdConfigKey, moderationLimits } from './report-reasons.ts';

const reportNoteDescription =
  "One report per reporter and note: a signed-in user by account, anyone else by their browser's device cookie, which the server issues and signs (a browser without one, or with one the server did not issue, is given a fresh one). " +
  `Reports of different reporters within 24 hours, as many as the admin setting \`${holdThresholdConfigKey}\` says (${moderationLimits.holdThresholdDefault} unless set; 0 = never), put the note on hold pending review, ` +
  `if they come from at least ${moderationLimits.holdNetworksMin} networks (IPv4 addresses, or IPv6 /64s) or one of the reporters is signed in.`;

/**
 * Reporting a note, open to anyone. Safe to repeat: one report per reporter and note, so a repeat
 * (a lost answer, the offline queue) is answered like the first and stores nothing.
 */
export const moderationEndpoints = {
  reportNote: {
    method: 'POST',
    path: '/api/v1/nemesis-notes/:shortUuid/report',
    params: noteParams,
    body: reportNoteRequest,
    response: reportNoteResponse,
    retry: 'default',
    access: 'public',
    cache: 'default',
    description: reportNoteDescription,
  },
} as const satisfies Record<string, Endpoint>;

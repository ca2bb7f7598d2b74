import type { Endpoint } from '../api/endpoint.ts';
import {
  appreciationRequest,
  contactRequest,
  formSentResponse,
  nemesisNoteSentResponse,
  scheduledNoteResponse,
  scheduledNoteToken,
  stopResponse,
  stopToken,
} from './forms-schemas.ts';

/** The RFC 8058 one-click stop, which a mail provider POSTs (`List-Unsubscribe=One-Click`, form-encoded) with the token in the URL. */
export const oneClickStopPath = '/api/v1/stop/one-click';

/**
 * The public forms and the stop link. Both forms are safe to repeat with their idempotency key
 * (`submissionId`), and a stop is the same however often it is made, so all may be retried.
 */
export const formsEndpoints = {
  sendNemesisNote: {
    method: 'POST',
    path: '/api/v1/send-nemesis-note',
    body: appreciationRequest,
    response: nemesisNoteSentResponse,
    retry: 'default',
    access: 'public',
    cache: 'default',
  },
  scheduledNote: {
    method: 'GET',
    path: '/api/v1/send-nemesis-note/scheduled',
    query: scheduledNoteToken,
    response: scheduledNoteResponse,
    retry: 'default',
    access: 'public',
    cache: 'no-store',
    description: 'A Nemesis Note held for Nemesis Day, by the signed token of the cancel link mailed to its sender.',
  },
  cancelScheduledNote: {
    method: 'POST',
    path: '/api/v1/send-nemesis-note/scheduled/cancel',
    body: scheduledNoteToken,
    response: scheduledNoteResponse,
    retry: 'default',
    access: 'public',
    cache: 'default',
    description:
      'Calls off a Nemesis Note held for Nemesis Day until its moment comes (the same however often); answers its state.',
  },
  contact: {
    method: 'POST',
    path: '/api/v1/contact',
    body: contactRequest,
    response: formSentResponse,
    retry: 'default',
    access: 'public',
    cache: 'default',
  },
  stopStatus: {
    method: 'GET',
    path: '/api/v1/stop',
    query: stopToken,
    response: stopResponse,
    retry: 'default',
    access: 'public',
    cache: 'no-store',
  },
  stop: {
    method: 'POST',
    path: '/api/v1/stop',
    body: stopToken,
    response: stopResponse,
    retry: 'default',
    access: 'public',
    cache: 'default',
  },
  resume: {
    method: 'POST',
    path: '/api/v1/stop/resume',
    body: stopToken,
    response: stopResponse,
    retry: 'default',
    access: 'public',
    cache: 'default',
  },
  oneClickStop: {
    method: 'POST',
    path: oneClickStopPath,
    query: stopToken,
    response: stopResponse,
    retry: 'default',
    access: 'public',
    cache: 'default',
  },
} as const satisfies Record<string, Endpoint>;

import { z } from 'zod';
import type { Endpoint } from '../api/endpoint.ts';
import { timeZoneField } from '../site/time-zone-field.ts';
import { noteParams } from './note-endpoints.ts';
import { noteResponse } from './note-schemas.ts';

/** A sealed note's new time zone: it opens at 00:00 on the same Nemesis Day there. */
export const changeSealRequest = z.object({ timeZone: timeZoneField });

const sealPath = '/api/v1/nemesis-notes/:shortUuid/seal';

/**
 * The author's controls of a sealed note: moving its opening to another time zone's midnight, or
 * opening it now. Only the author may (NOTE_NOT_FOUND for anyone else, as if there were no note).
 * Opening an open note changes nothing; moving one is refused (400). Both answer the note as its author reads it.
 */
export const noteSealEndpoints = {
  changeNoteSeal: {
    method: 'PUT',
    path: sealPath,
    params: noteParams,
    body: changeSealRequest,
    response: noteResponse,
    retry: 'default',
    access: 'user',
    cache: 'no-store',
    description:
      'Moves a sealed note to another time zone: it opens at 00:00 on 15 February there, refused (400) where that day has come already.',
  },
  openNoteEarly: {
    method: 'DELETE',
    path: sealPath,
    params: noteParams,
    response: noteResponse,
    retry: 'default',
    access: 'user',
    cache: 'no-store',
    description: 'Opens a sealed note now, before Nemesis Day: everyone can read it from then.',
  },
} as const satisfies Record<string, Endpoint>;

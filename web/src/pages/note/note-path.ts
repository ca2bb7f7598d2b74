import { generatePath } from 'react-router-dom';
import type { NoteSummary } from '#contract/notes/note-schemas.ts';
import { spaRoutes } from '#contract/site/spa-routes.ts';

/** The path of a note's page: `/notes/{shortUuid}/{vanityUrl}`, or `/notes/{shortUuid}` when it has no vanity part. */
export function notePath(note: Pick<NoteSummary, 'shortUuid' | 'vanityUrl'>): string {
  return note.vanityUrl
    ? generatePath(spaRoutes.noteWithVanity, { shortUuid: note.shortUuid, vanityUrl: note.vanityUrl })
    : generatePath(spaRoutes.note, { shortUuid: note.shortUuid });
}

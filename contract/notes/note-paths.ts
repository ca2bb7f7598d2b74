import { spaRoutes } from '../site/spa-routes.ts';

/** What a note's address is made of: its short id and, when it has one, its vanity part. */
export interface NoteAddress {
  shortUuid: string;
  vanityUrl?: string | undefined;
}

/** The path of a note's page: `/notes/{shortUuid}/{vanityUrl}`, or `/notes/{shortUuid}` when it has no vanity part. */
export function notePath(note: NoteAddress): string {
  const withId = (pattern: string) => pattern.replace(':shortUuid', encodeURIComponent(note.shortUuid));
  return note.vanityUrl
    ? withId(spaRoutes.noteWithVanity).replace(':vanityUrl', encodeURIComponent(note.vanityUrl))
    : withId(spaRoutes.note);
}

/** The absolute URL of a note's page at `origin` (the public base URL, without a trailing slash). */
export function noteUrl(origin: string, note: NoteAddress): string {
  return `${origin}${notePath(note)}`;
}

/** The path of a note's preview card (1200x630 PNG), for link previews. */
export const noteCardPath = (shortUuid: string) => `/api/v1/nemesis-notes/${shortUuid}/card.png`;

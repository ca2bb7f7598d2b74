import { noteCardPath } from '#contract/notes/note-endpoints.ts';
import { noteUrl } from '#contract/notes/note-paths.ts';
import { shortUuidParam, vanityUrlParam } from '#contract/notes/note-schemas.ts';
import { AppError } from '../app-error.ts';
import { injectNoteMeta } from '../og/note-meta.ts';
import type { NoteService } from '../services/note-service.ts';

/** How the web app's index.html is answered for one path: its status, changes to the HTML, and the key its rendering may be kept under. */
export interface PageAnswer {
  status: number;
  html: (indexHtml: string) => string;
  cacheKey?: string;
}

const notePagePattern = /^\/notes\/([^/]+)(?:\/([^/]+))?\/?$/;

/**
 * The answer for a note's page: index.html with the note's title, description, canonical URL and
 * preview tags (link-preview crawlers run no JavaScript), status 404 when there is no such note,
 * or 410 when it is hidden.
 * Undefined for any other path.
 */
export function notePage(notes: NoteService, publicBaseUrl: string) {
  return async (path: string): Promise<PageAnswer | undefined> => {
    const [, shortUuid, vanityUrl] = notePagePattern.exec(path) ?? [];
    if (shortUuid === undefined) return undefined;
    // A malformed address is no note's page, whichever note its id would find (the app says why).
    const wellFormed = shortUuidParam.safeParse(shortUuid).success && (vanityUrl === undefined || vanityUrlParam.safeParse(vanityUrl).success);
    let note;
    try {
      note = wellFormed ? await notes.findShown(shortUuid) : undefined;
    } catch (error) {
      // A hidden note's page is gone (410) and carries no text nor preview tags; the page says why.
      // Checked on every request, so hiding or restoring shows at once; the key (with the reason the
      // page shows) keeps its page apart.
      if (error instanceof AppError && error.status === 410) return { status: 410, cacheKey: `hidden ${shortUuid} ${error.message}`, html: (indexHtml) => indexHtml };
      throw error;
    }
    if (!note) return { status: 404, html: (indexHtml) => indexHtml };
    // The creation time in the image URL makes crawlers fetch the card again if the note is ever recreated.
    const imageUrl = `${publicBaseUrl}${noteCardPath(note.shortUuid)}?v=${Date.parse(note.createdAt)}`;
    return {
      status: 200,
      // A note never changes: its page is rendered once, and kept under its id and creation.
      cacheKey: `note ${note.shortUuid} ${note.createdAt}`,
      html: (indexHtml) =>
        injectNoteMeta(indexHtml, {
          title: `A roast for ${note.nemesisName} · Nemesis Day`,
          description: note.finalRoast,
          canonicalUrl: noteUrl(publicBaseUrl, note),
          imageUrl,
        }),
    };
  };
}

import type { DehydratedState } from '@tanstack/react-query';
import type { LoaderFunction } from 'react-router-dom';
import { isNoteKey, isShortUuid, isVanityUrl } from '#contract/notes/note-limits.ts';
import { noteCardPath, noteUrl } from '#contract/notes/note-paths.ts';
import type { NoteResponse } from '#contract/notes/note-schemas.ts';
import { sealMessages } from '#contract/notes/seal-messages.ts';
import type { RenderedNote } from '#contract/notes/rendered-note.ts';
import type { PageHead, PagePreview } from '#contract/site/page-head.ts';
import type { ServerLoadContext } from '#contract/site/server-render.ts';
import type { PageHandle } from '../../app/page-handle.ts';
import type { NoteAnswer } from '../../offline/kept-queries.ts';

/** A note page's title, in the browser's tab and in its link preview. */
export const noteTitle = (note: { nemesisName: string }) => `A roast for ${note.nemesisName} · Nemesis Day`;

/** Whether a note page's path can name a note: `/notes/{shortUuid}/{vanityUrl}`, or `/notes/{shortUuid or custom URL}`. */
function isNoteAddress(first: string, vanityUrl: string | undefined): boolean {
  return vanityUrl === undefined ? isNoteKey(first) : isShortUuid(first) && isVanityUrl(vanityUrl);
}

/** A note page's loader data: why there is no note to read, or the note query's state holding the note (dehydrated), or null. */
export type NoteRouteData = Extract<RenderedNote, { failure: unknown }> | { state: DehydratedState } | null;

/** The note a server-rendered page's data holds (the note query's answer in its dehydrated state), if any. */
export function renderedNote(data: NoteRouteData | undefined): NoteResponse | undefined {
  return data && 'state' in data ? (data.state.queries[0]?.state.data as NoteAnswer | undefined)?.response : undefined;
}

/**
 * A note page's data: on the server, the note as anyone may read it (as the note query's state, which
 * the page hydrates) or why there is none to read, rendered into the first HTML, and null for an
 * address that cannot be a note's (the page says why; nothing is looked up); in the browser null (the
 * page loads the note itself, with the reader's session).
 */
const loader: LoaderFunction = async ({ params, context }): Promise<NoteRouteData> => {
  const { shortUuid = '', vanityUrl } = params;
  if (!isNoteAddress(shortUuid, vanityUrl)) return null;
  const rendered = await (context as ServerLoadContext | undefined)?.loadNote?.(shortUuid);
  if (!rendered || 'failure' in rendered) return rendered ?? null;
  // Loaded only here, on the server: the app shell, which holds the routes, carries no query library.
  const [{ dehydratedAnswer }, { noteQuery }] = await Promise.all([
    import('../../api/dehydrated-answer.ts'),
    import('./note-query.ts'),
  ]);
  // Dated never: a signed-in reader's own load still follows (their view of it).
  return { state: dehydratedAnswer(noteQuery(shortUuid).queryKey, { response: rendered }) };
};

/** The preview of a shown note, for link-preview crawlers. */
function preview(note: NoteResponse['note'], publicBaseUrl: string): PagePreview {
  return {
    title: noteTitle(note),
    description: note.finalRoast ?? `${sealMessages.sealedHeading}, 15 February.`,
    canonicalUrl: noteUrl(publicBaseUrl, note),
    // The creation time in the image URL makes crawlers fetch the card again if the note is ever recreated.
    // A sealed note's teaser has an address of its own, so that the card with the roast is fetched anew once it opens.
    imageUrl: `${publicBaseUrl}${noteCardPath(note.shortUuid)}?v=${Date.parse(note.createdAt)}${note.seal ? '&sealed' : ''}`,
  };
}

/**
 * A note page's document, from its loader's data: 200 with the note's preview, else the status of why
 * there is none to read (404 not found, 410 hidden, the reason on the page), or 404 for a malformed address.
 */
const handle: PageHandle = {
  head(data: unknown, server: ServerLoadContext): PageHead {
    const rendered = data as NoteRouteData;
    if (rendered && 'failure' in rendered) return { status: rendered.failure.status };
    const note = renderedNote(rendered)?.note;
    return note ? { status: 200, preview: preview(note, server.publicBaseUrl) } : { status: 404 };
  },
};

/** The note page's route, but for its element: its loader, and its head from the loader's data. */
export const noteRoute = { loader, handle };

import type { RenderedNote } from '#contract/notes/rendered-note.ts';
import type { PageHead } from '#contract/site/page-head.ts';
import type { SiteInfoResponse } from '#contract/site/site-schemas.ts';

/**
 * What the server gives the routes' loaders when it renders a page: the note a note page shows (or
 * why none shows; undefined for an id no note can have), the site's settings, and its public address.
 */
export interface ServerLoadContext {
  loadNote(shortUuid: string): Promise<RenderedNote | undefined>;
  siteInfo(): SiteInfoResponse;
  publicBaseUrl: string;
}

/** A rendered route's `handle`: what its page's document is (status, link preview), from its loader's data; the server writes it into the HTML. */
export interface PageHandle {
  head(data: unknown, server: ServerLoadContext): PageHead;
}

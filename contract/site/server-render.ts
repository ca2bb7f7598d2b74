import type { RenderedNote } from '../notes/rendered-note.ts';
import type { PageHead } from './page-head.ts';
import type { SiteInfoResponse } from './site-schemas.ts';

/**
 * What the server gives the web app's routes' loaders when it renders a page: the note a note page
 * shows (or why none shows; undefined for an id no note can have), the site's settings, and its public address.
 */
export interface ServerLoadContext {
  loadNote(shortUuid: string): Promise<RenderedNote | undefined>;
  siteInfo(): SiteInfoResponse;
  publicBaseUrl: string;
}

/** A page the web app's server build (web/src/entry-server.tsx) rendered, its route's loaders run: what its document is, and its markup when asked for. */
export interface LoadedPage {
  /** The page's chunk (Vite's manifest key): the server links its styles and code. */
  pageModule: string;
  /** What the matched route says of the document from its data (status, link preview). */
  head: PageHead;
  /** JSON of what the browser's router starts from (the loaders' data), so hydration renders the same; the markup depends on nothing else but the path. */
  hydrationData: string;
  /** The markup of #root, and the title the page sets for the browser's tab, if it sets one. */
  render(): Promise<{ html: string; title: string | undefined }>;
}

/** What the web app's server build offers the server: a path's page, or undefined for a path the server does not render. */
export type LoadPage = (url: string, context: ServerLoadContext) => Promise<LoadedPage | undefined>;

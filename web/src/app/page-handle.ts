import type { PageHead } from '#contract/site/page-head.ts';
import type { ServerLoadContext } from '#contract/site/server-render.ts';

/** A rendered route's `handle`: what its page's document is (status, link preview), from its loader's data; the server writes it into the HTML. */
export interface PageHandle {
  head(data: unknown, server: ServerLoadContext): PageHead;
}

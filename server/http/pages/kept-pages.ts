import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/** The encodings a kept page is sent in, compressed once rather than on every request. */
export type PageEncoding = 'br' | 'gzip';

/**
 * The HTML of pages as answered (rendered, with their preview tags), kept by key up to `limit` pages
 * (the oldest go first), each with its compressed forms made when first asked for.
 */
export function createKeptPages(limit = 1000) {
  const pages = new Map<string, { html: string; encoded: Partial<Record<PageEncoding, Buffer>> }>();
  return {
    /** The page kept under `key`, else what `make` answers: kept when `keep` says so. */
    async html(key: string, make: () => Promise<{ html: string; keep: boolean }>): Promise<string> {
      const kept = pages.get(key);
      if (kept) return kept.html;
      const made = await make();
      if (made.keep) {
        if (pages.size >= limit) pages.delete(pages.keys().next().value!);
        pages.set(key, { html: made.html, encoded: {} });
      }
      return made.html;
    },

    /** The page kept under `key` in `encoding` (Brotli at quality 4, as the server compresses the rest), or undefined when it is not kept. */
    encoded(key: string, encoding: PageEncoding): Buffer | undefined {
      const kept = pages.get(key);
      if (!kept) return undefined;
      kept.encoded[encoding] ??=
        encoding === 'br'
          ? brotliCompressSync(kept.html, { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } })
          : gzipSync(kept.html);
      return kept.encoded[encoding];
    },
  };
}

export type KeptPages = ReturnType<typeof createKeptPages>;

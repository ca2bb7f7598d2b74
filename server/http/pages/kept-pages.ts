import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/** The encodings a kept page is sent in, compressed once rather than on every request. */
export type PageEncoding = 'br' | 'gzip';

interface KeptPage {
  html: string;
  encoded: Partial<Record<PageEncoding, Buffer>>;
  bytes: number;
}

/**
 * The HTML of pages as answered (rendered, with their preview tags), kept by key up to `limitBytes`
 * in all (the HTML and its compressed forms; the oldest go first), each with its compressed forms
 * made when first asked for. Bounded by size rather than count, so long notes cannot grow it past its bound.
 */
export function createKeptPages(limitBytes: number) {
  const pages = new Map<string, KeptPage>();
  let total = 0;
  const grow = (page: KeptPage, bytes: number) => {
    page.bytes += bytes;
    total += bytes;
    for (const [key, oldest] of pages) {
      if (total <= limitBytes) break;
      pages.delete(key);
      total -= oldest.bytes;
    }
  };
  return {
    /** The page kept under `key`, else what `make` answers: kept when `keep` says so. */
    async html(key: string, make: () => Promise<{ html: string; keep: boolean }>): Promise<string> {
      const kept = pages.get(key);
      if (kept) return kept.html;
      const made = await make();
      if (made.keep && !pages.has(key)) {
        const page: KeptPage = { html: made.html, encoded: {}, bytes: 0 };
        pages.set(key, page);
        grow(page, Buffer.byteLength(made.html));
      }
      return made.html;
    },

    /** The page kept under `key` in `encoding` (Brotli at quality 4, as the server compresses the rest), or undefined when it is not kept. */
    encoded(key: string, encoding: PageEncoding): Buffer | undefined {
      const kept = pages.get(key);
      if (!kept) return undefined;
      let encoded = kept.encoded[encoding];
      if (!encoded) {
        encoded =
          encoding === 'br'
            ? brotliCompressSync(kept.html, { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } })
            : gzipSync(kept.html);
        kept.encoded[encoding] = encoded;
        grow(kept, encoded.length);
      }
      return encoded;
    },
  };
}

export type KeptPages = ReturnType<typeof createKeptPages>;

import type { Middleware } from 'koa';
import compress from 'koa-compress';
import { constants as zlib } from 'node:zlib';

/**
 * Compresses answers of 1 kB or more in the coding the client prefers. A request that accepts none
 * of them, nor identity (`Accept-Encoding: identity;q=0, *;q=0`), gets the answer uncompressed, as
 * RFC 9110 (section 12.5.3) lets a server disregard the header: koa-compress would fail it with a 500.
 */
export function compressAnswers(): Middleware {
  // Brotli at quality 4 compresses close to gzip -9 at a fraction of the CPU of its default 11.
  const compressor = compress({ threshold: 1024, br: { params: { [zlib.BROTLI_PARAM_QUALITY]: 4 } } });
  return (ctx, next) => {
    if (!ctx.acceptsEncodings(compressor.preferredEncodings)) ctx.compress = false;
    return compressor(ctx, next);
  };
}

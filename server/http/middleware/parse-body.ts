import { requestMessages } from '#contract/api/error-catalogue.ts';
import type { Context, Middleware } from 'koa';
import { AppError } from '../../app-error.ts';
import { loadOnce } from '../../load-once.ts';

/** The content codings the body parser undoes; identity is none. */
const supportedCodings = new Set(['identity', 'gzip', 'deflate', 'br']);

/** The methods whose body is read (@koa/bodyparser's own list): other requests pass by it untouched. */
const methodsWithBodies = new Set(['POST', 'PUT', 'PATCH']);

/**
 * Reads a JSON body (at most 64 kB once decompressed) into ctx.request.body. A body the server cannot
 * decode or parse is the client's error: 400 INVALID_INPUT, 413 PAYLOAD_TOO_LARGE, or 415
 * UNSUPPORTED_MEDIA_TYPE for a Content-Encoding it does not take; never an INTERNAL_ERROR.
 */
export function parseBody(): Middleware {
  // The parser (with co-body, raw-body and iconv-lite's tables: 0.7 MB of source) loads with the first
  // request that has a body to read, not at start; later ones get the module system's cached one.
  const loadParser = loadOnce(() =>
    import('@koa/bodyparser').then(({ bodyParser }) =>
      bodyParser({ enableTypes: ['json'], jsonLimit: '64kb', encoding: 'utf-8' }),
    ),
  );
  return async (ctx, next) => {
    if (!methodsWithBodies.has(ctx.method)) return next();
    const coding = normaliseCoding(ctx);
    const parse = await loadParser();
    let parsed = false;
    try {
      await parse(ctx, async () => {
        parsed = true;
      });
    } catch (error) {
      throw bodyError(error, coding);
    }
    // Errors further down are not the body's: they pass through unmapped.
    if (parsed) await next();
  };
}

/**
 * The request's content coding in the lower case the decompressor (inflation) matches exactly, since
 * codings are case-insensitive (RFC 9110, section 8.4.1) and x-gzip is gzip (section 8.4.1.3).
 */
function normaliseCoding(ctx: Context): string {
  const header = ctx.get('Content-Encoding').trim().toLowerCase();
  const coding = header === '' ? 'identity' : header === 'x-gzip' ? 'gzip' : header;
  if (ctx.req.headers['content-encoding'] !== undefined) ctx.req.headers['content-encoding'] = coding;
  return coding;
}

function bodyError(error: unknown, coding: string): unknown {
  const status = (error as { status?: unknown } | null)?.status;
  if (status === 413) return new AppError('PAYLOAD_TOO_LARGE', requestMessages.bodyTooLarge);
  if (status === 415) {
    const unsupported = !supportedCodings.has(coding);
    return new AppError(
      'UNSUPPORTED_MEDIA_TYPE',
      unsupported
        ? 'This Content-Encoding is not supported: use gzip, deflate, br or none'
        : 'The request body must be JSON in UTF-8',
    );
  }
  if (status === 400 && error instanceof SyntaxError) return new AppError('INVALID_INPUT', requestMessages.bodyNotJson);
  if (typeof status === 'number' && status >= 400 && status < 500)
    return new AppError('INVALID_INPUT', 'The request body could not be read');
  // The decompressor's errors (a body that is not the gzip, deflate or brotli it claims, or is cut short)
  // carry no HTTP status; with no coding there is no decompressor, and such an error is the server's.
  if (status === undefined && coding !== 'identity')
    return new AppError('INVALID_INPUT', 'The request body could not be decoded');
  return error;
}

import type { Middleware } from 'koa';
import { isApiPath } from '#contract/api/endpoint.ts';

// No inline scripts anywhere: the app is built into external modules, so script-src needs only 'self'.
const contentSecurityPolicy = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self'",
  "img-src 'self' data: blob:",
  "font-src 'self'",
  "connect-src 'self'",
  "manifest-src 'self'",
  "worker-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

// API answers are data, never a document: nothing in them may load or run anything.
const apiContentSecurityPolicy = "default-src 'none'; frame-ancestors 'none'";

/**
 * Security headers on every answer; HSTS only when the site is served over https. Resources are for
 * this origin only (a route may open one up, as the preview card does).
 */
export function securityHeaders(options: { https: boolean }): Middleware {
  return async (ctx, next) => {
    ctx.set('Content-Security-Policy', isApiPath(ctx.path) ? apiContentSecurityPolicy : contentSecurityPolicy);
    ctx.set('Cross-Origin-Resource-Policy', 'same-origin');
    ctx.set('X-Content-Type-Options', 'nosniff');
    ctx.set('Referrer-Policy', 'strict-origin-when-cross-origin');
    ctx.set('X-Frame-Options', 'DENY');
    ctx.set('Cross-Origin-Opener-Policy', 'same-origin');
    ctx.set('Permissions-Policy', 'camera=(), microphone=(), geolocation=()');
    if (options.https) ctx.set('Strict-Transport-Security', 'max-age=31536000; includeSubDomains');
    await next();
  };
}

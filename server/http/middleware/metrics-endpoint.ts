import { timingSafeEqual } from 'node:crypto';
import type { Middleware } from 'koa';
import type { Metrics } from '../../metrics/metrics.ts';

/** Where Prometheus reads the metrics. */
export const metricsPath = '/metrics';

/** Whether two texts are the same, in constant time; compared as bytes, as a header's text may hold characters of two bytes. */
function sameText(a: string, b: string): boolean {
  const [x, y] = [Buffer.from(a), Buffer.from(b)];
  return x.length === y.length && timingSafeEqual(x, y);
}

/**
 * Answers GET /metrics in Prometheus' text format to a request bearing `token`, and 401 to any other.
 * Without a token the path is left to the web app (its 404): metrics are never public.
 */
export function metricsEndpoint(metrics: Metrics, token: string | undefined): Middleware {
  return async (ctx, next) => {
    if (!token || ctx.path !== metricsPath || (ctx.method !== 'GET' && ctx.method !== 'HEAD')) return next();
    ctx.set('Cache-Control', 'no-store');
    const bearer = /^Bearer (.+)$/i.exec(ctx.get('Authorization'))?.[1];
    if (!bearer || !sameText(bearer, token)) {
      ctx.status = 401;
      ctx.set('WWW-Authenticate', 'Bearer realm="metrics"');
      ctx.type = 'text/plain';
      ctx.body = 'The metrics need the bearer token set in METRICS_TOKEN.\n';
      return;
    }
    const { contentType, text } = await metrics.scrape();
    ctx.type = contentType;
    ctx.body = text;
  };
}

import type { Middleware } from 'koa';
import { isApiPath } from '#contract/api/endpoint.ts';
import type { Metrics } from '../../metrics/metrics.ts';
import { metricsPath } from './metrics-endpoint.ts';

/**
 * Counts every request by its route template (an API route as declared, `/api/:shortUuid` never the
 * note's own id), method and status, and times it. Pages and files count as `(page)` and `(file)`, and
 * an API path no route knows as `(unmatched)`, so the label's values stay few.
 */
export function requestMetrics(metrics: Metrics): Middleware {
  return async (ctx, next) => {
    const started = performance.now();
    try {
      await next();
    } finally {
      const route = routeOf(ctx.path, (ctx as { _matchedRoute?: string })._matchedRoute);
      metrics.request({ route, method: ctx.method, status: ctx.status }, (performance.now() - started) / 1000);
    }
  };
}

/** The label of a request's route: its API route template, `/metrics`, `(unmatched)`, `(file)` or `(page)`. */
function routeOf(path: string, matched: string | undefined): string {
  if (isApiPath(path)) return matched ?? '(unmatched)';
  if (path === metricsPath) return metricsPath;
  return path.includes('.') ? '(file)' : '(page)';
}

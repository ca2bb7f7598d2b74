import type { z } from 'zod';
import type { Route } from './endpoint.ts';

type InputOf<S> = S extends z.ZodType ? z.input<S> : never;

/** What fills a route's URL: its path parameters and its query. */
export interface RouteInputs<R extends Route = Route> {
  params?: InputOf<R['params']>;
  query?: InputOf<R['query']>;
}

/** The route's path with its parameters filled in and its query string appended (undefined values left out). */
export function routeUrl<R extends Route>(route: R, inputs: RouteInputs<R> = {}): string {
  const params = (inputs.params ?? {}) as Record<string, unknown>;
  const path = route.path.replace(/:([A-Za-z]+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`Missing path parameter ${name}`);
    return encodeURIComponent(String(value));
  });
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries((inputs.query ?? {}) as Record<string, unknown>)) {
    if (value !== undefined) query.set(name, String(value));
  }
  const search = query.toString();
  return search ? `${path}?${search}` : path;
}

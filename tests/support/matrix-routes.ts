import { z } from 'zod';
import type { Access, Route } from '#contract/api/endpoint.ts';
import { documentedGroups } from '#contract/api/openapi-document.ts';
import { apiDocsPages } from '#contract/site/api-docs-routes.ts';
import { newEmail } from './new-email.ts';
import { exampleOf } from './schema-example.ts';
import type { JsonSchema } from './schema-example.ts';

/** One route of the contract, by its endpoint's name. */
export interface MatrixRoute extends Route {
  name: string;
  events?: z.ZodType;
}

/** Every route the contract declares under /api: the documented groups and the reference page, so a new route is walked without a word here. */
export const contractRoutes: MatrixRoute[] = [
  ...documentedGroups.flatMap((group) => Object.entries(group.routes)),
  ...Object.entries(apiDocsPages),
].map(([name, route]) => ({ name, ...route }) as MatrixRoute);

/** The values a request's parameters and body take in place of the schema-made ones: real ids, so that a request let through would act. */
export type InputValues = Partial<Record<string, string | number>>;

/** One request of the matrix: where it goes and what it sends. */
export interface MatrixRequest {
  url: string;
  body?: string;
}

// Whatever the generator makes for an address field is replaced by one no request used before: a per-account limit never answers for another caller.
const isEmailField = (name: string) => name === 'email' || name.endsWith('Email');

function example(schema: z.ZodType, values: InputValues): Record<string, unknown> {
  const made = exampleOf(z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema) as Record<
    string,
    unknown
  >;
  return Object.fromEntries(
    Object.entries(made).map(([name, value]) => [
      name,
      values[name] ?? (isEmailField(name) ? newEmail('matrix') : value),
    ]),
  );
}

/** The request `route` is called with: schema-made parameters, query and body, with `values` put in where they name a field. */
export function requestOf(route: MatrixRoute, values: InputValues): MatrixRequest {
  const params = route.params ? example(route.params, values) : {};
  const url = route.path.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(String(params[name])));
  const query = route.query
    ? new URLSearchParams(Object.entries(example(route.query, values)).map(([name, value]) => [name, String(value)]))
    : undefined;
  const body = route.body ? JSON.stringify(example(route.body, values)) : undefined;
  return { url: query?.size ? `${url}?${query}` : url, body };
}

/** What is wrong with a request by its route's own schemas (parameters and query as the URL carries them, as text): nothing, for one that passes validation. */
export function invalidParts(route: MatrixRoute, request: MatrixRequest): string[] {
  const url = new URL(request.url, 'http://matrix.test');
  const pattern = new RegExp(`^${route.path.replace(/:(\w+)/g, '(?<$1>[^/]+)')}$`);
  const params = Object.fromEntries(
    Object.entries(pattern.exec(url.pathname)?.groups ?? {}).map(([name, value]) => [name, decodeURIComponent(value)]),
  );
  const parts = [
    ['params', route.params, params],
    ['query', route.query, Object.fromEntries(url.searchParams)],
    ['body', route.body, request.body === undefined ? undefined : JSON.parse(request.body)],
  ] as const;
  return parts.flatMap(([part, schema, value]) => {
    const result = schema?.safeParse(value);
    return result && !result.success
      ? [
          `${route.name} ${part}: ${result.error.issues.map((issue) => `${issue.path.join('.')} ${issue.message}`).join('; ')}`,
        ]
      : [];
  });
}

/** How many routes of each access the contract declares. */
export function accessCounts(): Record<Access, number> {
  const counts: Record<Access, number> = { public: 0, user: 0, session: 0, admin: 0 };
  for (const route of contractRoutes) counts[route.access] += 1;
  return counts;
}

import { z } from 'zod';
import type { Endpoint, Route } from '../api/endpoint.ts';

/** An OpenAPI 3.1 document, as far as a client needs to know it. */
const openApiDocumentResponse = z.looseObject({
  openapi: z.string(),
  info: z.looseObject({ title: z.string(), version: z.string() }),
  paths: z.record(z.string(), z.unknown()),
});

/** The API's description, generated from this contract (the same as openapi.json in the repository). */
export const apiDescriptionEndpoints = {
  openApiDocument: {
    method: 'GET',
    path: '/api/openapi.json',
    response: openApiDocumentResponse,
    retry: 'default',
    access: 'public',
    cache: 'revalidate',
  },
} as const satisfies Record<string, Endpoint>;

/**
 * The reference page of the API, rendered in the browser from the description by a bundled renderer
 * (its script served beside it): pages for people, not API calls, so the description leaves them out.
 */
export const apiDocsPages = {
  apiDocsPage: { method: 'GET', path: '/api/docs', access: 'public', cache: 'revalidate' },
  apiDocsScript: { method: 'GET', path: '/api/docs/scalar.js', access: 'public', cache: 'revalidate' },
} as const satisfies Record<string, Route>;

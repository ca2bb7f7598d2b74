import { readFileSync } from 'node:fs';
import { Validator } from '@seriousme/openapi-schema-validator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openApiDocument, openApiPath } from '#contract/api/openapi-document.ts';
import { apiDocsPages } from '#contract/site/api-docs-routes.ts';
import packageJson from '../../package.json' with { type: 'json' };
import { startTestServer } from '../support/test-server.ts';
import type { TestServer } from '../support/test-server.ts';

type Operation = {
  operationId: string;
  responses: Record<string, { $ref?: string; content?: Record<string, unknown> }>;
  security: Record<string, string[]>[];
};
type Document = {
  openapi: string;
  info: { version: string };
  paths: Record<string, Record<string, Operation>>;
  components: Record<string, Record<string, unknown>>;
};

let server: TestServer;
let served: Document;

beforeAll(async () => {
  server = await startTestServer();
  const response = await fetch(`${server.url}/api/openapi.json`);
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toMatch(/^application\/json/);
  served = await response.json();
});
afterAll(() => server.close());

const operations = () =>
  Object.entries(served.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, operation]) => ({ path, method, operation })),
  );
const operation = (id: string) => operations().find(({ operation }) => operation.operationId === id)!;

describe('GET /api/openapi.json', () => {
  it('is a valid OpenAPI 3.1 document, versioned with the package', async () => {
    const result = await new Validator().validate(structuredClone(served));
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
    expect(served.openapi).toBe('3.1.0');
    expect(served.info.version).toBe(packageJson.version);
  });

  it('is the openapi.json committed to the repository', () => {
    const committed = JSON.parse(readFileSync(new URL('../../openapi.json', import.meta.url), 'utf8'));
    const generated = openApiDocument(packageJson.version);
    expect(JSON.stringify(committed) === JSON.stringify(generated), 'openapi.json is stale: run npm run build').toBe(
      true,
    );
    expect(served).toEqual(committed);
  });

  it('describes every API route the server registers, and no other (but the reference page itself)', () => {
    const pages = Object.values(apiDocsPages).map(({ method, path }) => `${method} ${path}`);
    const registered = server.apiRoutes
      .map(({ method, path }) => `${method} ${path}`)
      .filter((route) => !pages.includes(route));
    const documented = operations().map(({ method, path }) => `${method.toUpperCase()} ${path}`);
    expect(registered.length).toBeGreaterThan(80);
    expect(new Set(documented).size).toBe(documented.length);
    expect(documented.sort()).toEqual(registered.map((route) => openApiPath(route)).sort());
  });

  it('names each operation after its endpoint in the contract, with path and query parameters and request bodies', () => {
    const { path, method, operation: getNote } = operation('getNote');
    expect(`${method} ${path}`).toBe('get /api/v1/nemesis-notes/{shortUuid}');
    expect(getNote).toMatchObject({ parameters: [{ name: 'shortUuid', in: 'path', required: true }] });
    expect(operation('adminUsers').operation).toMatchObject({
      parameters: expect.arrayContaining([expect.objectContaining({ in: 'query' })]),
    });
    expect(operation('createNote').operation).toMatchObject({
      requestBody: { content: { 'application/json': { schema: { type: 'object' } } } },
      responses: { 201: {} },
    });
  });

  it('describes the generations as JSON or a text/event-stream', () => {
    for (const id of ['generateInitial', 'generateFinal', 'adminTestModel', 'adminTryPrompt']) {
      expect(Object.keys(operation(id).operation.responses[200].content!).sort(), id).toEqual([
        'application/json',
        'text/event-stream',
      ]);
    }
  });

  it('answers failures with the error body, by access level, with Retry-After on 429', () => {
    const { responses } = served.components;
    expect(served.components.schemas.ErrorBody).toMatchObject({
      required: ['error', 'message'],
      properties: { error: { enum: expect.arrayContaining(['INVALID_INPUT', 'ADMIN_FORBIDDEN']) } },
    });
    expect(responses.RateLimited).toMatchObject({
      headers: { 'Retry-After': {} },
      content: { 'application/json': { schema: { $ref: '#/components/schemas/ErrorBody' } } },
    });
    const statuses = (id: string) => Object.keys(operation(id).operation.responses);
    expect(statuses('health')).not.toContain('403');
    expect(statuses('myNotes')).toEqual(expect.arrayContaining(['400', '401', '429', '500']));
    expect(operation('adminUser').operation.responses).toMatchObject({
      401: { $ref: '#/components/responses/AdminUnauthorized' },
      403: { $ref: '#/components/responses/AdminForbidden' },
      404: { $ref: '#/components/responses/UserNotFound' },
    });
  });

  it('declares the session cookie with its CSRF header, and bearer personal access tokens', () => {
    expect(served.components.securitySchemes).toMatchObject({
      sessionCookie: { type: 'apiKey', in: 'cookie', name: 'nemesis_session' },
      csrfHeader: { type: 'apiKey', in: 'header', name: 'X-Requested-With' },
      bearerToken: { type: 'http', scheme: 'bearer' },
    });
    expect(operation('myNotes').operation.security).toEqual([{ sessionCookie: [] }, { bearerToken: [] }]);
    expect(operation('createNote').operation.security).toEqual([
      { sessionCookie: [], csrfHeader: [] },
      { bearerToken: [] },
    ]);
    expect(operation('createToken').operation.security).toEqual([{ sessionCookie: [], csrfHeader: [] }]);
  });
});

describe('GET /api/docs', () => {
  it('is an HTML page that loads its renderer and the document from this server only, with no inline script', async () => {
    const response = await fetch(`${server.url}/api/docs`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/html/);
    const policy = response.headers.get('content-security-policy')!;
    expect(policy).toMatch(/default-src 'none'/);
    expect(policy).toMatch(/script-src 'self';/);
    const page = await response.text();
    expect(page).toContain('<script src="/api/docs/scalar.js"></script>');
    expect(page).toContain('data-url="/api/openapi.json"');
    expect(page).not.toMatch(/https?:\/\//);
  });
});

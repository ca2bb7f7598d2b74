import { readFileSync } from 'node:fs';
import { Ajv2020 } from 'ajv/dist/2020.js';
import { describe, expect, it } from 'vitest';
import { errorCodes } from '#contract/api/error-catalogue.ts';
import { endpoints } from '#contract/endpoints.ts';
import { useAccountTestServer } from '../support/account-test-server.ts';
import { adminClients, adminEnv } from '../support/admin-clients.ts';
import { exampleOf } from '../support/schema-example.ts';
import type { JsonSchema } from '../support/schema-example.ts';

// An in-house stand-in for a schema fuzzer: every operation of the document, called with inputs made
// from its schemas (valid and not) as an admin, and as nobody; each answer must be no 5xx, a status
// the document gives the operation, and a body its schema accepts.

type Reference = { $ref?: string };
type Response = Reference & { content?: Record<string, { schema: JsonSchema & Reference }> };
type Parameter = { name: string; in: 'path' | 'query'; required: boolean; schema: JsonSchema };
type Operation = {
  operationId: string;
  parameters: Parameter[];
  requestBody?: { content: { 'application/json': { schema: JsonSchema } } };
  responses: Record<string, Response>;
};
type Document = {
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, JsonSchema>; responses: Record<string, Response> };
};

const document: Document = JSON.parse(readFileSync(new URL('../../openapi.json', import.meta.url), 'utf8'));
// What would end the admin's token or session is called last.
const last = new Set(['signOut', 'deleteAccount', 'deleteToken']);
const operations = Object.entries(document.paths)
  .flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, operation]) => ({ path, method: method.toUpperCase(), operation })),
  )
  .sort((a, b) => Number(last.has(a.operation.operationId)) - Number(last.has(b.operation.operationId)));

const ajv = new Ajv2020({ strict: false, validateFormats: false, allErrors: true });
const resolve = <T extends Reference>(value: T): T => {
  if (!value.$ref) return value;
  const [, , group, name] = value.$ref.split('/');
  return (document.components as unknown as Record<string, Record<string, T>>)[group][name];
};

/** The input a call sends: schema-made parameters and body, or the same broken (a bad path value, a body of the wrong shape). */
function request(operation: Operation, path: string, valid: boolean) {
  let url = path;
  const query = new URLSearchParams();
  for (const parameter of operation.parameters) {
    const value = String(exampleOf(parameter.schema));
    if (parameter.in === 'path')
      url = url.replace(`{${parameter.name}}`, encodeURIComponent(valid ? value : '%zz not valid'));
    else query.set(parameter.name, valid ? value : '-1x');
  }
  const schema = operation.requestBody?.content['application/json'].schema;
  const body = schema ? JSON.stringify(valid ? exampleOf(schema) : [{ unexpected: true }]) : undefined;
  return { url: `${url}${query.size ? `?${query}` : ''}`, body };
}

/** What is wrong with an answer, by the document: a 5xx, a status it does not give, a body its schema refuses. */
async function problemsOf(operation: Operation, response: globalThis.Response): Promise<string[]> {
  const status = response.status;
  const type = response.headers.get('content-type') ?? '';
  const body = type.startsWith('application/json') ? await response.json() : await response.arrayBuffer();
  const code = (body as { error?: string }).error;
  const problems: string[] = [];
  if (status >= 500) problems.push(`answered ${status} ${JSON.stringify(body)}`);
  const fromCatalogue =
    code !== undefined && (errorCodes as Record<string, { status: number }>)[code]?.status === status;
  const documented = operation.responses[status] ?? (fromCatalogue ? operation.responses.default : undefined);
  if (!documented) return [...problems, `answered ${status}, which is not documented (${JSON.stringify(body)})`];
  const content = resolve(documented).content;
  if (!content) return problems;
  const mediaType = Object.keys(content).find((name) => type.startsWith(name));
  if (!mediaType)
    return [...problems, `answered ${status} as ${type}, documented as ${Object.keys(content).join(', ')}`];
  if (mediaType !== 'application/json') return problems;
  const validate = ajv.compile(resolve(content[mediaType].schema));
  if (!validate(body))
    problems.push(
      `answered ${status} with a body the document refuses: ${ajv.errorsText(validate.errors)} in ${JSON.stringify(body).slice(0, 300)}`,
    );
  if (code !== undefined && status >= 400 && !fromCatalogue)
    problems.push(`answered ${status} with ${code}, a code of another status`);
  return problems;
}

describe('every operation of the OpenAPI document, called with schema-made inputs', () => {
  const tag = 'openapi-walk';
  const parts = useAccountTestServer('sqlite', true, adminEnv(tag));
  let bearer: string;

  it('signs up an admin with a personal access token', async () => {
    const clients = await adminClients(parts, tag);
    bearer = (await clients.admin.call(endpoints.createToken, { body: { name: 'walk' } })).token;
  });

  it.each(operations)('$method $path', async ({ path, method, operation }) => {
    const calls: { caller: string; headers: Record<string, string>; url: string; body: string | undefined }[] = [
      { caller: 'the admin', headers: { Authorization: `Bearer ${bearer}` }, ...request(operation, path, true) },
      {
        caller: 'the admin, with broken input',
        headers: { Authorization: `Bearer ${bearer}` },
        ...request(operation, path, false),
      },
      { caller: 'nobody', headers: { 'X-Requested-With': 'walk' }, ...request(operation, path, true) },
    ];
    const problems: string[] = [];
    for (const { caller, headers, url, body } of calls) {
      const response = await fetch(parts.server.url + url, {
        method,
        redirect: 'manual',
        headers: { ...headers, ...(body && { 'Content-Type': 'application/json' }) },
        body,
      });
      problems.push(
        ...(await problemsOf(operation, response)).map((problem) => `${caller}: ${method} ${url} ${problem}`),
      );
    }
    expect(problems).toEqual([]);
  });
});

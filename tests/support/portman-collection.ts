import { execFile } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { promisify } from 'node:util';

const portmanCli = path.join(
  path.dirname(createRequire(import.meta.url).resolve('@apideck/portman/package.json')),
  'bin/portman',
);

/** A part of the OpenAPI document: a schema, or anything that holds schemas. */
type DocumentPart = { [key: string]: unknown };

/**
 * Gives every text with a maximum length but no minimum (nor a pattern, format, list of values or
 * example of its own) an example to start from. Portman makes such a field too long by padding the
 * value it was faked with to one past the maximum with the value's first character, and a value faked
 * empty stays empty: a "maximum length" variation that breaks nothing, rightly answered 200 (the login
 * report's firstName was sent as "" in one run of many). Only Portman reads this copy; Prism checks
 * against the document itself.
 */
function withTextExamples(part: unknown): unknown {
  if (Array.isArray(part)) return part.map(withTextExamples);
  if (part === null || typeof part !== 'object') return part;
  const copy: DocumentPart = Object.fromEntries(
    Object.entries(part).map(([key, value]) => [key, withTextExamples(value)]),
  );
  const bare = ['minLength', 'pattern', 'format', 'enum', 'example'].every((key) => copy[key] === undefined);
  return copy.type === 'string' && typeof copy.maxLength === 'number' && bare ? { ...copy, example: 'outside' } : copy;
}

/**
 * Has Portman turn `document` into a Postman collection with the contract tests and fuzzed variations
 * `config` asks for, written in `dir` (Portman also keeps its working files under `dir`/tmp). The
 * requests go to `{{baseUrl}}`, which the run supplies, and keep no cookies: each carries only the
 * credentials the config gives it. Answers the collection's path.
 */
export async function portmanCollection(document: string, config: string, dir: string): Promise<string> {
  const output = path.join(dir, 'collection.json');
  const source = path.join(dir, 'openapi.json');
  writeFileSync(source, JSON.stringify(withTextExamples(JSON.parse(readFileSync(document, 'utf8')))));
  await promisify(execFile)(
    process.execPath,
    [
      portmanCli,
      '--local',
      source,
      '--portmanConfigFile',
      config,
      '--output',
      output,
      '--baseUrl',
      '{{baseUrl}}',
      '--no-warn',
    ],
    {
      cwd: dir,
      env: { ...process.env, NO_COLOR: '1', FORCE_COLOR: '0' },
    },
  );
  const collection = JSON.parse(readFileSync(output, 'utf8'));
  writeFileSync(output, JSON.stringify({ ...collection, protocolProfileBehavior: { disableCookies: true } }));
  return output;
}

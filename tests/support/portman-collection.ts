import { execFile } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { promisify } from 'node:util';

const portmanCli = path.join(
  path.dirname(createRequire(import.meta.url).resolve('@apideck/portman/package.json')),
  'bin/portman',
);

/**
 * Has Portman turn `document` into a Postman collection with the contract tests and fuzzed variations
 * `config` asks for, written in `dir` (Portman also keeps its working files under `dir`/tmp). The
 * requests go to `{{baseUrl}}`, which the run supplies, and keep no cookies: each carries only the
 * credentials the config gives it. Answers the collection's path.
 */
export async function portmanCollection(document: string, config: string, dir: string): Promise<string> {
  const output = path.join(dir, 'collection.json');
  await promisify(execFile)(
    process.execPath,
    [
      portmanCli,
      '--local',
      document,
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

#!/usr/bin/env node
// The `nemesis` command. It runs the compiled CLI (dist/, made by `npm run build`, which `npm start`
// runs first) — what an installed package runs. It runs the TypeScript sources through tsx instead
// when NEMESIS_FROM_SOURCE=1 (the tests, and development without a rebuild), or when there is no build yet.
import { existsSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { buildTargets } from './build-targets.js';

const compiled = buildTargets.server.output;

if (process.env.NEMESIS_FROM_SOURCE !== '1' && existsSync(compiled)) {
  await import(pathToFileURL(compiled).href);
} else {
  const { register } = await import('tsx/esm/api');
  register();
  await import('../cli/main.ts');
}

#!/usr/bin/env node
// The `nemesis` command. It runs the compiled CLI (dist/, made by `npm run build`, which `npm start`
// runs first) — all an installed package has: no sources, no TypeScript, no build tools. In a checkout
// of the repository it runs the TypeScript sources through tsx instead when NEMESIS_FROM_SOURCE=1 (the
// tests, and development without a rebuild), or when there is no build yet.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { buildTargets, root } from './build-targets.js';

const compiled = buildTargets.server.output;
const sources = path.join(root, 'cli', 'main.ts');

if (existsSync(sources) && (process.env.NEMESIS_FROM_SOURCE === '1' || !existsSync(compiled))) {
  const { register } = await import('tsx/esm/api').catch(() => {
    console.error(
      `nemesis: ${compiled} is not built and tsx (a development dependency) is not installed to run the sources: run npm ci, then npm run build.`,
    );
    process.exit(1);
  });
  register();
  await import(pathToFileURL(sources).href);
} else if (existsSync(compiled)) {
  await import(pathToFileURL(compiled).href);
} else {
  console.error(
    `nemesis: this nemesis-day package has no build (${compiled} is missing): reinstall it from a tarball made by npm pack, which builds it first.`,
  );
  process.exit(1);
}

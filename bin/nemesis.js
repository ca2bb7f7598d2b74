#!/usr/bin/env node
// The `nemesis` command: runs the compiled CLI (dist/, made by `npm run build`) when it is newer than
// the sources, else the TypeScript sources through tsx (development, tests before a build).
import { pathToFileURL } from 'node:url';
import { buildTargets, isFresh } from './build-targets.js';

if (isFresh(buildTargets.server)) {
  await import(pathToFileURL(buildTargets.server.output).href);
} else {
  const { register } = await import('tsx/esm/api');
  register();
  await import('../cli/main.ts');
}

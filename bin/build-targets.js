// What `npm run build` makes, from which sources, and whether each output is newer than them.
// Plain JavaScript: it runs before anything is compiled, on every start, so it must be quick.
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

/** The package root (this file sits in bin/). */
export const root = path.resolve(import.meta.dirname, '..');

/** The two builds: the web app (Vite) and the server with the CLI (esbuild), each with the file that marks it done and the sources it is made from. */
export const buildTargets = {
  // The server renderer is built after the browser's app: it marks the web build done.
  web: { output: path.join(root, 'web', 'dist-ssr', 'entry-server.js'), sources: ['web', 'contract', 'package.json'] },
  server: {
    output: path.join(root, 'dist', 'nemesis.js'),
    sources: ['cli', 'server', 'contract', 'bin', 'data/roast-phrases.json', 'package.json'],
  },
};

/** Whether a target's output exists and is newer than every one of its source files. */
export function isFresh(target) {
  if (!existsSync(target.output)) return false;
  const built = statSync(target.output).mtimeMs;
  return target.sources.every((source) => newestChange(path.join(root, source)) <= built);
}

// Build output and dependencies inside a source folder are not sources.
const skipped = new Set(['dist', 'dist-ssr', 'node_modules']);

function newestChange(file) {
  const stats = statSync(file);
  if (!stats.isDirectory()) return stats.mtimeMs;
  let newest = stats.mtimeMs; // a deleted source changes its folder
  for (const entry of readdirSync(file, { withFileTypes: true })) {
    if (!skipped.has(entry.name)) newest = Math.max(newest, newestChange(path.join(file, entry.name)));
  }
  return newest;
}

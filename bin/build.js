#!/usr/bin/env node
// `npm run build`: builds the web app (web/dist) and the server with the CLI (dist/, plain JavaScript).
// With --if-stale (what `npm start` runs first) it builds only what is missing or older than its sources.
import { rmSync } from 'node:fs';
import path from 'node:path';
import { buildTargets, isFresh, root } from './build-targets.js';

const ifStale = process.argv.includes('--if-stale');

if (!ifStale || !isFresh(buildTargets.web)) {
  if (ifStale) console.log('Building the web app…');
  const { build } = await import('vite');
  await build({ configFile: path.join(root, 'web', 'vite.config.ts'), logLevel: ifStale ? 'warn' : 'info' });
}

if (!ifStale || !isFresh(buildTargets.server)) {
  if (ifStale) console.log('Building the server…');
  const esbuild = await import('esbuild');
  const outdir = path.dirname(buildTargets.server.output);
  rmSync(outdir, { recursive: true, force: true });
  await esbuild.build({
    entryPoints: { nemesis: path.join(root, 'cli', 'main.ts') },
    outdir,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    // Modules imported on demand (a cloud model's SDK, the card renderer) stay out of the start's chunk.
    splitting: true,
    chunkNames: 'chunks/[name]-[hash]',
    // Our code and the small pure-JavaScript dependencies are bundled: one file parses much faster at
    // start than the thousand small modules they come from. Native addons, and packages that load only
    // on demand (a cloud model's SDK, SMTP, the card renderer, the web build) or have optional native
    // parts (pg), stay in node_modules.
    external: ['better-sqlite3', '@node-rs/argon2', '@resvg/resvg-js', 'satori', 'pg', 'nodemailer', 'openai', 'ollama', '@aws-sdk/*', 'vite'],
    // Bundled CommonJS packages require Node's built-in modules, which an ES module has no `require` for.
    banner: { js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);" },
    logLevel: 'warning',
  });
  await esbuild.stop();
}

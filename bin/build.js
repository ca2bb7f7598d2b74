#!/usr/bin/env node
// `npm run build`: builds the web app (web/dist, and its server renderer in web/dist-ssr) and the server with the CLI (dist/, plain JavaScript),
// writes the API's description (openapi.json) and copies its reference page's renderer into dist/.
// With --if-stale (what `npm start` runs first) it builds only what is missing or older than its sources.
// With --clean (what `npm pack` runs first) it empties dist/ first, so the package holds this build's
// chunks only, not those earlier builds left for a server still running.
import { rmSync } from 'node:fs';
import path from 'node:path';
import { copyDocsRenderer, writeOpenApiFile } from './api-docs-files.js';
import { buildTargets, isFresh, root } from './build-targets.js';

const ifStale = process.argv.includes('--if-stale');
if (process.argv.includes('--clean'))
  rmSync(path.dirname(buildTargets.server.output), { recursive: true, force: true });

// The API's description from the contract (openapi.json, committed): a full build writes it afresh.
if (!ifStale) await writeOpenApiFile();

if (!ifStale || !isFresh(buildTargets.web)) {
  if (ifStale) console.log('Building the web app…');
  const { build } = await import('vite');
  const configFile = path.join(root, 'web', 'vite.config.ts');
  await build({ configFile, logLevel: ifStale ? 'warn' : 'info' });
  // The server's renderer of the public pages, from the same sources (web/dist-ssr, beside the served folder).
  await build({ configFile, logLevel: 'warn', build: { ssr: true } });
}

if (!ifStale || !isFresh(buildTargets.server)) {
  if (ifStale) console.log('Building the server…');
  const esbuild = await import('esbuild');
  const outdir = path.dirname(buildTargets.server.output);
  await esbuild.build({
    // The CLI with the server, and the module the preview cards' worker processes load (renderNoteCard, from a file beside it).
    entryPoints: {
      nemesis: path.join(root, 'cli', 'main.ts'),
      'card-worker': path.join(root, 'server', 'og', 'render-note-card.ts'),
    },
    outdir,
    // Our modules and their dependencies bundled, one file per entry, plus a chunk for each part loaded
    // on first use (the CLI's terminal UI, which `serve` never loads): a chunk's name carries its hash,
    // so a rebuild adds new chunks beside the old ones a running server may still load.
    bundle: true,
    splitting: true,
    chunkNames: 'chunks/[name]-[hash]',
    platform: 'node',
    format: 'esm',
    target: 'node20',
    // The pure-JavaScript dependencies the server loads at start are bundled too: one file parses much
    // faster than the thousand small modules they come from. Native addons, packages imported on first
    // use (a cloud model's SDK, SMTP, the card renderer, the web build) and pg (optional native parts)
    // stay in node_modules, and so does tinypool: it starts its workers from a file beside its own module.
    // These (but vite, which only a checkout's `serve` loads) are package.json's dependencies: all an
    // installed package loads from node_modules. What is bundled here or into the web app is a devDependency.
    external: [
      'better-sqlite3',
      '@node-rs/argon2',
      '@resvg/resvg-js',
      'satori',
      'pg',
      'nodemailer',
      'openai',
      '@aws-sdk/*',
      'vite',
      'tinypool',
    ],
    // Bundled CommonJS packages require Node's built-in modules, which an ES module has no `require` for.
    banner: {
      js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);",
    },
    // React (for the terminal UI, through ink) in its production build, as in the browser's bundle: chosen
    // by NODE_ENV at run time, the CLI would otherwise carry both builds and run the development one.
    define: { 'process.env.NODE_ENV': JSON.stringify('production') },
    // ink loads React's devtools only when DEV=true, from a package we do not ship: an empty module stands in.
    plugins: [emptyModule('react-devtools-core')],
    logLevel: 'warning',
  });
  await esbuild.stop();
}
copyDocsRenderer();

/** An esbuild plugin that makes `name` an empty module. */
function emptyModule(name) {
  return {
    name: `empty-${name}`,
    setup(build) {
      build.onResolve({ filter: new RegExp(`^${name}$`) }, () => ({ path: name, namespace: 'empty-module' }));
      build.onLoad({ filter: /.*/, namespace: 'empty-module' }, () => ({ contents: 'export default {};' }));
    },
  };
}

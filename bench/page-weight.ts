import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

// The web build `npm start` serves, or the one WEB_DIST_DIR names (as the server reads it).
const webDist = path.resolve(process.env.WEB_DIST_DIR ?? path.join(import.meta.dirname, '../web/dist'));

/** One chunk of Vite's build manifest (web/dist/.vite/manifest.json). */
interface ManifestChunk {
  file: string;
  imports?: string[];
}

/** A part of a visit: its manifest key, or a pattern of it (a shared chunk's key carries its hash, a package's its path). */
type Part = { key: string } | { match: RegExp };

/**
 * What a first visit downloads. Before the page is interactive: the app shell (index.html's entry and
 * what it imports) and the page's own chunk. Once it is interactive and the browser idle (`after`): a
 * note's offline store (Dexie, to keep the note for offline reading) and the service worker's
 * registration. Only `when` something happens: the reactions' counts load the API's endpoints and their
 * checks (zod; the client itself is in the app's shared chunk) once the bar under the roast comes into view (at once when the roast is short). A first visit
 * has no session, so the chunks the session check loads (only when the signed-in hint cookie is there)
 * are not counted; the service worker's precache, fetched in the background for offline use, is not either.
 */
/** workbox-window, which registers the service worker. */
const serviceWorker: Part = { match: /workbox-window\.prod\.es5\.mjs$/ };

const visits: {
  page: string;
  parts: Record<string, Part>;
  after: Record<string, Part[]>;
  when?: Record<string, Part[]>;
  targetKb: number;
  totalTargetKb?: number;
}[] = [
  {
    page: '/',
    parts: { page: { key: 'src/pages/home/home-page.tsx' } },
    after: { 'service worker': [serviceWorker] },
    targetKb: 110,
  },
  {
    page: '/notes/{id}',
    parts: { page: { key: 'src/pages/note/note-page.tsx' } },
    after: { 'offline store': [{ key: 'src/offline/offline-db.ts' }], 'service worker': [serviceWorker] },
    when: { 'reactions in view: API checks': [{ match: /^_endpoints-/ }] },
    targetKb: 130,
    totalTargetKb: 150,
  },
];

/** Prints the gzip size of the JavaScript a first visit to the home page and to a note downloads, worked out from the build's manifest. */
export function printPageWeight(): void {
  const manifest = JSON.parse(readFileSync(path.join(webDist, '.vite', 'manifest.json'), 'utf8')) as Record<
    string,
    ManifestChunk
  >;
  const size = (files: string[]) =>
    files.reduce((sum, file) => sum + gzipSync(readFileSync(path.join(webDist, file))).length, 0) / 1024;
  // What the server sends a browser that takes Brotli: the build's compressed copy, or a file under 1 kB as it is.
  const sent = (files: string[]) =>
    files.reduce((sum, file) => {
      const full = path.join(webDist, file);
      return sum + statSync(existsSync(`${full}.br`) ? `${full}.br` : full).size;
    }, 0) / 1024;
  console.log(`JavaScript a first visit downloads (gzip, ${webDist}):`);
  for (const visit of visits) {
    const counted = new Set<string>();
    // The files of `parts` not counted yet, now counted, and their size.
    const take = (parts: Part[]) => {
      const files = parts.flatMap((part) => [...chunkFiles(manifest, keyOf(manifest, part))]);
      const fresh = [...new Set(files)].filter((file) => !counted.has(file));
      fresh.forEach((file) => counted.add(file));
      return { files: fresh.length, kb: size(fresh), sentKb: sent(fresh) };
    };
    const first = Object.entries({ 'app shell': { key: 'index.html' }, ...visit.parts }).map(([name, part]) => ({
      name,
      ...take([part]),
    }));
    const interactive = first.reduce((sum, part) => sum + part.kb, 0);
    const sentFirst = first.reduce((sum, part) => sum + part.sentKb, 0);
    const filesFirst = counted.size;
    const later = Object.entries(visit.after).map(([name, parts]) => ({ name, ...take(parts) }));
    const total = interactive + later.reduce((sum, part) => sum + part.kb, 0);
    const sentTotal = sentFirst + later.reduce((sum, part) => sum + part.sentKb, 0);
    const when = Object.entries(visit.when ?? {}).map(([name, parts]) => ({ name, ...take(parts) }));
    const list = (parts: { name: string; kb: number }[]) =>
      parts.map((part) => `${part.name} ${part.kb.toFixed(1)}`).join(', ');
    console.log(
      `  ${visit.page.padEnd(12)} ${interactive.toFixed(1)} KB in ${filesFirst} files before interactive (${list(first)}) (target <= ${visit.targetKb})`,
    );
    console.log(
      `  ${''.padEnd(12)} ${total.toFixed(1)} KB in ${counted.size - when.reduce((sum, part) => sum + part.files, 0)} files with what loads once idle (${list(later)})${visit.totalTargetKb ? ` (target <= ${visit.totalTargetKb})` : ''}${when.length ? `; then ${list(when)} more` : ''}`,
    );
    console.log(
      `  ${''.padEnd(12)} as the server sends them (Brotli): ${sentFirst.toFixed(1)} KB before interactive, ${sentTotal.toFixed(1)} KB once idle`,
    );
  }
}

/** The manifest key of a part. */
function keyOf(manifest: Record<string, ManifestChunk>, part: Part): string {
  if ('key' in part) return part.key;
  const key = Object.keys(manifest).find((name) => part.match.test(name));
  if (!key) throw new Error(`No chunk ${part.match} in the web build's manifest`);
  return key;
}

/** The files of a manifest entry and of everything it imports statically. */
function chunkFiles(manifest: Record<string, ManifestChunk>, key: string, files = new Set<string>()): Set<string> {
  const chunk = manifest[key];
  if (!chunk) throw new Error(`${key} is not in the web build's manifest: run npm run build`);
  if (files.has(chunk.file)) return files;
  files.add(chunk.file);
  for (const imported of chunk.imports ?? []) chunkFiles(manifest, imported, files);
  return files;
}

import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

const webDist = path.resolve(import.meta.dirname, '../web/dist');

/** One chunk of Vite's build manifest (web/dist/.vite/manifest.json). */
interface ManifestChunk {
  file: string;
  imports?: string[];
}

/**
 * What a first visit runs before the page is interactive: the app shell (index.html's entry and what
 * it imports) and the page's own chunk; the note page's offline store (Dexie), which it loads after,
 * to keep the note for offline reading, is listed beside the total. A first visit has no session, so
 * the chunks the session check loads (only when the signed-in hint cookie is there) are not counted;
 * the service worker's precache, fetched in the background for offline use, is not either.
 */
const visits = [
  { page: '/', parts: { page: 'src/pages/home/home-page.tsx' }, after: {}, targetKb: 110 },
  {
    page: '/notes/{id}',
    parts: { page: 'src/pages/note/note-page.tsx' },
    after: { 'offline store': 'src/offline/offline-db.ts' },
    targetKb: 130,
  },
];

/** Prints the gzip size of the JavaScript a first visit to the home page and to a note downloads, worked out from the build's manifest. */
export function printPageWeight(): void {
  const manifest = JSON.parse(readFileSync(path.join(webDist, '.vite', 'manifest.json'), 'utf8')) as Record<
    string,
    ManifestChunk
  >;
  console.log('JavaScript a first visit downloads (gzip):');
  for (const visit of visits) {
    const counted = new Set<string>();
    const parts = Object.entries({ 'app shell': 'index.html', ...visit.parts }).map(([name, key]) => {
      const files = [...chunkFiles(manifest, key)].filter((file) => !counted.has(file));
      files.forEach((file) => counted.add(file));
      return {
        name,
        kb: files.reduce((sum, file) => sum + gzipSync(readFileSync(path.join(webDist, file))).length, 0) / 1024,
      };
    });
    const total = parts.reduce((sum, part) => sum + part.kb, 0);
    const detail = parts.map((part) => `${part.name} ${part.kb.toFixed(1)}`).join(', ');
    const later = Object.entries(visit.after).map(([name, key]) => {
      const files = [...chunkFiles(manifest, key)].filter((file) => !counted.has(file));
      return `, then ${name} ${(files.reduce((sum, file) => sum + gzipSync(readFileSync(path.join(webDist, file))).length, 0) / 1024).toFixed(1)} once interactive`;
    });
    console.log(
      `  ${visit.page.padEnd(12)} ${total.toFixed(1)} KB in ${counted.size} files (${detail}) (target <= ${visit.targetKb})${later.join('')}`,
    );
  }
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

import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

// Found upward from this module, so shipped files resolve the same from the sources and from the compiled dist/.
const packageRoot = findPackageRoot(import.meta.dirname);

function findPackageRoot(from: string): string {
  for (let folder = from; ; folder = path.dirname(folder)) {
    const file = path.join(folder, 'package.json');
    if (existsSync(file) && JSON.parse(readFileSync(file, 'utf8')).name === 'nemesis-day') return folder;
    if (path.dirname(folder) === folder) throw new Error(`No nemesis-day package.json above ${from}`);
  }
}

/** The absolute path of a file shipped in the package, given from the package root (`data/fonts/…`). */
export function shippedPath(...segments: string[]): string {
  return path.join(packageRoot, ...segments);
}

// The API's description and its reference page's renderer, made by `npm run build`.
import { copyFileSync, existsSync, mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { root } from './build-targets.js';

/** The OpenAPI document committed to the repository (the server answers the same at /api/openapi.json). */
export const openApiFile = path.join(root, 'openapi.json');

/** Writes openapi.json from the contract, with the package's version. */
export async function writeOpenApiFile() {
  const { tsImport } = await import('tsx/esm/api');
  const { openApiDocument } = await tsImport('../contract/api/openapi-document.ts', import.meta.url);
  const { version } = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8'));
  writeFileSync(openApiFile, `${JSON.stringify(openApiDocument(version), null, 2)}\n`);
}

const renderer = path.join(root, 'node_modules', '@scalar', 'api-reference', 'dist', 'browser', 'standalone.js');
// Where server/routes/api-docs-routes.ts reads it: the package ships this one file, not Scalar's whole package.
const rendererCopy = path.join(root, 'dist', 'api-docs', 'scalar.js');

/** Copies Scalar's standalone bundle into dist/ when it is missing or older than the installed one (not in an installed package, which has it). */
export function copyDocsRenderer() {
  if (!existsSync(renderer)) return;
  if (existsSync(rendererCopy) && statSync(rendererCopy).mtimeMs >= statSync(renderer).mtimeMs) return;
  mkdirSync(path.dirname(rendererCopy), { recursive: true });
  copyFileSync(renderer, rendererCopy);
}

import { execFile } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCommand } from '../support/run-nemesis.ts';

const exec = promisify(execFile);
const root = path.resolve(import.meta.dirname, '../..');
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

// The package as a user gets it: `npm pack` of the build `npm test` made (this test builds nothing),
// installed globally into a folder of its own from the registry, run from a folder with nothing in it.
let work: string;
let tarball: string;
let packed: string[];
let installed: string;

beforeAll(async () => {
  work = mkdtempSync(path.join(tmpdir(), 'nemesis-package-'));
  // --ignore-scripts: no prepack build; what is packed is the build the test command made.
  const { stdout } = await exec(npm, ['pack', '--ignore-scripts', '--pack-destination', work], { cwd: root });
  tarball = path.join(work, stdout.trim().split('\n').at(-1)!);
  packed = (await exec('tar', ['-tzf', tarball])).stdout
    .trim()
    .split('\n')
    .map((entry) => entry.replace(/^package\//, ''));
  const prefix = path.join(work, 'prefix');
  // No prebuilt binary of better-sqlite3 downloads here: the one `npm ci` compiled is offered as a local
  // prebuild, as a user's install downloads one (its own compile, against Debian's Node headers, if the
  // registry resolves another version).
  await exec(npm, ['install', '--global', '--prefix', prefix, '--no-audit', '--no-fund', tarball], {
    cwd: work,
    env: {
      ...process.env,
      npm_config_nodedir: '/usr',
      npm_config_better_sqlite3_local_prebuilds: await localPrebuilds(),
    },
    maxBuffer: 16 * 1024 * 1024,
  });
  installed = path.join(prefix, 'bin', 'nemesis');
}, 600_000);
afterAll(() => rmSync(work, { recursive: true, force: true }));

/** A folder holding the better-sqlite3 binary this checkout built, packed and named as its prebuilt downloads are. */
async function localPrebuilds(): Promise<string> {
  const module = path.join(root, 'node_modules', 'better-sqlite3');
  const { version } = JSON.parse(readFileSync(path.join(module, 'package.json'), 'utf8')) as { version: string };
  const folder = path.join(work, 'prebuilds');
  mkdirSync(folder);
  const name = `better-sqlite3-v${version}-node-v${process.versions.modules}-${process.platform}-${process.arch}.tar.gz`;
  await exec('tar', ['-czf', path.join(folder, name), '-C', module, 'build/Release/better_sqlite3.node']);
  return folder;
}

/** An empty working directory, and the environment of a user with nothing configured (no sources, no tsx, no .env). */
function emptyFolder(name: string): string {
  const folder = path.join(work, name);
  mkdirSync(folder);
  return folder;
}

describe('the package made by npm pack', () => {
  it('holds the built server, CLI and web app, and no sources, tests or dependencies', () => {
    expect(packed).toEqual(
      expect.arrayContaining([
        'bin/nemesis.js',
        'dist/nemesis.js',
        'dist/card-worker.js',
        'web/dist/index.html',
        'web/dist-ssr/entry-server.js',
        'data/prompts/initial-roast.md',
        'data/fonts/inter-latin-400-normal.woff',
      ]),
    );
    expect(packed.filter((file) => /\.(ts|tsx|mts|cts)$/.test(file))).toEqual([]);
    expect(packed.filter((file) => /(^|\/)(tests|node_modules|cli|contract|bench|web\/src)\//.test(file))).toEqual([]);
  });

  it('installs with npm install -g into a working nemesis command: serve answers pages and health, and stops on SIGTERM', async () => {
    const dataDir = path.join(work, 'data');
    const server = runCommand(
      installed,
      ['serve', '--port', '0'],
      { DATA_DIR: dataDir, HOST: '127.0.0.1', DATABASE_URL: '', NEMESIS_FROM_SOURCE: undefined },
      emptyFolder('serve-from'),
    );
    await server.waitFor('Nemesis Day is listening');
    const url = JSON.parse(
      server
        .output()
        .split('\n')
        .find((line) => line.includes('Nemesis Day is listening'))!,
    ).url as string;
    expect(existsSync(path.join(dataDir, 'nemesis.db'))).toBe(true);

    // The home page rendered on the server (React's renderer bundled into web/dist-ssr, nothing from node_modules).
    const home = await fetch(`${url}/`);
    expect(home.status).toBe(200);
    const html = await home.text();
    expect(html).toContain('<title>Nemesis Day</title>');
    expect(html).toMatch(/<div id="root">.*February 15th/s);

    const health = await fetch(`${url}/api/v1/nemesis-notes/health`);
    expect(await health.json()).toMatchObject({ status: 'ok', database: 'ok' });

    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
    expect(server.output()).not.toMatch(/Building the web app|tsx/);
  }, 60_000);

  it('keeps its data in the per-user data folder when DATA_DIR is unset', async () => {
    const dataHome = path.join(work, 'xdg-data');
    const migrate = runCommand(
      installed,
      ['migrate'],
      { DATA_DIR: '', XDG_DATA_HOME: dataHome, DATABASE_URL: '', NEMESIS_FROM_SOURCE: undefined },
      emptyFolder('migrate-from'),
    );
    expect(await migrate.exited).toBe(0);
    expect(migrate.output()).toContain('Applied: 0001-admin-config');
    expect(readdirSync(path.join(dataHome, 'nemesis-day'))).toContain('nemesis.db');
  }, 60_000);
});

import { cpSync, existsSync, mkdirSync, mkdtempSync, rmSync, statSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { perUserDataDir } from '../../server/config.ts';
import { runNemesis } from '../support/run-nemesis.ts';

let dataDir: string;
afterEach(() => rmSync(dataDir, { recursive: true, force: true }));
const freshDataDir = () => (dataDir = mkdtempSync(path.join(tmpdir(), 'nemesis-cli-')));

function listeningUrl(output: string): string {
  const line = output.split('\n').find((entry) => entry.includes('Nemesis Day is listening'));
  return JSON.parse(line!).url;
}

const metricsToken = 'a metrics token of some length';

describe('nemesis serve', () => {
  it('starts on SQLite in DATA_DIR, answers, and stops cleanly on SIGTERM', async () => {
    const server = runNemesis(['serve', '--port', '0'], {
      DATA_DIR: freshDataDir(),
      HOST: '127.0.0.1',
      DATABASE_URL: '',
      ADMIN_EMAILS: 'boss@example.test',
      METRICS_TOKEN: metricsToken,
    });
    await server.waitFor('Nemesis Day is listening');
    const url = listeningUrl(server.output());
    // An admin is named: the address to open, and no steps to a first admin.
    await server.waitFor(`Nemesis Day is running: open ${url} in a browser.\n`);
    expect(server.output()).not.toContain('No admin yet');
    expect(server.output()).toContain(path.join(dataDir, 'nemesis.db'));
    // Without SESSION_SECRET a secret is generated on first start, readable by the owner only.
    expect(statSync(path.join(dataDir, 'session-secret')).mode & 0o777).toBe(0o600);

    const health = await fetch(`${url}/api/v1/nemesis-notes/health`);
    expect(await health.json()).toMatchObject({ status: 'ok', database: 'ok' });
    // The built server loads the metrics library as it starts, and answers /metrics to the token.
    const metrics = await fetch(`${url}/metrics`, { headers: { Authorization: `Bearer ${metricsToken}` } });
    expect(metrics.status).toBe(200);
    expect(await metrics.text()).toContain('nemesis_http_requests_total{');

    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
    expect(server.output()).toContain('"msg":"stopped"');
    await expect(fetch(`${url}/api/v1/nemesis-notes/health`)).rejects.toThrow();
  });

  it('starts from a copy of the package with DATA_DIR unset: data goes to the per-user data folder, which is created, and nothing shipped is read from it', async () => {
    const root = path.resolve(import.meta.dirname, '../..');
    const copy = freshDataDir();
    for (const entry of ['bin', 'cli', 'contract', 'data', 'server', 'package.json'])
      cpSync(path.join(root, entry), path.join(copy, entry), { recursive: true });
    symlinkSync(path.join(root, 'node_modules'), path.join(copy, 'node_modules'));
    mkdirSync(path.join(copy, 'web'));
    symlinkSync(path.join(root, 'web', 'dist'), path.join(copy, 'web', 'dist'));
    // DATA_DIR empty means the default: $XDG_DATA_HOME/nemesis-day on Linux, which does not exist yet.
    const dataHome = path.join(copy, 'xdg-data');
    const server = runNemesis(
      ['serve', '--port', '0'],
      { DATA_DIR: '', XDG_DATA_HOME: dataHome, HOST: '127.0.0.1', DATABASE_URL: '' },
      copy,
    );
    await server.waitFor('Nemesis Day is listening');
    expect(server.output()).toContain('"seeded":["initial-roast","final-roast"]');
    expect(existsSync(path.join(perUserDataDir({ XDG_DATA_HOME: dataHome }), 'nemesis.db'))).toBe(true);
    // The package's own data/ holds what it ships: no database is made there.
    expect(existsSync(path.join(copy, 'data', 'nemesis.db'))).toBe(false);
    const health = await fetch(`${listeningUrl(server.output())}/api/v1/nemesis-notes/health`);
    expect(await health.json()).toMatchObject({ status: 'ok', database: 'ok' });
    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
  });

  it('refuses a bad setting with a message naming the variable', async () => {
    const server = runNemesis(['serve'], { DATA_DIR: freshDataDir(), PORT: 'eighty' });
    expect(await server.exited).toBe(1);
    expect(server.output()).toMatch(/Invalid configuration:\s+PORT must be a port number/);
    expect(server.output()).not.toMatch(/at .*\.ts:\d+/);
  });
});

describe('nemesis migrate', () => {
  it('creates the database and applies migrations once', async () => {
    const first = runNemesis(['migrate', '--data-dir', freshDataDir()], { DATABASE_URL: '' });
    expect(await first.exited).toBe(0);
    expect(first.output()).toContain('Applied: 0001-admin-config, 0002-accounts, 0003-notes');
    const second = runNemesis(['migrate'], { DATA_DIR: dataDir, DATABASE_URL: '' });
    expect(await second.exited).toBe(0);
    expect(second.output()).toContain('Database is up to date');
  });
});

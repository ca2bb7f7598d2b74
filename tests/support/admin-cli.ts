import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect } from 'vitest';
import { endpoints } from '#contract/endpoints.ts';
import { useAccountTestServer } from './account-test-server.ts';
import type { AccountTestServer } from './account-test-server.ts';
import { adminClients, adminEnv } from './admin-clients.ts';
import type { AdminClients } from './admin-clients.ts';
import { nemesisCli } from './nemesis-cli.ts';
import type { CliRun, NemesisCli } from './nemesis-cli.ts';

/** A test's time limit when it runs the CLI as a process a dozen times: on a busy 2-core machine each run takes seconds. */
export const manyCliRuns = 180_000;

/** The admin commands' world: a server with an admin and an ordinary user, and the CLI pointed at it; set once the describe block's beforeAll has run. */
export interface AdminCli {
  parts: AccountTestServer;
  clients: AdminClients;
  cli: NemesisCli;
  /** The admin's personal access token, as a script passes it (NEMESIS_TOKEN). */
  token: string;
  /** An empty folder for the files a command reads (prompt drafts). */
  folder: string;
  /** Runs `nemesis <args>` as the admin, by the token. */
  admin(...args: string[]): Promise<CliRun>;
  /** What a run printed, parsed as JSON, once it exited 0. */
  json(run: CliRun): unknown;
}

/** For a describe block: starts a server whose ADMIN_EMAILS admin (`tag`) has a token, and a CLI for it; stops them after. */
export function useAdminCli(tag: string): AdminCli {
  const world = {
    parts: useAccountTestServer('sqlite', true, adminEnv(tag)),
    admin: (...args: string[]) => world.cli.run(args, { token: world.token }),
    json: (run: CliRun) => {
      expect(run.code).toBe(0);
      return JSON.parse(run.stdout) as unknown;
    },
  } as AdminCli;
  beforeAll(async () => {
    world.clients = await adminClients(world.parts, tag);
    world.cli = nemesisCli(world.parts.server.url);
    world.folder = mkdtempSync(path.join(tmpdir(), 'nemesis-cli-files-'));
    world.token = (await world.clients.admin.call(endpoints.createToken, { body: { name: 'cli test' } })).token;
  });
  afterAll(() => {
    world.cli?.cleanup();
    if (world.folder) rmSync(world.folder, { recursive: true, force: true });
  });
  return world;
}

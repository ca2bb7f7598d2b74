import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminEndpoints } from '#contract/admin/admin-endpoints.ts';
import { endpoints } from '#contract/endpoints.ts';
import type { AdminClients } from '../support/admin-clients.ts';
import { useModerationTestServer } from '../support/moderation-test-server.ts';
import { nemesisCli } from '../support/nemesis-cli.ts';
import type { CliRun, NemesisCli } from '../support/nemesis-cli.ts';

// Each test runs the CLI as a process several times: on a busy 2-core machine each run takes seconds.
const slow = 180_000;

describe('nemesis reports and nemesis notes, against a real server', () => {
  const server = useModerationTestServer('sqlite', true, 'cli-moderation', 'C');
  const { newNote, visitor } = server;
  let clients: AdminClients;
  let cli: NemesisCli;
  let token: string;
  beforeAll(async () => {
    clients = server.clients();
    cli = nemesisCli(server.parts.server.url);
    token = (await clients.admin.call(endpoints.createToken, { body: { name: 'cli moderation test' } })).token;
  });
  afterAll(() => cli.cleanup());
  const admin = (...args: string[]) => cli.run(args, { token });
  const json = (run: CliRun) => {
    expect(run.code).toBe(0);
    return JSON.parse(run.stdout) as unknown;
  };
  const read = (shortUuid: string) => clients.anonymous.raw(`/api/v1/nemesis-notes/${shortUuid}`);

  it(
    'reports: list (table and --json), show with every report, dismiss',
    async () => {
      const note = await newNote('Lex Luthor');
      await visitor('10.8.0.1').call(endpoints.reportNote, {
        params: { shortUuid: note },
        body: { reason: 'other', details: 'Mean about my cat' } as never,
      });
      const list = await admin('reports', 'list');
      expect(list.code).toBe(0);
      expect(list.stdout).toMatch(new RegExp(`${note}\\s+Lex Luthor\\s+1\\s+Other ×1`));
      expect(json(await admin('reports', 'list', '--json'))).toEqual(
        await clients.admin.call(adminEndpoints.adminModerationQueue, { query: { pageSize: 25 } }),
      );
      const shown = await admin('reports', 'show', note);
      expect(shown.stdout).toContain('Lex Luthor');
      // The note's own address, as its page has it.
      expect(shown.stdout).toContain(`/notes/${note}`);
      expect(shown.stdout).toMatch(/Other\s+Mean about my cat\s+a visitor\s+open/);
      expect((await admin('reports', 'dismiss', note)).stdout).toContain(`Lex Luthor (${note}): reports dismissed.`);
      expect(json(await admin('reports', 'list', '--json'))).toEqual({ items: [], totalCount: 0 });
      expect((await admin('reports', 'list', '--status', 'nope')).code).toBe(2);
    },
    slow,
  );

  it(
    'notes: list with --search and --filter, hide with --reason and --statement, restore, delete asking first',
    async () => {
      const kept = await newNote('Gary from accounts');
      const note = await newNote('The Joker');
      const found = json(await admin('notes', 'list', '--search', 'joker', '--json')) as {
        notes: { note: { shortUuid: string } }[];
        totalCount: number;
      };
      expect(found).toMatchObject({ totalCount: 1, notes: [{ note: { shortUuid: note } }] });

      const hidden = await admin(
        'notes',
        'hide',
        note,
        '--reason',
        'harassment',
        '--statement',
        'Naming a real classmate is bullying.',
      );
      expect(hidden.stdout).toContain(
        `${note} is hidden (Harassment or bullying); its author was mailed the statement.`,
      );
      expect((await read(note)).status).toBe(410);
      const list = await admin('notes', 'list', '--filter', 'hidden');
      expect(list.stdout).toMatch(new RegExp(`${note}\\s+The Joker\\s+${clients.userEmail.replace('.', '\\.')}`));
      expect(list.stdout).toContain('hidden: Harassment or bullying');
      expect(list.stdout).not.toContain(kept);
      expect(list.stdout).toContain('Page 1 of 1 · 1 note matches');
      expect((await admin('notes', 'show', note)).stdout).toContain(
        'Statement to the author: Naming a real classmate is bullying.',
      );
      // Bad input: a clear message, nothing changed.
      const badReason = await admin('notes', 'hide', kept, '--reason', 'rude', '--statement', 'x');
      expect(badReason.code).toBe(2);
      expect(badReason.output).toContain('expected one of harassment, personal-information');
      const blank = await admin('notes', 'hide', kept, '--reason', 'spam', '--statement', '  ');
      expect(blank.code).toBe(1);
      expect(blank.output).toContain('Please write a statement to the author');
      expect((await read(kept)).status).toBe(200);

      expect((await admin('notes', 'restore', note)).stdout).toContain(`The Joker (${note}) is shown again.`);
      expect((await read(note)).status).toBe(200);
      expect((await admin('notes', 'restore', note)).output).toContain('This note is not hidden (INVALID_INPUT)');
      // Under --json the failure is JSON too, on stderr, and stdout stays empty for the script's jq.
      const again = await admin('notes', 'restore', note, '--json');
      expect(again).toMatchObject({ code: 1, stdout: '' });
      expect(JSON.parse(again.output)).toEqual({
        error: 'INVALID_INPUT',
        message: 'This note is not hidden',
        exitCode: 1,
      });
      const misused = await admin('notes', 'hide', note, '--reason', 'rude', '--statement', 'x', '--json');
      expect(misused.code).toBe(2);
      expect(JSON.parse(misused.output)).toMatchObject({
        error: 'USAGE_ERROR',
        message: expect.stringContaining('expected one of harassment'),
        exitCode: 2,
      });

      const unconfirmed = await admin('notes', 'delete', note);
      expect(unconfirmed.code).toBe(2);
      expect(unconfirmed.output).toContain('pass --yes to confirm');
      expect((await cli.run(['notes', 'delete', note], { token, input: 'n\n' })).output).toContain('Nothing done.');
      expect((await read(note)).status).toBe(200);
      expect((await admin('notes', 'delete', note, '--yes')).stdout).toContain(`The Joker (${note}) is deleted.`);
      expect((await read(note)).status).toBe(404);
      const missing = await admin('notes', 'delete', note, '--yes');
      expect(missing.code).toBe(1);
      expect(missing.output).toContain('NOTE_NOT_FOUND');
    },
    slow,
  );
});

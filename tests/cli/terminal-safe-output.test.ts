import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endpoints } from '#contract/endpoints.ts';
import { useModerationTestServer } from '../support/moderation-test-server.ts';
import { nemesisCli } from '../support/nemesis-cli.ts';
import type { CliRun, NemesisCli } from '../support/nemesis-cli.ts';

// Each test runs the CLI as a process several times: on a busy 2-core machine each run takes seconds.
const slow = 240_000;

// What a visitor's text carried to the admin's terminal. The API refuses these now; data kept from before may hold them.
const osc52 = '\u001b]52;c;cm0gLXJmIH4=\u0007';
const osc8 = (label: string) => `\u001b]8;;https://evil.test/\u0007${label}\u001b]8;;\u0007`;
const overwrite = '\r\u001b[K';
const clearScreen = '\u009b2J';
const rightToLeft = '\u202e';
// Their stand-ins, as the CLI shows them.
const osc52Shown = '␛]52;c;cm0gLXJmIH4=␇';
const osc8Shown = (label: string) => `␛]8;;https://evil.test/␇${label}␛]8;;␇`;
// What must never reach the terminal: any C0 control but the line feed (ESC, BEL, CR…), DEL, any C1 control, a bidi override or isolate.
const acted = /[\u0000-\u0009\u000b-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/u;

describe('the CLI shows what visitors wrote without letting it act on the terminal', () => {
  const server = useModerationTestServer('sqlite', true, 'cli-safe', 'S');
  let cli: NemesisCli;
  let token: string;
  let note: string;
  const now = new Date().toISOString();
  beforeAll(async () => {
    cli = nemesisCli(server.parts.server.url);
    token = (await server.clients().admin.call(endpoints.createToken, { body: { name: 'cli safe output test' } }))
      .token;
    const { db } = server.parts.database;
    await db
      .insertInto('contactMessages')
      .values({
        id: 'contact-safe',
        submissionId: null,
        name: `Pat${osc52}Rival`,
        email: 'pat@example.test',
        subject: `Refund ${osc8('click here')}`,
        message: `Hello${overwrite}All good${clearScreen}`,
        createdAt: now,
        status: 'off',
        attempts: 0,
        lastError: null,
        nextAttemptAt: null,
        forwardedAt: null,
      })
      .execute();
    await db
      .insertInto('appreciationNotes')
      .values({
        id: 'note-safe',
        submissionId: null,
        status: 'sent',
        nemesisName: `Moriarty${clearScreen}`,
        nemesisEmail: 'moriarty@example.test',
        appreciation: `Thanks${overwrite}${rightToLeft}evil`,
        senderName: `Sherlock${osc52}`,
        senderEmail: 'sherlock@example.test',
        createdAt: now,
      })
      .execute();
    note = await server.newNote(`Lex ${osc8('Luthor')}`);
    await db
      .updateTable('notes')
      .set({ finalRoast: `Roast line one\nline two${overwrite}${clearScreen}` })
      .where('shortUuid', '=', note)
      .execute();
    await db
      .insertInto('noteReports')
      .values({
        id: 'report-safe',
        shortUuid: note,
        reporterKey: 'a visitor',
        reporterId: null,
        reason: 'other',
        details: `Mean${osc52}\r\nabout my cat`,
        email: null,
        createdAt: now,
        decision: null,
        decidedAt: null,
        decidedBy: null,
      })
      .execute();
    await db
      .insertInto('users')
      .values({
        id: 'safe-user',
        email: `eve${clearScreen}@example.test`,
        passwordHash: 'never signs in',
        status: 'CONFIRMED',
        emailVerifiedAt: now,
        requiredAction: null,
        givenName: `Eve${osc52}`,
        familyName: `Hacker${overwrite}`,
        createdAt: now,
        lastLoginAt: null,
        loginType: null,
      })
      .execute();
    await db
      .insertInto('mailOutbox')
      .values({
        id: 'mail-safe',
        recipient: 'pat@example.test',
        subject: `Your code${osc52}`,
        textBody: `Hi${overwrite}there\u0085next`,
        htmlBody: '',
        sealedBody: null,
        status: 'logged',
        attempts: 0,
        lastError: null,
        createdAt: now,
        nextAttemptAt: null,
        sentAt: null,
        replyTo: null,
        headers: null,
      })
      .execute();
    await db
      .insertInto('adminAudit')
      .values({
        id: 'audit-safe',
        actorId: 'safe-user',
        actorEmail: `eve${osc52}@example.test`,
        action: 'note.hide',
        target: `${note}${overwrite}`,
        before: null,
        after: JSON.stringify({ statement: `gone${clearScreen}` }),
        createdAt: now,
      })
      .execute();
  });
  afterAll(() => cli?.cleanup());

  /** Runs a command as the admin, piped; it must succeed and print nothing a terminal acts on. */
  const shown = async (...args: string[]): Promise<string> => {
    const run: CliRun = await cli.run(args, { token });
    expect({ args, code: run.code }).toEqual({ args, code: 0 });
    expect(run.output).not.toMatch(acted);
    return run.stdout;
  };

  it(
    'messages: Contact messages and Nemesis Notes',
    async () => {
      const both = await shown('messages');
      expect(both).toContain(`Pat${osc52Shown}Rival <pat@example.test>`);
      expect(both).toContain(`Refund ${osc8Shown('click here')}`);
      // A message in a table cell is one line: its line breaks are folded into spaces.
      expect(both).toContain('Hello ␛[KAll good<U+009B>2J');
      expect(both).toContain(`Sherlock${osc52Shown} <sherlock@example.test>`);
      expect(both).toContain('Moriarty<U+009B>2J <moriarty@example.test>');
      expect(both).toContain('Thanks ␛[K<U+202E>evil');
      expect(await shown('messages', 'contact')).toContain(`Pat${osc52Shown}Rival`);
      expect(await shown('messages', 'appreciation')).toContain('Thanks ␛[K<U+202E>evil');

      // --json gives scripts the same values, with the controls escaped.
      const json = JSON.parse(await shown('messages', '--json')) as {
        contact: { messages: { name: string }[] };
        appreciation: { notes: { appreciation: string }[] };
      };
      expect(json.contact.messages[0]!.name).toBe(`Pat${osc52}Rival`);
      expect(json.appreciation.notes[0]!.appreciation).toBe(`Thanks${overwrite}${rightToLeft}evil`);
    },
    slow,
  );

  it(
    'notes and reports: the nemesis name, the roast (a block, keeping its lines) and the report details',
    async () => {
      expect(await shown('notes', 'list')).toContain(`Lex ${osc8Shown('Luthor')}`);
      expect(await shown('reports', 'list')).toContain(`Lex ${osc8Shown('Luthor')}`);
      for (const group of ['notes', 'reports']) {
        const one = await shown(group, 'show', note);
        expect(one).toContain(`Lex ${osc8Shown('Luthor')} (${note})`);
        expect(one).toContain('Roast line one\nline two␍␛[K<U+009B>2J');
        expect(one).toContain(`Mean${osc52Shown}␍␊about my cat`);
      }
    },
    slow,
  );

  it(
    'users, mail and audit',
    async () => {
      expect(await shown('users', 'list')).toContain('eve<U+009B>2J@example.test');
      const user = await shown('users', 'show', 'safe-user');
      expect(user).toContain(`Eve${osc52Shown}`);
      expect(user).toContain('Hacker␍␛[K');
      expect(await shown('mail')).toContain(`Your code${osc52Shown}`);
      const mail = await shown('mail', 'show', 'mail-safe');
      expect(mail).toContain(`Subject: Your code${osc52Shown}`);
      expect(mail).toContain('Hi␍␛[Kthere<U+0085>next');
      const audit = await shown('audit');
      expect(audit).toContain(`eve${osc52Shown}@example.test`);
      expect(audit).toContain(`${note}␍␛[K`);
      expect(audit).toContain('gone<U+009B>2J');
    },
    slow,
  );
});

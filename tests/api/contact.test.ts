import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endpoints } from '#contract/endpoints.ts';
import { createRepositories } from '../../server/db/repositories.ts';
import type { Database } from '../../server/db/database.ts';
import { startFakeFormspree } from '../support/fake-formspree.ts';
import type { FakeFormspree } from '../support/fake-formspree.ts';
import { closedPort } from '../support/fake-model-server.ts';
import { failureOf } from '../support/failure-of.ts';
import { clientFrom } from '../support/forms-client.ts';
import { headerOf, partOf, startMailCatcher } from '../support/mail-catcher.ts';
import type { MailCatcher } from '../support/mail-catcher.ts';
import { createTestClock } from '../support/test-clock.ts';
import { openTestDatabase, testEngines } from '../support/test-database.ts';
import { startTestServer } from '../support/test-server.ts';
import type { TestServer } from '../support/test-server.ts';

const contactTo = 'team@nemesis.test';
const typed = 'Hello! <img src=x onerror=alert(1)> Is 15 February a real holiday?';

describe.each(testEngines)('Contact on $engine', ({ engine, available }) => {
  let server: TestServer;
  const clock = createTestClock();
  let mail: MailCatcher;
  let formspree: FakeFormspree;
  let database: Database;
  let counter = 0;
  const nextIp = () => `10.${engine === 'sqlite' ? 3 : 4}.0.${++counter}`;
  const contact = (extra: Record<string, unknown> = {}) => ({
    name: 'Pat Rival',
    email: 'pat@example.test',
    subject: `Question ${++counter}`,
    message: typed,
    ...extra,
  });
  const stored = (subject: string) =>
    database.db.selectFrom('contactMessages').selectAll().where('subject', '=', subject).execute();
  const send = (body: ReturnType<typeof contact>) => clientFrom(server.url, nextIp()).call(endpoints.contact, { body });
  const settle = (subject: string, attempts: number) =>
    expect.poll(async () => (await stored(subject))[0]?.attempts).toBe(attempts);

  beforeAll(async () => {
    if (!available) return;
    mail = await startMailCatcher();
    formspree = await startFakeFormspree();
    const env = {
      SMTP_URL: mail.url,
      TRUST_PROXY: 'true',
      CONTACT_TO: contactTo,
      FORMSPREE_FORM_ID: 'xnemesis',
      FORMSPREE_URL: formspree.url,
    };
    server = await startTestServer({ engine, env, clock });
    database = openTestDatabase(server.storage);
  });
  afterAll(async () => {
    if (!available) return;
    await database.db.destroy();
    await server.close();
    await formspree.close();
    await mail.close();
  });

  it.skipIf(!available)(
    'stores the message, mails it to CONTACT_TO replying to the writer, and forwards it to Formspree',
    async () => {
      const body = contact();
      expect(await send(body)).toEqual({ success: true });
      await settle(body.subject, 1);
      const [row] = await stored(body.subject);
      expect(row).toMatchObject({
        name: 'Pat Rival',
        email: 'pat@example.test',
        message: typed,
        status: 'forwarded',
        lastError: null,
      });

      const request = formspree.requests.find(
        (recorded) => (recorded.body as { subject?: string }).subject === body.subject,
      )!;
      expect(request).toMatchObject({ method: 'POST', path: '/f/xnemesis' });
      expect(request.headers).toMatchObject({ accept: 'application/json', 'content-type': 'application/json' });
      expect(request.body).toEqual({
        name: 'Pat Rival',
        email: 'pat@example.test',
        subject: body.subject,
        message: typed,
        _subject: `Nemesis Day contact: ${body.subject}`,
      });

      const message = await mail.waitFor(contactTo, new RegExp(body.subject));
      expect(headerOf(message, 'Subject')).toBe(`Contact: ${body.subject}`);
      expect(headerOf(message, 'Reply-To')).toBe('pat@example.test');
      expect(partOf(message, 'text/plain')).toContain(typed);
      expect(partOf(message, 'text/plain')).toContain('From: Pat Rival (pat@example.test), not verified');
      expect(partOf(message, 'text/html')).toContain('Hello! &#60;img src=x onerror=alert(1)&#62;');
      expect(partOf(message, 'text/html')).not.toContain('<img');
    },
  );

  it.skipIf(!available)('checks every rule on the server with its message', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ name: ' ' }, 'Name is required'],
      [{ name: 'n'.repeat(101) }, 'Name must be 100 characters or less'],
      [{ email: '' }, 'E-mail is required'],
      [{ email: 'pat@' }, 'Please enter a valid email'],
      [{ subject: undefined }, 'Subject is required'],
      [{ subject: 's'.repeat(201) }, 'Subject must be 200 characters or less'],
      [{ message: '   ' }, 'Message is required'],
      [{ message: 'm'.repeat(5001) }, 'Message must be 5000 characters or less'],
      [{ submissionId: '12345' }, 'The submission id must be a UUID'],
    ];
    const api = clientFrom(server.url, nextIp());
    for (const [change, message] of cases) {
      const error = await failureOf(api.call(endpoints.contact, { body: contact(change) as never }));
      expect(error, JSON.stringify(change)).toMatchObject({
        status: 400,
        code: 'INVALID_INPUT',
        serverMessage: message,
      });
    }
  });

  it.skipIf(!available)(
    'answers a bot that fills the honeypot as if sent, and stores, mails and forwards nothing',
    async () => {
      const body = contact({ website: 'cheap pills' });
      const forwarded = formspree.requests.length;
      expect(await send(body)).toEqual({ success: true });
      expect(await stored(body.subject)).toEqual([]);
      expect(formspree.requests.length).toBe(forwarded);
      expect(
        await database.db
          .selectFrom('mailOutbox')
          .select('id')
          .where('subject', '=', `Contact: ${body.subject}`)
          .execute(),
      ).toEqual([]);
    },
  );

  it.skipIf(!available)(
    'answers a repeated submission like the first, and stores, mails and forwards it once',
    async () => {
      const body = contact({ submissionId: randomUUID() });
      const api = clientFrom(server.url, nextIp());
      const answers = await Promise.all([1, 2, 3].map(() => api.call(endpoints.contact, { body })));
      for (let i = 0; i < 6; i++) answers.push(await api.call(endpoints.contact, { body }));
      expect(answers.every((answer) => answer.success)).toBe(true);
      await settle(body.subject, 1);
      expect(await stored(body.subject)).toHaveLength(1);
      expect(
        formspree.requests.filter((recorded) => (recorded.body as { subject?: string }).subject === body.subject),
      ).toHaveLength(1);
      expect(
        await database.db
          .selectFrom('mailOutbox')
          .select('id')
          .where('subject', '=', `Contact: ${body.subject}`)
          .execute(),
      ).toHaveLength(1);
    },
  );

  it.skipIf(!available)(
    'keeps a message Formspree refuses, with its codes in our words, and forwards it on a retry',
    async () => {
      formspree.behaviour = 'fail';
      formspree.errors = [
        { code: 'TYPE_EMAIL', field: 'email', message: 'should be an email' },
        { code: 'SOMETHING_NEW', message: 'new' },
      ];
      const body = contact();
      try {
        expect(await send(body)).toEqual({ success: true });
        await settle(body.subject, 1);
      } finally {
        formspree.behaviour = 'answer';
      }
      const [row] = await stored(body.subject);
      expect(row).toMatchObject({ status: 'pending', message: typed });
      expect(row!.lastError).toContain('TYPE_EMAIL: The form service did not take the e-mail address as valid.');
      expect(row!.lastError).toContain('SOMETHING_NEW: The form service refused the message (SOMETHING_NEW).');
      expect(Date.parse(row!.nextAttemptAt!)).toBeGreaterThan(Date.now());

      clock.advanceTo(row!.nextAttemptAt!);
      // Two loops at once (or two processes) claim the message first: it is forwarded once.
      const forwarded = formspree.requests.length;
      await Promise.all([server.contactForwarder!.retryDue(), server.contactForwarder!.retryDue()]);
      expect(formspree.requests.length - forwarded).toBe(1);
      expect((await stored(body.subject))[0]).toMatchObject({
        status: 'forwarded',
        attempts: 2,
        lastError: null,
        nextAttemptAt: null,
      });
    },
  );

  it.skipIf(!available)('gives up after the last attempt and keeps the message', async () => {
    formspree.behaviour = 'break';
    const body = contact();
    try {
      await send(body);
      await settle(body.subject, 1);
      await database.db
        .updateTable('contactMessages')
        .set({ attempts: 7, nextAttemptAt: new Date(Date.now() - 1000).toISOString() })
        .where('subject', '=', body.subject)
        .execute();
      await server.contactForwarder!.retryDue();
    } finally {
      formspree.behaviour = 'answer';
    }
    expect((await stored(body.subject))[0]).toMatchObject({
      status: 'failed',
      attempts: 8,
      nextAttemptAt: null,
      message: typed,
    });
  });

  it.skipIf(!available)('lists contact messages for the admin, newest first, a page at a time', async () => {
    const { contactMessages } = createRepositories(database.db, database.engine);
    const all = await contactMessages.page({ page: 1, pageSize: 1000 });
    expect(all.totalCount).toBe(all.rows.length);
    expect(all.rows.map((row) => row.status)).toEqual(expect.arrayContaining(['forwarded', 'failed']));
    expect(await contactMessages.page({ page: 2, pageSize: 2 })).toEqual({
      rows: all.rows.slice(2, 4),
      totalCount: all.totalCount,
    });
  });
});

describe.each(testEngines)('Contact forwarding on $engine with the form service down', ({ engine, available }) => {
  it.skipIf(!available)(
    'keeps the message while Formspree cannot be reached, and forwards it once it is back',
    async () => {
      const port = await closedPort();
      const clock = createTestClock();
      const server = await startTestServer({
        engine,
        env: { FORMSPREE_FORM_ID: 'xnemesis', FORMSPREE_URL: `http://127.0.0.1:${port}` },
        clock,
      });
      const database = openTestDatabase(server.storage);
      let formspree: FakeFormspree | undefined;
      try {
        const body = { name: 'Pat', email: 'pat@example.test', subject: 'Down', message: 'Still there?' };
        expect(await clientFrom(server.url, '10.9.0.1').call(endpoints.contact, { body })).toEqual({ success: true });
        const row = () => database.db.selectFrom('contactMessages').selectAll().executeTakeFirstOrThrow();
        await expect.poll(async () => (await row()).attempts).toBe(1);
        expect(await row()).toMatchObject({
          status: 'pending',
          message: 'Still there?',
          lastError: expect.stringContaining('The form service could not be reached'),
        });
        // Without CONTACT_TO nothing is mailed: the database keeps it.
        expect(await database.db.selectFrom('mailOutbox').select('id').execute()).toEqual([]);

        formspree = await startFakeFormspree(port);
        clock.advanceTo((await row()).nextAttemptAt!);
        await server.contactForwarder!.retryDue();
        expect(await row()).toMatchObject({ status: 'forwarded', attempts: 2 });
        expect(formspree.requests).toHaveLength(1);
      } finally {
        await formspree?.close();
        await database.db.destroy();
        await server.close();
      }
    },
  );

  it.skipIf(!available)('without FORMSPREE_FORM_ID or CONTACT_TO keeps the message in the database only', async () => {
    const server = await startTestServer({ engine });
    const database = openTestDatabase(server.storage);
    try {
      await clientFrom(server.url, '10.9.0.2').call(endpoints.contact, {
        body: { name: 'Pat', email: 'pat@example.test', subject: 'Kept', message: 'Hi' },
      });
      expect(await database.db.selectFrom('contactMessages').selectAll().execute()).toEqual([
        expect.objectContaining({ subject: 'Kept', status: 'off', nextAttemptAt: null }),
      ]);
      expect(await database.db.selectFrom('mailOutbox').select('id').execute()).toEqual([]);
      expect(server.contactForwarder).toBeUndefined();
    } finally {
      await database.db.destroy();
      await server.close();
    }
  });
});

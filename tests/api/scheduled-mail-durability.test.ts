import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endpoints } from '#contract/endpoints.ts';
import { upcomingNemesisDay } from '#contract/site/nemesis-day.ts';
import type { Database } from '../../server/db/database.ts';
import { clientFrom } from '../support/forms-client.ts';
import { catchLog } from '../support/log-catcher.ts';
import { startMailCatcher } from '../support/mail-catcher.ts';
import type { MailCatcher } from '../support/mail-catcher.ts';
import { newEmail } from '../support/new-email.ts';
import { createTestClock, weeksBeforeNemesisDay } from '../support/test-clock.ts';
import type { TestClock } from '../support/test-clock.ts';
import { createTestStorage, openTestDatabase, testEngines } from '../support/test-database.ts';
import type { TestStorage } from '../support/test-database.ts';
import { startTestServer } from '../support/test-server.ts';
import type { TestServer } from '../support/test-server.ts';

const zone = 'America/Los_Angeles';
const postgres = testEngines.find((engine) => engine.engine === 'postgres')!;

/** Storage, a mail catcher and servers started on them, all stopped after the describe block. */
function useHeldMailWorld(engine: 'sqlite' | 'postgres', available: boolean) {
  const world = { servers: [] as TestServer[] } as {
    storage: TestStorage;
    mail: MailCatcher;
    servers: TestServer[];
    start(clock: TestClock): Promise<TestServer>;
  };
  beforeAll(async () => {
    if (!available) return;
    world.storage = await createTestStorage(engine);
    world.mail = await startMailCatcher();
  });
  afterAll(async () => {
    for (const server of world.servers) await server.close();
    await world.mail?.close();
    await world.storage?.cleanup();
  });
  world.start = async (clock) => {
    const env = { SMTP_URL: world.mail.url, SESSION_SECRET: 'one-secret-for-every-instance-of-this-site' };
    const server = await startTestServer({ storage: world.storage, env, clock });
    world.servers.push(server);
    return server;
  };
  return world;
}

/** Sends a note held for Nemesis Day in Los Angeles through `server`, once its sender's confirmation is out. */
async function sendHeld(server: TestServer, mail: MailCatcher, to: string): Promise<void> {
  const body = {
    nemesisName: 'Joe Frazier',
    nemesisEmail: to,
    appreciation: 'Fifteen rounds in Manila.',
    senderName: 'Muhammad Ali',
    senderEmail: `ali.${to}`,
    agree: true as const,
    deliver: 'nemesis-day' as const,
    timeZone: zone,
  };
  await clientFrom(server.url, '10.5.0.1').call(endpoints.sendNemesisNote, { body });
  await mail.waitFor(`ali.${to}`);
}

const caught = (mail: MailCatcher, to: string) => mail.messages.filter((message) => message.to.includes(to)).length;

describe.each(testEngines)('a held Nemesis Note across a restart on $engine', ({ engine, available }) => {
  const world = useHeldMailWorld(engine, available);

  it.skipIf(!available)('is neither lost nor sent twice when the server restarts before its moment', async () => {
    const before = createTestClock(weeksBeforeNemesisDay);
    const first = await world.start(before);
    const to = newEmail('restart');
    await sendHeld(first, world.mail, to);
    const { deliverAt } = upcomingNemesisDay(before.now(), zone)!;
    await first.close();

    // The next version comes up on the same database once the day has come.
    const after = createTestClock(weeksBeforeNemesisDay);
    after.advanceTo(deliverAt.toISOString());
    const second = await world.start(after);
    await second.mail.retryDue();
    await second.mail.retryDue();
    expect(caught(world.mail, to)).toBe(1);
    expect((await world.mail.waitFor(to)).raw).toContain('Fifteen rounds in Manila.');
  });
});

describe.skipIf(!postgres.available)('held Nemesis Notes with two instances on one PostgreSQL', () => {
  const world = useHeldMailWorld('postgres', postgres.available);

  it('sends each note once, whichever instance gets to it', async () => {
    const clockA = createTestClock(weeksBeforeNemesisDay);
    const clockB = createTestClock(weeksBeforeNemesisDay);
    const [a, b] = await Promise.all([world.start(clockA), world.start(clockB)]);
    const recipients = Array.from({ length: 6 }, (_, i) => newEmail(`twins-${i}`));
    for (const [i, to] of recipients.entries()) await sendHeld(i % 2 ? a : b, world.mail, to);

    const { deliverAt } = upcomingNemesisDay(clockA.now(), zone)!;
    await Promise.all([a.mail.retryDue(), b.mail.retryDue()]);
    expect(recipients.map((to) => caught(world.mail, to))).toEqual([0, 0, 0, 0, 0, 0]);

    for (const clock of [clockA, clockB]) clock.advanceTo(deliverAt.toISOString());
    await Promise.all([a.mail.retryDue(), b.mail.retryDue(), a.mail.retryDue(), b.mail.retryDue()]);
    await Promise.all([a.mail.retryDue(), b.mail.retryDue()]);
    expect(recipients.map((to) => caught(world.mail, to))).toEqual([1, 1, 1, 1, 1, 1]);
  });
});

describe('a held Nemesis Note on a server without SMTP_URL', () => {
  const clock = createTestClock(weeksBeforeNemesisDay);
  const log = catchLog();
  let server: TestServer;
  let database: Database;
  beforeAll(async () => {
    server = await startTestServer({ logger: log.logger, clock });
    database = openTestDatabase(server.storage);
  });
  afterAll(async () => {
    await database?.db.destroy();
    await server?.close();
  });

  it('waits for its moment like mail with SMTP (scheduled, cancellable), and is kept and logged only then', async () => {
    const to = newEmail('no-smtp');
    const answer = await clientFrom(server.url, '10.5.0.9').call(endpoints.sendNemesisNote, {
      body: {
        nemesisName: 'Joe Frazier',
        nemesisEmail: to,
        appreciation: 'Fifteen rounds in Manila.',
        senderName: 'Muhammad Ali',
        senderEmail: `ali.${to}`,
        agree: true,
        deliver: 'nemesis-day',
        timeZone: zone,
      },
    });
    const { deliverAt } = upcomingNemesisDay(clock.now(), zone)!;
    expect(answer).toEqual({ success: true, deliverAt: deliverAt.toISOString() });
    const row = () =>
      database.db.selectFrom('mailOutbox').selectAll().where('recipient', '=', to).executeTakeFirstOrThrow();
    const keptFor = () =>
      log.entries().filter((entry) => entry.to === to && entry.msg === 'mail kept in the outbox (no SMTP_URL)');
    // The sender's confirmation is kept at once; the note waits, and counts as scheduled, not as mail behind.
    await expect.poll(() => log.entries().some((entry) => entry.to === `ali.${to}`)).toBe(true);
    expect(await row()).toMatchObject({ status: 'pending', notBefore: deliverAt.toISOString() });
    expect(keptFor()).toEqual([]);
    await server.mail.retryDue();
    expect(keptFor()).toEqual([]);

    // A retry an earlier run with SMTP left waiting (the same outbox, restarted without SMTP_URL) is not taken: it stays to be sent.
    const retry = newEmail('retry');
    await database.db
      .insertInto('mailOutbox')
      .values({
        ...(await row()),
        id: randomUUID(),
        recipient: retry,
        notBefore: null,
        nextAttemptAt: clock.now().toISOString(),
        attempts: 1,
      })
      .execute();

    clock.advanceTo(deliverAt.toISOString());
    await server.mail.retryDue();
    expect(await row()).toMatchObject({ status: 'logged', attempts: 1 });
    expect(keptFor()).toHaveLength(1);
    expect(
      await database.db.selectFrom('mailOutbox').selectAll().where('recipient', '=', retry).executeTakeFirstOrThrow(),
    ).toMatchObject({ status: 'pending', attempts: 1 });
  });
});

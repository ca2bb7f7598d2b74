import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { adminEndpoints } from '#contract/admin/admin-endpoints.ts';
import { endpoints } from '#contract/endpoints.ts';
import { momentInZone, upcomingNemesisDay } from '#contract/site/nemesis-day.ts';
import { useAccountTestServer } from '../support/account-test-server.ts';
import { adminClients, adminEnv } from '../support/admin-clients.ts';
import type { AdminClients } from '../support/admin-clients.ts';
import { failureOf } from '../support/failure-of.ts';
import { clientFrom } from '../support/forms-client.ts';
import { headerOf, partOf } from '../support/mail-catcher.ts';
import { newEmail } from '../support/new-email.ts';
import { weeksBeforeNemesisDay } from '../support/test-clock.ts';
import { testEngines } from '../support/test-database.ts';

const metricsToken = 'prometheus-reads-this-0123456789';
const kiritimati = 'Pacific/Kiritimati';
const losAngeles = 'America/Los_Angeles';
const cancelLink = /\/send-nemesis-note\/cancel\?token=([0-9a-f-]{36}\.[0-9a-f]{64})/;
const stopLink = /\/stop\?token=[0-9a-f]{64}\.[0-9a-f]{64}/;

describe.each(testEngines)('Send a Nemesis Note on Nemesis Day, on $engine', ({ engine, available }) => {
  const app = useAccountTestServer(
    engine,
    available,
    {
      TRUST_PROXY: 'true',
      METRICS_TOKEN: metricsToken,
      ...adminEnv('held'),
    },
    undefined,
    weeksBeforeNemesisDay,
  );
  let counter = 0;
  const api = () => clientFrom(app.server.url, `10.${engine === 'sqlite' ? 3 : 4}.0.${++counter}`);
  const note = (nemesisEmail: string, timeZone?: string) => ({
    nemesisName: 'Lex Luthor',
    nemesisEmail,
    appreciation: 'You made me fly higher.',
    senderName: 'Clark Kent',
    senderEmail: `clark.${nemesisEmail}`,
    agree: true as const,
    ...(timeZone ? { deliver: 'nemesis-day' as const, timeZone } : {}),
  });
  const held = async (to: string, zone: string) => {
    const answer = await api().call(endpoints.sendNemesisNote, { body: note(to, zone) });
    const confirmation = await app.mail.waitFor(`clark.${to}`);
    return { answer, confirmation, token: cancelLink.exec(partOf(confirmation, 'text/plain'))![1]! };
  };
  const outboxTo = (to: string) =>
    app.database.db.selectFrom('mailOutbox').selectAll().where('recipient', '=', to).executeTakeFirstOrThrow();
  // The outbox is written with the request: what it holds for an address is all that address will get.
  const outboxCount = async (to: string) =>
    (await app.database.db.selectFrom('mailOutbox').select('id').where('recipient', '=', to).execute()).length;
  const caught = (to: string) => app.mail.messages.filter((message) => message.to.includes(to)).length;
  const scheduledGauge = async () => {
    const response = await fetch(`${app.server.url}/metrics`, { headers: { Authorization: `Bearer ${metricsToken}` } });
    return Number(/^nemesis_mail_outbox_scheduled (\d+)$/m.exec(await response.text())![1]);
  };
  // The admin, signed up once for the file (before the clock moves on by weeks, which ends sessions).
  let admins: Promise<AdminClients> | undefined;
  const adminOf = async () => (await (admins ??= adminClients(app, 'held'))).admin;
  // One pass of the delivery loop (two processes at once: scheduled-mail-durability.test.ts's instances on one PostgreSQL).
  const sendDue = () => app.server.mail.retryDue();

  it.skipIf(!available)(
    'holds the note until 09:00 on the next 15 February in the chosen zone, and confirms it to the sender with a cancel link',
    async () => {
      const to = newEmail('held');
      const gaugeBefore = await scheduledGauge();
      const { answer, confirmation } = await held(to, losAngeles);
      const { deliverAt } = upcomingNemesisDay(app.clock.now(), losAngeles)!;
      // The server says when it leaves: the page shows that, not a moment of the browser's own reckoning.
      expect(answer).toEqual({ success: true, deliverAt: deliverAt.toISOString() });
      expect(headerOf(confirmation, 'Subject')).toBe('Your Nemesis Note waits for Nemesis Day');
      const text = partOf(confirmation, 'text/plain');
      expect(text).toContain(`Lex Luthor gets your Nemesis Note on ${momentInZone(deliverAt, losAngeles)}.`);
      expect(text).toMatch(/on \w+day, 15 February \d{4} at 09:00 \(America\/Los_Angeles\)\./);
      expect(text).toMatch(cancelLink);
      // It goes to an address as typed, under the note's rules: that address's own stop link, one click away too.
      expect(text).toContain('Stop all notes to this address');
      expect(text).toMatch(stopLink);
      expect(headerOf(confirmation, 'List-Unsubscribe')).toMatch(
        /^<https?:\/\/\S+\?token=[0-9a-f]{64}\.[0-9a-f]{64}>$/,
      );

      const row = await outboxTo(to);
      expect(row).toMatchObject({ status: 'pending', attempts: 0, notBefore: deliverAt.toISOString() });
      // The cancel and stop links are the sender's alone: admins read them masked.
      expect((await outboxTo(`clark.${to}`)).textBody).not.toMatch(cancelLink);
      expect((await outboxTo(`clark.${to}`)).textBody).not.toMatch(stopLink);
      await sendDue();
      expect(caught(to)).toBe(0);

      // Admins see it waiting, in the outbox and in the metrics; it is not mail behind.
      expect(await scheduledGauge()).toBe(gaugeBefore + 1);
      const admin = await adminOf();
      const { mail } = await admin.call(adminEndpoints.adminMail, { query: { page: 1, pageSize: 50 } });
      expect(mail.find((entry) => entry.recipient === to)).toMatchObject({
        status: 'scheduled',
        scheduledFor: deliverAt.toISOString(),
      });
      await expect.poll(async () => (await admin.call(adminEndpoints.adminHealth)).mailBacklog).toBe(0);
      // The Nemesis Notes log says it waits, and until when; a note sent now says sent.
      const now = newEmail('now');
      expect(await api().call(endpoints.sendNemesisNote, { body: note(now) })).toEqual({ success: true });
      await app.mail.waitFor(now);
      const logged = async (email: string) =>
        (await admin.call(adminEndpoints.adminAppreciationNotes, { query: { page: 1, pageSize: 50 } })).notes.find(
          (entry) => entry.nemesisEmail === email,
        );
      expect(await logged(to)).toMatchObject({ status: 'scheduled', deliverAt: deliverAt.toISOString() });
      // The catcher holds the mail a moment before the server records it sent.
      await expect.poll(() => logged(now)).toMatchObject({ status: 'sent', deliverAt: null });
    },
  );

  it.skipIf(!available)(
    'sends no confirmation to a typed sender address that stopped notes, and counts it as mail to that address',
    async () => {
      // The victim stops notes through the link of a note sent to them now.
      const victim = newEmail('victim');
      await api().call(endpoints.sendNemesisNote, { body: { ...note(victim), senderEmail: newEmail('someone') } });
      const stopToken = /\/stop\?token=([0-9a-f]{64}\.[0-9a-f]{64})/.exec(
        partOf(await app.mail.waitFor(victim), 'text/plain'),
      )![1]!;
      await api().call(endpoints.stop, { body: { token: stopToken } });

      // A held note that names the victim as its sender is kept for the day, but the victim gets no confirmation.
      const to = newEmail('held-for');
      expect(
        await api().call(endpoints.sendNemesisNote, { body: { ...note(to, losAngeles), senderEmail: victim } }),
      ).toMatchObject({ success: true });
      expect(await outboxTo(to)).toMatchObject({ status: 'pending' });
      expect(await outboxCount(victim)).toBe(1);

      // Confirmations to one typed address count like notes to it: past the day's few, the send is refused.
      const typed = newEmail('typed');
      const send = () =>
        api().call(endpoints.sendNemesisNote, { body: { ...note(newEmail('each'), losAngeles), senderEmail: typed } });
      for (let sent = 0; sent < 5; sent++) await send();
      expect(await failureOf(send())).toMatchObject({ status: 429, code: 'RATE_LIMIT_EXCEEDED' });
      expect(await outboxCount(typed)).toBe(5);
    },
  );

  it.skipIf(!available)('checks the delivery choice on the server, with its messages', async () => {
    const to = newEmail('held-rules');
    const cases: [Record<string, unknown>, string | undefined][] = [
      [{ deliver: 'nemesis-day' }, 'Please choose the time zone of their Nemesis Day'],
      [
        { deliver: 'nemesis-day', timeZone: 'Mars/Olympus_Mons' },
        'Please choose a time zone from the list, such as Europe/Paris',
      ],
      [{ deliver: 'nemesis-day', timeZone: '+01:00' }, 'Please choose a time zone from the list, such as Europe/Paris'],
      [{ deliver: 'tomorrow', timeZone: losAngeles }, undefined],
    ];
    for (const [change, message] of cases) {
      expect(
        await failureOf(api().call(endpoints.sendNemesisNote, { body: { ...note(to), ...change } as never })),
        JSON.stringify(change),
      ).toMatchObject({ status: 400, code: 'INVALID_INPUT', ...(message && { serverMessage: message }) });
    }
    expect(await app.database.db.selectFrom('mailOutbox').select('id').where('recipient', '=', to).execute()).toEqual(
      [],
    );
    // A retry of a submission is answered with the moment stored with it, whatever the retry's body asks.
    const submissionId = randomUUID();
    const first = await api().call(endpoints.sendNemesisNote, { body: { ...note(to, losAngeles), submissionId } });
    expect(first.deliverAt).toBeDefined();
    expect(await api().call(endpoints.sendNemesisNote, { body: { ...note(to), submissionId } })).toEqual(first);
  });

  it.skipIf(!available)(
    'sends each held note once at its own moment; never one cancelled, nor one whose recipient stopped notes meanwhile',
    async () => {
      const early = newEmail('kiritimati');
      const late = newEmail('los-angeles');
      const cancelled = newEmail('cancelled');
      const stopper = newEmail('stopper');
      await held(early, kiritimati);
      await held(late, losAngeles);
      const { token } = await held(cancelled, losAngeles);
      await held(stopper, losAngeles);
      const kiritimatiAt = upcomingNemesisDay(app.clock.now(), kiritimati)!.deliverAt;
      const losAngelesAt = upcomingNemesisDay(app.clock.now(), losAngeles)!.deliverAt;

      // The sender cancels through the link: the same however often; a forged link is refused.
      expect(await api().call(endpoints.scheduledNote, { query: { token } })).toEqual({
        state: 'scheduled',
        nemesisName: 'Lex Luthor',
        deliverAt: losAngelesAt.toISOString(),
      });
      for (let i = 0; i < 2; i++)
        expect(await api().call(endpoints.cancelScheduledNote, { body: { token } })).toMatchObject({
          state: 'cancelled',
        });
      const admin = await adminOf();
      const logged = async (to: string) =>
        (await admin.call(adminEndpoints.adminAppreciationNotes, { query: { page: 1, pageSize: 50 } })).notes.find(
          (entry) => entry.nemesisEmail === to,
        )?.status;
      expect(await logged(cancelled)).toBe('cancelled');
      const [id, signature] = token.split('.') as [string, string];
      for (const forged of [
        `${id}.${'0'.repeat(64)}`,
        `${id.replace(/^./, (c) => (c === 'a' ? 'b' : 'a'))}.${signature}`,
        id,
      ]) {
        expect(await failureOf(api().call(endpoints.cancelScheduledNote, { body: { token: forged } }))).toMatchObject({
          status: 400,
          serverMessage: 'This cancel link is not valid. Please use the link from the e-mail.',
        });
      }

      // The recipient stops notes (through the link of a note sent now) before the day.
      await api().call(endpoints.sendNemesisNote, { body: note(stopper) });
      const stopToken = /\/stop\?token=([0-9a-f]{64}\.[0-9a-f]{64})/.exec(
        partOf(await app.mail.waitFor(stopper), 'text/plain'),
      )![1]!;
      await api().call(endpoints.stop, { body: { token: stopToken } });

      // A second before Kiritimati's 09:00 nothing leaves; at it, only Kiritimati's note, once.
      app.clock.advanceTo(new Date(kiritimatiAt.getTime() - 1000).toISOString());
      await sendDue();
      expect(caught(early)).toBe(0);
      app.clock.advanceTo(kiritimatiAt.toISOString());
      await sendDue();
      await sendDue();
      expect(caught(early)).toBe(1);
      expect(caught(late)).toBe(0);
      expect(await outboxTo(early)).toMatchObject({ status: 'sent', attempts: 1 });
      const sent = partOf(await app.mail.waitFor(early), 'text/plain');
      expect(sent).toContain('You made me fly higher.');

      // At Los Angeles' 09:00: its note goes once; the cancelled one never; the stopped one is withdrawn.
      app.clock.advanceTo(losAngelesAt.toISOString());
      await sendDue();
      await sendDue();
      expect(caught(late)).toBe(1);
      expect(caught(cancelled)).toBe(0);
      expect(caught(stopper)).toBe(1);
      expect(await outboxTo(cancelled)).toMatchObject({ status: 'cancelled', sealedBody: null });
      const withdrawn = await app.database.db
        .selectFrom('mailOutbox')
        .selectAll()
        .where('recipient', '=', stopper)
        .where('notBefore', 'is not', null)
        .executeTakeFirstOrThrow();
      expect(withdrawn).toMatchObject({ status: 'stopped', sealedBody: null });

      // Once its moment has come, a note can no longer be cancelled.
      const lateToken = cancelLink.exec(partOf(await app.mail.waitFor(`clark.${late}`), 'text/plain'))![1]!;
      expect(await api().call(endpoints.cancelScheduledNote, { body: { token: lateToken } })).toMatchObject({
        state: 'sent',
      });
      expect(await scheduledGauge()).toBe(0);
    },
  );

  it.skipIf(!available)('offers nothing for the day on the day itself: in that zone the note goes now', async () => {
    // The clock stands at 09:00 on 15 February in Los Angeles: there, and in Paris, it is the day.
    const now = app.clock.now();
    expect(upcomingNemesisDay(now, losAngeles)).toBeUndefined();
    for (const zone of [losAngeles, 'Europe/Paris']) {
      expect(
        await failureOf(api().call(endpoints.sendNemesisNote, { body: note(newEmail('today'), zone) })),
      ).toMatchObject({
        status: 400,
        code: 'INVALID_INPUT',
        serverMessage: 'It is Nemesis Day already in that time zone: send it now.',
      });
    }
    // In Kiritimati the day is over: the next one is a year on.
    const to = newEmail('next-year');
    await held(to, kiritimati);
    expect((await outboxTo(to)).notBefore).toBe(upcomingNemesisDay(now, kiritimati)!.deliverAt.toISOString());
    expect(new Date((await outboxTo(to)).notBefore!).getTime() - now.getTime()).toBeGreaterThan(300 * 86_400_000);
  });
});

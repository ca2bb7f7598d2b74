import { beforeAll, describe, expect, it } from 'vitest';
import { adminEndpoints } from '#contract/admin/admin-endpoints.ts';
import { endpoints } from '#contract/endpoints.ts';
import { moderationMessages } from '#contract/moderation/moderation-messages.ts';
import { formMessages } from '#contract/auth/auth-messages.ts';
import { adminTestPassword } from '../support/admin-clients.ts';
import type { AdminClients } from '../support/admin-clients.ts';
import type { BrowserLikeClient } from '../support/browser-like-client.ts';
import { failureOf } from '../support/failure-of.ts';
import { useModerationTestServer } from '../support/moderation-test-server.ts';
import { newEmail } from '../support/new-email.ts';
import { signUpAndConfirm } from '../support/sign-up-and-confirm.ts';
import { testEngines } from '../support/test-database.ts';

describe.each(testEngines)('reporting notes on $engine', ({ engine, available }) => {
  const server = useModerationTestServer(engine, available, `reports-${engine}`, 'R');
  const { parts, newNote, visitor } = server;
  let clients: AdminClients;
  beforeAll(() => {
    if (available) clients = server.clients();
  });
  const report = (client: BrowserLikeClient, shortUuid: string, body: Record<string, unknown> = { reason: 'spam' }) =>
    client.call(endpoints.reportNote, { params: { shortUuid }, body: body as never });
  const reportsOf = (shortUuid: string) =>
    parts.database.db.selectFrom('noteReports').selectAll().where('shortUuid', '=', shortUuid).execute();
  const getNote = (shortUuid: string) => clients.anonymous.call(endpoints.getNote, { params: { shortUuid } });
  const expectShown = async (shortUuid: string) => expect((await getNote(shortUuid)).note.shortUuid).toBe(shortUuid);
  const expectHeld = async (shortUuid: string) =>
    expect(await failureOf(getNote(shortUuid))).toMatchObject({ status: 410, code: 'NOTE_UNDER_REVIEW' });
  // A device id, signed with the server's secret.
  const signedDevice = /^[0-9a-f]{32}\.[0-9a-f]{64}$/;

  it.skipIf(!available)(
    'takes a report from anyone with a reason, details and an e-mail, once per reporter',
    async () => {
      const note = await newNote();
      const anonymous = visitor('10.0.1.1');
      expect(
        await report(anonymous, note, {
          reason: 'personal-information',
          details: '  It has my address.  ',
          email: 'me@example.test',
        }),
      ).toEqual({ success: true });
      // The same visitor again, and a signed-in user twice: one report each.
      expect(await report(anonymous, note, { reason: 'spam' })).toEqual({ success: true });
      await report(clients.admin, note, { reason: 'hate' });
      await report(clients.admin, note, { reason: 'hate' });
      const rows = await reportsOf(note);
      expect(rows.map((row) => [row.reason, row.details, row.email, row.reporterId !== null])).toEqual(
        expect.arrayContaining([
          ['personal-information', 'It has my address.', 'me@example.test', false],
          ['hate', null, null, true],
        ]),
      );
      expect(rows).toHaveLength(2);
      // No address is kept as it is.
      expect(JSON.stringify(rows)).not.toContain('10.0.1.1');
    },
  );

  it.skipIf(!available)(
    'refuses a report without a reason, Other without details, too-long details or a bad e-mail, storing nothing',
    async () => {
      const note = await newNote();
      const client = visitor('10.0.2.1');
      const cases: [Record<string, unknown>, string][] = [
        [{}, moderationMessages.reasonRequired],
        [{ reason: 'rude' }, moderationMessages.reasonRequired],
        [{ reason: 'other' }, moderationMessages.detailsRequired],
        [{ reason: 'other', details: '   ' }, moderationMessages.detailsRequired],
        [{ reason: 'spam', details: 'x'.repeat(1001) }, moderationMessages.detailsTooLong],
        [{ reason: 'spam', email: 'not-an-email' }, formMessages.invalidEmail],
      ];
      for (const [body, message] of cases)
        expect(await failureOf(report(client, note, body))).toMatchObject({
          status: 400,
          code: 'INVALID_INPUT',
          serverMessage: message,
        });
      expect(await reportsOf(note)).toEqual([]);
      expect(await report(client, note, { reason: 'other', details: 'x'.repeat(1000) })).toEqual({ success: true });
      expect(await failureOf(report(client, 'ZZZZZ'))).toMatchObject({ status: 404, code: 'NOTE_NOT_FOUND' });
    },
  );

  it.skipIf(!available)('answers a filled honeypot as taken and stores nothing', async () => {
    const note = await newNote();
    expect(await report(visitor('10.0.3.1'), note, { reason: 'spam', website: 'http://spam.example' })).toEqual({
      success: true,
    });
    expect(await reportsOf(note)).toEqual([]);
  });

  it.skipIf(!available)('limits reports per address with 429 and Retry-After', async () => {
    const client = visitor('10.0.4.1');
    for (let i = 0; i < 10; i++) await report(client, await newNote());
    const refused = await failureOf(report(client, await newNote()));
    expect(refused).toMatchObject({ status: 429, code: 'RATE_LIMIT_EXCEEDED' });
    expect(refused.retryAfterSeconds).toBeGreaterThan(3000);
    // Another address is not held back.
    expect(await report(visitor('10.0.4.2'), await newNote())).toEqual({ success: true });
  });

  it.skipIf(!available)(
    'holds a note reported by 3 reporters within a day, unless the admin set the hold off (0)',
    async () => {
      const note = await newNote();
      await report(visitor('10.0.5.1'), note);
      await report(visitor('10.0.5.2'), note);
      expect((await clients.anonymous.call(endpoints.getNote, { params: { shortUuid: note } })).note.shortUuid).toBe(
        note,
      );
      await report(visitor('10.0.5.3'), note);
      expect(await failureOf(clients.anonymous.call(endpoints.getNote, { params: { shortUuid: note } }))).toMatchObject(
        { status: 410, code: 'NOTE_UNDER_REVIEW', serverMessage: moderationMessages.underReview },
      );
      const page = await fetch(`${parts.server.url}/notes/${note}`);
      expect(page.status).toBe(410);
      expect(
        (await clients.user.call(endpoints.myNotes)).notes.find((mine) => mine.shortUuid === note)?.moderation,
      ).toEqual({ status: 'under-review' });
      const audit = await clients.admin.call(adminEndpoints.adminAudit);
      expect(audit.entries[0]).toMatchObject({ action: 'moderation.hold', target: note, actorEmail: 'automatic hold' });

      await clients.admin.call(adminEndpoints.adminPutConfig, {
        body: { configKey: 'report-hold-threshold', configValue: 0 },
      });
      const kept = await newNote();
      // With the hold off, only the limit per note stops a crowd: 30 an hour.
      for (let i = 1; i <= 30; i++) await report(visitor(`10.0.6.${i}`), kept);
      expect((await clients.anonymous.call(endpoints.getNote, { params: { shortUuid: kept } })).note.shortUuid).toBe(
        kept,
      );
      const refused = await failureOf(report(visitor('10.0.6.31'), kept));
      expect(refused).toMatchObject({ status: 429, code: 'RATE_LIMIT_EXCEEDED' });
      expect(refused.retryAfterSeconds).toBeGreaterThan(0);
      expect(
        await failureOf(
          clients.admin.call(adminEndpoints.adminPutConfig, {
            body: { configKey: 'report-hold-threshold', configValue: -1 },
          }),
        ),
      ).toMatchObject({ status: 400 });
      await clients.admin.call(adminEndpoints.adminPutConfig, {
        body: { configKey: 'report-hold-threshold', configValue: 2 },
      });
      const two = await newNote();
      await report(visitor('10.0.7.1'), two);
      await report(visitor('10.0.7.2'), two);
      expect(await failureOf(clients.anonymous.call(endpoints.getNote, { params: { shortUuid: two } }))).toMatchObject({
        status: 410,
        code: 'NOTE_UNDER_REVIEW',
      });
      await clients.admin.call(adminEndpoints.adminPutConfig, {
        body: { configKey: 'report-hold-threshold', configValue: 3 },
      });
    },
  );

  it.skipIf(!available)(
    'gives a made-up device cookie a fresh signed one, and never holds a note for one client rotating cookies on one network',
    async () => {
      const note = await newNote();
      const madeUp = ['made-up-1', 'made-up-2', `${'0'.repeat(32)}.${'f'.repeat(64)}`];
      const rotating = madeUp.map((value) => {
        const client = visitor('10.0.8.1');
        client.cookies.set('nemesis_device', value);
        return client;
      });
      for (const client of rotating) expect(await report(client, note)).toEqual({ success: true });
      // Each made-up value was replaced by a cookie the server signed: no visitor picks who it is.
      const given = rotating.map((client) => client.cookies.get('nemesis_device'));
      for (const [i, cookie] of given.entries()) {
        expect(cookie).toMatch(signedDevice);
        expect(cookie).not.toBe(madeUp[i]);
      }
      expect(new Set(given).size).toBe(3);
      // No cookie at all is no better: four reporters, more than the threshold, all on one network.
      expect(await report(visitor('10.0.8.1'), note)).toEqual({ success: true });
      expect(await reportsOf(note)).toHaveLength(4);
      await expectShown(note);
      // The signed cookie is kept: the same browser again is the same reporter, and stores nothing.
      await report(rotating[0]!, note);
      expect(rotating[0]!.cookies.get('nemesis_device')).toBe(given[0]);
      expect(await reportsOf(note)).toHaveLength(4);
    },
  );

  it.skipIf(!available)(
    'holds a note whose reporters come from two networks, or include a signed-in reader',
    async () => {
      const twoNetworks = await newNote();
      await report(visitor('10.0.9.1'), twoNetworks);
      await report(visitor('10.0.9.1'), twoNetworks);
      await expectShown(twoNetworks);
      await report(visitor('10.0.9.2'), twoNetworks);
      await expectHeld(twoNetworks);

      // IPv6 addresses of one /64 are one network.
      const oneSlash64 = await newNote();
      for (const address of ['2001:db8:9:9::1', '2001:db8:9:9::2', '2001:db8:9:9:ffff::3'])
        await report(visitor(address), oneSlash64);
      await expectShown(oneSlash64);
      await report(visitor('2001:db8:9:a::1'), oneSlash64);
      await expectHeld(oneSlash64);

      // A signed-in reader on the same network as two visitors.
      const withMember = await newNote();
      const member = visitor('10.0.10.1');
      await signUpAndConfirm(member, parts.mail, newEmail('reporter'), adminTestPassword);
      await report(visitor('10.0.10.1'), withMember);
      await report(visitor('10.0.10.1'), withMember);
      await expectShown(withMember);
      await report(member, withMember);
      await expectHeld(withMember);
      expect((await reportsOf(withMember)).filter((row) => row.reporterId !== null)).toHaveLength(1);
    },
  );
});

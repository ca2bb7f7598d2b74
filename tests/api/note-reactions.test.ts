import { beforeAll, describe, expect, it } from 'vitest';
import { adminEndpoints } from '#contract/admin/admin-endpoints.ts';
import { endpoints } from '#contract/endpoints.ts';
import { reactionMessages } from '#contract/notes/reactions.ts';
import type { ReactionKind } from '#contract/notes/reactions.ts';
import { adminClients, adminEnv } from '../support/admin-clients.ts';
import type { AdminClients } from '../support/admin-clients.ts';
import { browserLikeClient } from '../support/browser-like-client.ts';
import type { BrowserLikeClient } from '../support/browser-like-client.ts';
import { failureOf } from '../support/failure-of.ts';
import { useNotesTestServer } from '../support/notes-test-server.ts';
import { testEngines } from '../support/test-database.ts';

const none = { laugh: 0, fire: 0, clap: 0, handshake: 0 };
// The server's address is https here, so the device cookie has the __Host- prefix.
const deviceCookie = '__Host-nemesis_device';
// A device id, signed with the server's secret.
const signedDevice = /^[0-9a-f]{32}\.[0-9a-f]{64}$/;

describe.each(testEngines)('reactions to notes on $engine', ({ engine, available }) => {
  const tag = `reactions-${engine}`;
  const { app, signedInUser, roasts } = useNotesTestServer(engine, available, {
    TRUST_PROXY: 'true',
    ...adminEnv(tag),
  });
  let author: BrowserLikeClient;
  let shortUuid = '';
  let admin: AdminClients;
  let lastIp = 0;
  // Each reader comes from an address of its own, so only the limit test meets the per-address limit.
  const anonymousReader = () => browserLikeClient(app.server.url, { 'X-Forwarded-For': `198.51.100.${++lastIp}` });
  const params = () => ({ params: { shortUuid } });
  const react = (reader: BrowserLikeClient, reaction: ReactionKind) =>
    reader.call(endpoints.setReaction, { ...params(), body: { reaction } });

  beforeAll(async () => {
    if (!available) return;
    author = await signedInUser();
    ({ shortUuid } = await author.call(endpoints.createNote, { body: await roasts(author) }));
    admin = await adminClients(app, tag);
  });

  it.skipIf(!available)(
    'lets each reader react once, change it and take it back, and counts what readers left',
    async () => {
      const stranger = anonymousReader();
      const member = await signedInUser();
      expect(await stranger.call(endpoints.noteReactions, params())).toEqual({ counts: none, mine: null });

      expect(await react(stranger, 'fire')).toEqual({ counts: { ...none, fire: 1 }, mine: 'fire' });
      expect(await react(member, 'fire')).toEqual({ counts: { ...none, fire: 2 }, mine: 'fire' });
      // Changed: still one reaction of this reader.
      expect(await react(stranger, 'laugh')).toEqual({ counts: { ...none, fire: 1, laugh: 1 }, mine: 'laugh' });
      expect(await member.call(endpoints.noteReactions, params())).toEqual({
        counts: { ...none, fire: 1, laugh: 1 },
        mine: 'fire',
      });
      // Anyone else reads the counts without a reaction of their own.
      expect(await anonymousReader().call(endpoints.noteReactions, params())).toEqual({
        counts: { ...none, fire: 1, laugh: 1 },
        mine: null,
      });

      expect(await stranger.call(endpoints.removeReaction, params())).toEqual({
        counts: { ...none, fire: 1 },
        mine: null,
      });
      expect(await stranger.call(endpoints.removeReaction, params()), 'taking back nothing changes nothing').toEqual({
        counts: { ...none, fire: 1 },
        mine: null,
      });
      expect(await member.call(endpoints.removeReaction, params())).toEqual({ counts: none, mine: null });
    },
  );

  it.skipIf(!available)('keeps one reaction per reader when many of their requests arrive at once', async () => {
    const member = await signedInUser();
    const stranger = anonymousReader();
    await react(stranger, 'clap'); // gives the browser its device cookie
    const kinds: ReactionKind[] = ['laugh', 'fire', 'clap', 'handshake'];
    await Promise.all(
      Array.from({ length: 24 }, (_, i) => [react(member, kinds[i % 4]!), react(stranger, kinds[(i + 1) % 4]!)]).flat(),
    );

    const rows = await app.database.db
      .selectFrom('noteReactions')
      .select(['readerKey', 'reaction'])
      .where('shortUuid', '=', shortUuid)
      .execute();
    expect(rows).toHaveLength(2);
    const { counts, mine } = await member.call(endpoints.noteReactions, params());
    expect(Object.values(counts).reduce((sum, n) => sum + n, 0)).toBe(2);
    expect(mine).toEqual(rows.find((row) => row.readerKey.startsWith('user:'))?.reaction);
    // A device cookie is stored only as its keyed hash.
    expect(rows.find((row) => row.readerKey.startsWith('device:'))?.readerKey).not.toContain(
      [...stranger.cookies.values()].join(),
    );
    await Promise.all([
      member.call(endpoints.removeReaction, params()),
      stranger.call(endpoints.removeReaction, params()),
    ]);
  });

  it.skipIf(!available)(
    'refuses an unknown reaction with its message and an unknown note with 404, changing nothing',
    async () => {
      const reader = anonymousReader();
      const bad = await failureOf(
        reader.call(endpoints.setReaction, { ...params(), body: { reaction: 'poop' as ReactionKind } }),
      );
      expect(bad).toMatchObject({
        status: 400,
        code: 'INVALID_INPUT',
        serverMessage: reactionMessages.unknownReaction,
      });
      expect(
        await failureOf(
          react(reader, 'fire').then(() =>
            reader.call(endpoints.setReaction, { params: { shortUuid: 'zzzzz' }, body: { reaction: 'fire' } }),
          ),
        ),
      ).toMatchObject({ status: 404, code: 'NOTE_NOT_FOUND' });
      expect(await failureOf(reader.call(endpoints.noteReactions, { params: { shortUuid: 'zzzzz' } }))).toMatchObject({
        status: 404,
      });
      expect(await failureOf(reader.call(endpoints.removeReaction, { params: { shortUuid: 'zzzzz' } }))).toMatchObject({
        status: 404,
      });
      expect(await reader.call(endpoints.removeReaction, params())).toEqual({ counts: none, mine: null });
    },
  );

  it.skipIf(!available)(
    'answers 410 for a hidden note, reading or reacting, and changes nothing until it is restored',
    async () => {
      const reader = anonymousReader();
      const before = await react(reader, 'handshake');
      await admin.admin.call(adminEndpoints.adminHideNote, {
        params: { shortUuid },
        body: { reason: 'spam', statement: 'Advertising.' },
      });
      for (const call of [
        () => reader.call(endpoints.noteReactions, params()),
        () => react(reader, 'fire'),
        () => reader.call(endpoints.removeReaction, params()),
      ]) {
        expect(await failureOf(call())).toMatchObject({ status: 410, code: 'NOTE_REMOVED' });
      }
      await admin.admin.call(adminEndpoints.adminRestoreNote, { params: { shortUuid } });
      expect(await reader.call(endpoints.noteReactions, params())).toEqual(before);
      await reader.call(endpoints.removeReaction, params());
    },
  );

  it.skipIf(!available)(
    'limits reactions per IP address with 429 and Retry-After, and other addresses go on',
    async () => {
      const ip = '203.0.113.9';
      const readers = [
        browserLikeClient(app.server.url, { 'X-Forwarded-For': ip }),
        browserLikeClient(app.server.url, { 'X-Forwarded-For': ip }),
      ];
      for (let i = 0; i < 60; i++) await react(readers[i % 2]!, i % 3 === 0 ? 'laugh' : 'fire');
      const refused = await failureOf(react(readers[0]!, 'clap'));
      expect(refused).toMatchObject({ status: 429, code: 'RATE_LIMIT_EXCEEDED' });
      expect(refused.retryAfterSeconds).toBeGreaterThan(0);
      expect(await failureOf(readers[1]!.call(endpoints.removeReaction, params()))).toMatchObject({ status: 429 });
      // Nothing changed by the refused writes; counts can still be read, and another address reacts.
      expect(await readers[0]!.call(endpoints.noteReactions, params())).toMatchObject({ mine: 'fire' });
      expect(await react(anonymousReader(), 'handshake')).toMatchObject({ mine: 'handshake' });
    },
  );

  it.skipIf(!available)(
    'gives a made-up device cookie a fresh signed one, and knows no reader by a value it did not sign',
    async () => {
      const real = anonymousReader();
      const { counts } = await react(real, 'clap');
      const token = real.cookies.get(deviceCookie)!;
      expect(token).toMatch(signedDevice);
      // The device id without its signature, or a made-up value, is nobody's: no reaction of its own.
      for (const value of [token.split('.')[0]!, 'made-up', `${'0'.repeat(32)}.${'f'.repeat(64)}`]) {
        const forger = anonymousReader();
        forger.cookies.set(deviceCookie, value);
        expect(await forger.call(endpoints.noteReactions, params())).toMatchObject({ mine: null });
        expect(await forger.call(endpoints.removeReaction, params()), 'nor can it take one back').toEqual({
          counts,
          mine: null,
        });
      }
      const newcomer = anonymousReader();
      newcomer.cookies.set(deviceCookie, 'made-up');
      expect(await react(newcomer, 'fire')).toEqual({ counts: { ...counts, fire: counts.fire + 1 }, mine: 'fire' });
      expect(newcomer.cookies.get(deviceCookie)).toMatch(signedDevice);
      expect(await newcomer.call(endpoints.noteReactions, params())).toMatchObject({ mine: 'fire' });
      await Promise.all([
        real.call(endpoints.removeReaction, params()),
        newcomer.call(endpoints.removeReaction, params()),
      ]);
    },
  );

  it.skipIf(!available)(
    'counts at most 3 new reactions per note a day from one network without an account, whatever cookies its readers send',
    async () => {
      const writer = await signedInUser();
      const { shortUuid: own } = await writer.call(endpoints.createNote, { body: await roasts(writer) });
      const at = { params: { shortUuid: own } };
      const network = '203.0.113.77';
      const fromNetwork = (cookie?: string) => {
        const reader = browserLikeClient(app.server.url, { 'X-Forwarded-For': network });
        if (cookie) reader.cookies.set(deviceCookie, cookie);
        return reader;
      };
      // New browsers, with made-up cookies or none, all at once.
      const readers = Array.from({ length: 8 }, (_, i) => fromNetwork(i % 2 ? `made-up-${i}` : undefined));
      const outcomes = await Promise.all(
        readers.map((reader) =>
          reader.call(endpoints.setReaction, { ...at, body: { reaction: 'fire' } }).then(
            () => undefined,
            (error: unknown) => error,
          ),
        ),
      );
      const refused = outcomes.filter((outcome) => outcome !== undefined);
      expect(refused).toHaveLength(5);
      for (const failure of refused)
        expect(failure).toMatchObject({
          status: 429,
          code: 'RATE_LIMIT_EXCEEDED',
          serverMessage: reactionMessages.networkFull,
        });
      expect((refused[0] as { retryAfterSeconds: number }).retryAfterSeconds).toBeGreaterThan(23 * 3600);
      expect((await anonymousReader().call(endpoints.noteReactions, at)).counts).toEqual({ ...none, fire: 3 });

      // A reader counted already changes their reaction; a signed-in reader on the network is their account; another network goes on.
      const counted = readers[outcomes.indexOf(undefined)]!;
      expect(await counted.call(endpoints.setReaction, { ...at, body: { reaction: 'laugh' } })).toMatchObject({
        counts: { ...none, fire: 2, laugh: 1 },
        mine: 'laugh',
      });
      expect(
        await failureOf(fromNetwork().call(endpoints.setReaction, { ...at, body: { reaction: 'fire' } })),
      ).toMatchObject({ status: 429 });
      const member = fromNetwork();
      await member.call(endpoints.signIn, { body: { email: writer.email, password: 'correct horse battery' } });
      expect(await member.call(endpoints.setReaction, { ...at, body: { reaction: 'clap' } })).toMatchObject({
        counts: { ...none, fire: 2, laugh: 1, clap: 1 },
        mine: 'clap',
      });
      expect(await anonymousReader().call(endpoints.setReaction, { ...at, body: { reaction: 'clap' } })).toMatchObject({
        counts: { ...none, fire: 2, laugh: 1, clap: 2 },
      });
    },
  );

  it.skipIf(!available)('shows the author each note’s counts, and the admin each prompt version’s', async () => {
    const writer = await signedInUser();
    const { shortUuid: own } = await writer.call(endpoints.createNote, { body: await roasts(writer) });
    await anonymousReader().call(endpoints.setReaction, { params: { shortUuid: own }, body: { reaction: 'clap' } });
    await anonymousReader().call(endpoints.setReaction, { params: { shortUuid: own }, body: { reaction: 'clap' } });
    await (
      await signedInUser()
    ).call(endpoints.setReaction, { params: { shortUuid: own }, body: { reaction: 'laugh' } });
    expect((await writer.call(endpoints.myNotes)).notes).toEqual([
      expect.objectContaining({ shortUuid: own, reactions: { ...none, clap: 2, laugh: 1 } }),
    ]);

    // Every note here was written by version 1 of both prompts: their reactions are all of them.
    const rows = await app.database.db.selectFrom('noteReactions').select('reaction').execute();
    const expected = { ...none };
    for (const row of rows) expected[row.reaction]++;
    const { prompts } = await admin.admin.call(adminEndpoints.adminPrompts);
    expect(prompts['final-roast']?.[0]).toMatchObject({ version: 1, reactions: expected });
    expect(prompts['initial-roast']?.[0]).toMatchObject({ version: 1, reactions: expected });
    expect(expected.clap).toBeGreaterThanOrEqual(2);
  });
});

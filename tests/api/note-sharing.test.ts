import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { endpoints } from '#contract/endpoints.ts';
import { noteSharingMessages } from '#contract/notes/note-sharing.ts';
import { momentInZone, upcomingNemesisDay } from '#contract/site/nemesis-day.ts';
import { browserLikeClient } from '../support/browser-like-client.ts';
import { failureOf } from '../support/failure-of.ts';
import { headerOf, partOf } from '../support/mail-catcher.ts';
import { newEmail } from '../support/new-email.ts';
import { noteDetails, useNotesTestServer } from '../support/notes-test-server.ts';
import { weeksBeforeNemesisDay } from '../support/test-clock.ts';
import { testEngines } from '../support/test-database.ts';

const losAngeles = 'America/Los_Angeles';
const stopLink = /\/stop\?token=([0-9a-f]{64}\.[0-9a-f]{64})/;
const cancelLink = /\/send-nemesis-note\/cancel\?token=([0-9a-f-]{36}\.[0-9a-f]{64})/;

describe.each(testEngines)('"Send it to them" and custom URLs on $engine', ({ engine, available }) => {
  const { app, signedInUser, roasts } = useNotesTestServer(engine, available, {}, weeksBeforeNemesisDay);
  const publish = async (vanityUrl?: string, nemesisName = noteDetails.nemesisName) => {
    const author = await signedInUser();
    const body = await roasts(author, { ...noteDetails, nemesisName });
    const note = await author.call(endpoints.createNote, { body: { ...body, ...(vanityUrl && { vanityUrl }) } });
    return { author, note };
  };
  const caught = (to: string) => app.mail.messages.filter((message) => message.to.includes(to)).length;
  const outboxTo = (to: string) =>
    app.database.db.selectFrom('mailOutbox').selectAll().where('recipient', '=', to).execute();

  it.skipIf(!available)(
    "mails the note's link to the nemesis from the author, as a Nemesis Note with its stop link, once per submission",
    async () => {
      const { author, note } = await publish();
      const to = newEmail('nemesis');
      const submissionId = randomUUID();
      const send = () =>
        author.call(endpoints.sendNoteToNemesis, {
          params: { shortUuid: note.shortUuid },
          body: { nemesisEmail: to, senderName: 'Clark Kent', submissionId },
        });
      expect(await send()).toEqual({ success: true });
      expect(await send(), 'a repeat of the same submission').toEqual({ success: true });

      const mail = await app.mail.waitFor(to);
      expect(headerOf(mail, 'Subject')).toBe('A Nemesis Day roast from Clark Kent');
      expect(headerOf(mail, 'Reply-To')).toContain(author.email);
      expect(headerOf(mail, 'List-Unsubscribe')).toMatch(/^<https:\/\/nemesis\.example\/api\/v1\/stop\/one-click/);
      const text = partOf(mail, 'text/plain');
      expect(text).toContain('Hello Lex Luthor,');
      expect(text).toContain(`Clark Kent (${author.email}) wrote you a roast for Nemesis Day`);
      expect(text).toContain(`${noteSharingMessages.mailText} ${note.publicUrl}`);
      expect(note.publicUrl).toBe(`https://nemesis.example/notes/${note.shortUuid}/${note.vanityUrl}`);
      expect(text).toMatch(stopLink);
      expect(caught(to)).toBe(1);
      expect(await outboxTo(to)).toHaveLength(1);
    },
  );

  it.skipIf(!available)("sends only the author's own note: anyone else finds none, and nothing is mailed", async () => {
    const { note } = await publish();
    const other = await signedInUser();
    const to = newEmail('not-theirs');
    const body = { nemesisEmail: to, senderName: 'Someone Else' };
    expect(
      await failureOf(other.call(endpoints.sendNoteToNemesis, { params: { shortUuid: note.shortUuid }, body })),
    ).toMatchObject({ status: 404, code: 'NOTE_NOT_FOUND' });
    expect(
      await failureOf(
        browserLikeClient(app.server.url).call(endpoints.sendNoteToNemesis, {
          params: { shortUuid: note.shortUuid },
          body,
        }),
      ),
    ).toMatchObject({ status: 401 });
    expect(
      await failureOf(other.call(endpoints.sendNoteToNemesis, { params: { shortUuid: 'zzzzz' }, body })),
    ).toMatchObject({ status: 404, code: 'NOTE_NOT_FOUND' });
    expect(await outboxTo(to)).toEqual([]);
  });

  it.skipIf(!available)(
    "keeps Send a Nemesis Note's rules: the fields' messages, the recipient's stop and the per-pair limit",
    async () => {
      const { author, note } = await publish();
      const params = { shortUuid: note.shortUuid };
      expect(
        await failureOf(
          author.call(endpoints.sendNoteToNemesis, {
            params,
            body: { nemesisEmail: 'not an address', senderName: '' },
          }),
        ),
      ).toMatchObject({ status: 400, code: 'INVALID_INPUT' });

      // The nemesis stops all notes through the stop link of the first: the next is refused, and not mailed.
      const stopper = newEmail('stopper');
      await author.call(endpoints.sendNoteToNemesis, { params, body: { nemesisEmail: stopper, senderName: 'Clark' } });
      const token = stopLink.exec(partOf(await app.mail.waitFor(stopper), 'text/plain'))![1]!;
      await browserLikeClient(app.server.url).call(endpoints.stop, { body: { token } });
      expect(
        await failureOf(
          author.call(endpoints.sendNoteToNemesis, { params, body: { nemesisEmail: stopper, senderName: 'Clark' } }),
        ),
      ).toMatchObject({ status: 403, code: 'RECIPIENT_STOPPED' });
      expect(caught(stopper)).toBe(1);

      // Two notes a day from one client to one address, as for any Nemesis Note.
      const pair = newEmail('pair');
      for (let i = 0; i < 2; i++)
        await author.call(endpoints.sendNoteToNemesis, { params, body: { nemesisEmail: pair, senderName: 'Clark' } });
      expect(
        await failureOf(
          author.call(endpoints.sendNoteToNemesis, { params, body: { nemesisEmail: pair, senderName: 'Clark' } }),
        ),
      ).toMatchObject({ status: 429, code: 'RATE_LIMIT_EXCEEDED' });
      expect(await outboxTo(pair)).toHaveLength(2);
    },
  );

  it.skipIf(!available)(
    'holds the link until 09:00 on Nemesis Day in the chosen zone, with a cancel link to the author',
    async () => {
      const { author, note } = await publish();
      const to = newEmail('on-the-day');
      const answer = await author.call(endpoints.sendNoteToNemesis, {
        params: { shortUuid: note.shortUuid },
        body: { nemesisEmail: to, senderName: 'Clark Kent', deliver: 'nemesis-day', timeZone: losAngeles },
      });
      const { deliverAt } = upcomingNemesisDay(app.clock.now(), losAngeles)!;
      // The server says when it leaves; the success screen shows that.
      expect(answer).toEqual({ success: true, deliverAt: deliverAt.toISOString() });
      const confirmation = await app.mail.waitFor(author.email, /waits for Nemesis Day/);
      expect(partOf(confirmation, 'text/plain')).toContain(momentInZone(deliverAt, losAngeles));
      expect(partOf(confirmation, 'text/plain')).toMatch(cancelLink);
      expect(await outboxTo(to)).toMatchObject([{ status: 'pending', notBefore: deliverAt.toISOString() }]);

      app.clock.advanceTo(new Date(deliverAt.getTime() - 1000).toISOString());
      await app.server.mail.retryDue();
      expect(caught(to)).toBe(0);
      app.clock.advanceTo(deliverAt.toISOString());
      await Promise.all([app.server.mail.retryDue(), app.server.mail.retryDue()]);
      expect(partOf(await app.mail.waitFor(to), 'text/plain')).toContain(note.publicUrl);
      expect(caught(to)).toBe(1);
    },
  );

  it.skipIf(!available)(
    'opens a note at /notes/<custom URL> alone, in the API and the server-rendered page; a short id wins',
    async () => {
      const { note } = await publish('Lex-Custom');
      // Another note whose custom URL is the first note's short id: that address stays the first note's.
      const { note: shadow } = await publish(note.shortUuid, 'Professor Moriarty');
      const anyone = browserLikeClient(app.server.url);

      for (const key of ['Lex-Custom', 'lex-custom']) {
        const read = await anyone.call(endpoints.getNote, { params: { shortUuid: key } });
        expect(read.note).toMatchObject({
          shortUuid: note.shortUuid,
          vanityUrl: 'Lex-Custom',
          nemesisName: 'Lex Luthor',
        });
      }
      expect((await anyone.call(endpoints.getNote, { params: { shortUuid: note.shortUuid } })).note.shortUuid).toBe(
        note.shortUuid,
      );
      expect((await anyone.call(endpoints.getNote, { params: { shortUuid: shadow.shortUuid } })).note.nemesisName).toBe(
        'Professor Moriarty',
      );
      expect(await failureOf(anyone.call(endpoints.getNote, { params: { shortUuid: 'no-such-note' } }))).toMatchObject({
        status: 404,
        code: 'NOTE_NOT_FOUND',
      });
      expect(await failureOf(anyone.call(endpoints.getNote, { params: { shortUuid: 'x'.repeat(25) } }))).toMatchObject({
        status: 400,
        code: 'INVALID_INPUT',
        serverMessage: 'Invalid note ID format',
      });

      // The page at the custom URL alone is the note's, with its canonical address as before.
      const page = await fetch(`${app.server.url}/notes/lex-custom`);
      expect(page.status).toBe(200);
      const html = await page.text();
      expect(html).toContain(`<link rel="canonical" href="${note.publicUrl}" />`);
      expect(html).toContain('<h1 id="roast-card-title" class="roast-card__title">Lex Luthor</h1>');
      const byId = await (await fetch(`${app.server.url}/notes/${note.shortUuid}`)).text();
      expect(byId).toContain(`<link rel="canonical" href="${note.publicUrl}" />`);
      expect((await fetch(`${app.server.url}/notes/no-such-note`)).status).toBe(404);
      expect((await fetch(`${app.server.url}/notes/${'x'.repeat(25)}`)).status).toBe(404);
    },
  );
});

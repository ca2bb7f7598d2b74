import { describe, expect, it, vi } from 'vitest';
import { endpoints } from '#contract/endpoints.ts';
import { noteMessages } from '#contract/notes/note-messages.ts';
import { browserLikeClient } from '../support/browser-like-client.ts';
import { failureOf } from '../support/failure-of.ts';
import { noteDetails as details, useNotesTestServer } from '../support/notes-test-server.ts';
import { testEngines } from '../support/test-database.ts';

describe.each(testEngines)('reading notes on $engine', ({ engine, available }) => {
  const { app, signedInUser, roasts } = useNotesTestServer(engine, available);

  it.skipIf(!available)(
    'records views by signed-in readers who did not write the note, and lists each note once',
    async () => {
      const author = await signedInUser();
      const reader = await signedInUser();
      const first = await author.call(endpoints.createNote, { body: await roasts(author) });
      const second = await author.call(endpoints.createNote, {
        body: await roasts(author, { ...details, nemesisName: 'Professor Moriarty' }),
      });

      expect(await author.call(endpoints.recordView, { body: { shortUuid: first.shortUuid } })).toEqual({
        recorded: false,
      });
      expect(
        await failureOf(
          browserLikeClient(app.server.url).call(endpoints.recordView, { body: { shortUuid: first.shortUuid } }),
        ),
      ).toMatchObject({ status: 401 });
      for (const note of [first, second, first]) {
        expect(await reader.call(endpoints.recordView, { body: { shortUuid: note.shortUuid } })).toEqual({
          recorded: true,
        });
        // A second later on the server's clock, so each view has its own time.
        app.clock.advance(1000);
      }
      const rows = await app.database.db
        .selectFrom('noteViews')
        .select('viewedAt')
        .where('shortUuid', '=', first.shortUuid)
        .execute();
      expect(rows, 'one row per reader and note, however often they look').toHaveLength(1);
      const viewed = await reader.call(endpoints.recentlyViewed);
      expect(viewed.notes.map((note) => note.shortUuid)).toEqual([first.shortUuid, second.shortUuid]);
      expect(viewed.notes[1]).toEqual({
        shortUuid: second.shortUuid,
        nemesisName: 'Professor Moriarty',
        vanityUrl: second.vanityUrl,
        timestamp: expect.any(String),
      });
      expect((await author.call(endpoints.recentlyViewed)).notes).toEqual([]);

      const mine = await author.call(endpoints.myNotes);
      expect(mine.notes.map((note) => note.shortUuid)).toEqual([second.shortUuid, first.shortUuid]);
      expect((await reader.call(endpoints.myNotes)).notes).toEqual([]);
    },
  );

  it.skipIf(!available)('lets only the author delete, and answers others as if there were no note', async () => {
    const author = await signedInUser();
    const other = await signedInUser();
    const note = await author.call(endpoints.createNote, { body: await roasts(author) });
    await other.call(endpoints.recordView, { body: { shortUuid: note.shortUuid } });

    expect(await failureOf(other.call(endpoints.deleteNote, { params: { shortUuid: note.shortUuid } }))).toMatchObject({
      status: 404,
      code: 'NOTE_NOT_FOUND',
    });
    expect(
      await failureOf(
        browserLikeClient(app.server.url).call(endpoints.deleteNote, { params: { shortUuid: note.shortUuid } }),
      ),
    ).toMatchObject({ status: 401 });
    expect(
      (await other.call(endpoints.getNote, { params: { shortUuid: note.shortUuid } })).note.finalRoast,
    ).toBeTruthy();

    // Its page, rendered once and kept by the server, is gone with it at once.
    const { finalRoast } = (await other.call(endpoints.getNote, { params: { shortUuid: note.shortUuid } })).note;
    const roastInHtml = finalRoast!.split('\n')[0]!.slice(0, 20);
    const visits = [];
    for (let i = 0; i < 2; i++) visits.push(await (await fetch(`${app.server.url}/notes/${note.shortUuid}`)).text());
    expect(visits[0]).toContain(roastInHtml);
    // The second visit gets the kept page (kept under what the page was rendered from, which holds no moment).
    expect(visits[1]).toBe(visits[0]);
    await author.call(endpoints.deleteNote, { params: { shortUuid: note.shortUuid } });
    const gone = await fetch(`${app.server.url}/notes/${note.shortUuid}`);
    expect(gone.status).toBe(404);
    expect(await gone.text()).not.toContain(roastInHtml);
    expect(await failureOf(other.call(endpoints.getNote, { params: { shortUuid: note.shortUuid } }))).toMatchObject({
      status: 404,
      code: 'NOTE_NOT_FOUND',
    });
    expect((await other.call(endpoints.recentlyViewed)).notes).toEqual([]);
    expect((await author.call(endpoints.myNotes)).notes).toEqual([]);
  });

  it.skipIf(!available)('fills in the preview tags in the page HTML and serves a 1200x630 card', async () => {
    const author = await signedInUser();
    const note = await author.call(endpoints.createNote, {
      body: { ...(await roasts(author, { ...details, nemesisName: 'Lex "the <b>" Luthor' })), vanityUrl: 'lex' },
    });
    const page = await fetch(`${app.server.url}/notes/${note.shortUuid}/lex`);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('<title>A roast for Lex &#34;the &#60;b&#62;&#34; Luthor · Nemesis Day</title>');
    expect(html).toContain(`<link rel="canonical" href="https://nemesis.example/notes/${note.shortUuid}/lex" />`);
    expect(html).toMatch(/<meta property="og:type" content="article" \/>/);
    expect(html).toContain(`<meta property="og:url" content="https://nemesis.example/notes/${note.shortUuid}/lex" />`);
    expect(html).toMatch(
      new RegExp(
        `<meta property="og:image" content="https://nemesis\\.example/api/v1/nemesis-notes/${note.shortUuid}/card\\.png\\?v=\\d+" />`,
      ),
    );
    expect(html).toContain('<meta name="twitter:card" content="summary_large_image" />');
    expect(html).not.toContain('<b>');
    // The page itself comes rendered: the note's name and roast are in #root before any script runs.
    expect(html).toContain(
      '<h1 id="roast-card-title" class="roast-card__title">Lex &quot;the &lt;b&gt;&quot; Luthor</h1>',
    );
    expect(html).toContain('<script type="application/json" id="router-data">');
    const bare = await fetch(`${app.server.url}/notes/${note.shortUuid}`);
    expect(await bare.text()).toContain('og:title');

    const missing = await fetch(`${app.server.url}/notes/zzzzz/whatever`);
    expect(missing.status).toBe(404);
    expect(await missing.text()).not.toContain('og:title');
    const malformedVanity = await fetch(`${app.server.url}/notes/${note.shortUuid}/lex.luthor`);
    expect(malformedVanity.status).toBe(404);
    expect(await malformedVanity.text()).not.toContain('og:title');
    // An id no note can have is never looked up (Postgres refuses a NUL in text): the page says what is wrong with it.
    const errors = vi.spyOn(console, 'error');
    try {
      const malformedId = await fetch(`${app.server.url}/notes/ab%00cd`);
      expect(malformedId.status).toBe(404);
      expect(await malformedId.text()).toContain(noteMessages.invalidNoteId);
      expect(errors).not.toHaveBeenCalled();
    } finally {
      errors.mockRestore();
    }

    const card = await fetch(`${app.server.url}/api/v1/nemesis-notes/${note.shortUuid}/card.png`);
    expect(card.status).toBe(200);
    expect(card.headers.get('content-type')).toBe('image/png');
    // Made to be shown beside the link on other sites, unlike everything else here.
    expect(card.headers.get('cross-origin-resource-policy')).toBe('cross-origin');
    const png = Buffer.from(await card.arrayBuffer());
    expect(png.subarray(1, 4).toString('ascii')).toBe('PNG');
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([1200, 630]);
    expect((await fetch(`${app.server.url}/api/v1/nemesis-notes/zzzzz/card.png`)).status).toBe(404);
  });
});

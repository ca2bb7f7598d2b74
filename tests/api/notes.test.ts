import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endpoints } from '#contract/endpoints.ts';
import type { Database } from '../../server/db/database.ts';
import { failureOf } from '../support/failure-of.ts';
import { browserLikeClient } from '../support/browser-like-client.ts';
import type { BrowserLikeClient } from '../support/browser-like-client.ts';
import { startMailCatcher } from '../support/mail-catcher.ts';
import type { MailCatcher } from '../support/mail-catcher.ts';
import { openTestDatabase, testEngines } from '../support/test-database.ts';
import { startTestServer } from '../support/test-server.ts';
import type { TestServer } from '../support/test-server.ts';

const details = { nemesisName: 'Lex Luthor', nemesisAge: 42, nemesisOccupation: 'Billionaire inventor' };
const userNotes = 'He keeps parking his helicopter in my spot and then blames the weather for his terrible timing.';


describe.each(testEngines)('notes on $engine', ({ engine, available }) => {
  let server: TestServer;
  let mail: MailCatcher;
  let database: Database;
  let counter = 0;

  beforeAll(async () => {
    if (!available) return;
    mail = await startMailCatcher();
    server = await startTestServer({ engine, env: { SMTP_URL: mail.url, PUBLIC_BASE_URL: 'https://nemesis.example' } });
    database = openTestDatabase(server.storage);
  });
  afterAll(async () => {
    if (!available) return;
    await database.db.destroy();
    await server.close();
    await mail.close();
  });

  async function signedInUser(): Promise<BrowserLikeClient> {
    const email = `writer${++counter}.${engine}@example.test`;
    const api = browserLikeClient(server.url);
    const sent = mail.messages.length;
    await api.call(endpoints.signUp, { body: { email, password: 'correct horse battery' } });
    await api.call(endpoints.confirmSignUp, { body: { email, code: await mail.latestCode(email, sent) } });
    return api;
  }

  async function roasts(api: BrowserLikeClient, input = details) {
    const { initialRoast } = await api.call(endpoints.generateInitial, { body: input });
    const { finalRoast } = await api.call(endpoints.generateFinal, { body: { ...input, userNotes, initialRoast } });
    return { ...input, userNotes, initialRoast, finalRoast };
  }

  it.skipIf(!available)('writes two roasts, publishes the note, and shows the story to its author only', async () => {
    const author = await signedInUser();
    const written = await roasts(author);
    expect(written.initialRoast).toContain('Lex Luthor');
    expect(written.finalRoast).not.toBe(written.initialRoast);

    const created = await author.call(endpoints.createNote, { body: { ...written, vanityUrl: ' My-Rival ' } });
    expect(created.shortUuid).toMatch(/^[A-Za-z0-9]{5}$/);
    expect(created.publicUrl).toBe(`https://nemesis.example/notes/${created.shortUuid}/My-Rival`);

    const mine = await author.call(endpoints.getNote, { params: { shortUuid: created.shortUuid } });
    expect(mine).toEqual({
      isAuthor: true,
      note: {
        shortUuid: created.shortUuid,
        vanityUrl: 'My-Rival',
        nemesisName: 'Lex Luthor',
        nemesisAge: 42,
        nemesisOccupation: 'Billionaire inventor',
        userNotes,
        initialRoast: written.initialRoast,
        finalRoast: written.finalRoast,
        createdAt: expect.any(String),
      },
    });

    const strangerResponse = await fetch(`${server.url}/api/v1/nemesis-notes/${created.shortUuid}`);
    const strangerText = await strangerResponse.text();
    expect(JSON.parse(strangerText)).toEqual({
      isAuthor: false,
      note: { shortUuid: created.shortUuid, vanityUrl: 'My-Rival', nemesisName: 'Lex Luthor', finalRoast: written.finalRoast, createdAt: mine.note.createdAt },
    });
    expect(strangerText).not.toContain(userNotes);
    expect(strangerText).not.toContain(written.initialRoast.slice(0, 40));

    const stored = await database.db.selectFrom('notes').selectAll().where('shortUuid', '=', created.shortUuid).executeTakeFirstOrThrow();
    expect(stored).toMatchObject({ modelId: 'builtin/roastbook', initialPromptVersion: 1, finalPromptVersion: 1 });
    const prompts = await database.db.selectFrom('promptTemplates').selectAll().orderBy('promptId').execute();
    expect(prompts.map((prompt) => [prompt.promptId, prompt.version, prompt.isActive])).toEqual([
      ['final-roast', 1, 1],
      ['initial-roast', 1, 1],
    ]);
    expect(prompts.every((prompt) => prompt.usageCount >= 1 && prompt.lastUsedAt !== null)).toBe(true);
  });

  it.skipIf(!available)('records views by signed-in readers who did not write the note, and lists each note once', async () => {
    const author = await signedInUser();
    const reader = await signedInUser();
    const first = await author.call(endpoints.createNote, { body: await roasts(author) });
    const second = await author.call(endpoints.createNote, { body: await roasts(author, { ...details, nemesisName: 'Professor Moriarty' }) });

    expect(await author.call(endpoints.recordView, { body: { shortUuid: first.shortUuid } })).toEqual({ recorded: false });
    expect(await failureOf(browserLikeClient(server.url).call(endpoints.recordView, { body: { shortUuid: first.shortUuid } }))).toMatchObject({ status: 401 });
    for (const note of [first, second, first]) {
      expect(await reader.call(endpoints.recordView, { body: { shortUuid: note.shortUuid } })).toEqual({ recorded: true });
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    const rows = await database.db.selectFrom('noteViews').select('viewedAt').where('shortUuid', '=', first.shortUuid).execute();
    expect(rows, 'one row per reader and note, however often they look').toHaveLength(1);
    const viewed = await reader.call(endpoints.recentlyViewed);
    expect(viewed.notes.map((note) => note.shortUuid)).toEqual([first.shortUuid, second.shortUuid]);
    expect(viewed.notes[1]).toEqual({ shortUuid: second.shortUuid, nemesisName: 'Professor Moriarty', vanityUrl: second.vanityUrl, timestamp: expect.any(String) });
    expect((await author.call(endpoints.recentlyViewed)).notes).toEqual([]);

    const mine = await author.call(endpoints.myNotes);
    expect(mine.notes.map((note) => note.shortUuid)).toEqual([second.shortUuid, first.shortUuid]);
    expect((await reader.call(endpoints.myNotes)).notes).toEqual([]);
  });

  it.skipIf(!available)('lets only the author delete, and answers others as if there were no note', async () => {
    const author = await signedInUser();
    const other = await signedInUser();
    const note = await author.call(endpoints.createNote, { body: await roasts(author) });
    await other.call(endpoints.recordView, { body: { shortUuid: note.shortUuid } });

    expect(await failureOf(other.call(endpoints.deleteNote, { params: { shortUuid: note.shortUuid } }))).toMatchObject({ status: 404, code: 'NOTE_NOT_FOUND' });
    expect(await failureOf(browserLikeClient(server.url).call(endpoints.deleteNote, { params: { shortUuid: note.shortUuid } }))).toMatchObject({ status: 401 });
    expect((await other.call(endpoints.getNote, { params: { shortUuid: note.shortUuid } })).note.finalRoast).toBeTruthy();

    await author.call(endpoints.deleteNote, { params: { shortUuid: note.shortUuid } });
    expect(await failureOf(other.call(endpoints.getNote, { params: { shortUuid: note.shortUuid } }))).toMatchObject({ status: 404, code: 'NOTE_NOT_FOUND' });
    expect((await other.call(endpoints.recentlyViewed)).notes).toEqual([]);
    expect((await author.call(endpoints.myNotes)).notes).toEqual([]);
  });

  it.skipIf(!available)('keeps vanity URLs unique ignoring case, and makes one from the name when blank', async () => {
    const author = await signedInUser();
    const written = await roasts(author, { ...details, nemesisName: 'Señor Ñandú & Co.' });
    const first = await author.call(endpoints.createNote, { body: { ...written, vanityUrl: '' } });
    expect(first.vanityUrl).toBe('Senor-Nandu-Co');
    const second = await author.call(endpoints.createNote, { body: await roasts(author, { ...details, nemesisName: 'Señor Ñandú & Co.' }) });
    expect(second.vanityUrl).toBe('Senor-Nandu-Co-2');
    const third = await roasts(author, { ...details, nemesisName: 'Señor Ñandú & Co.' });
    expect(await failureOf(author.call(endpoints.createNote, { body: { ...third, vanityUrl: 'senor-nandu-co' } }))).toMatchObject({ status: 409, code: 'VANITY_URL_TAKEN' });
    // The refused publish did not use up the roasts: they publish under another name.
    expect((await author.call(endpoints.createNote, { body: { ...third, vanityUrl: 'Nandu-Again' } })).vanityUrl).toBe('Nandu-Again');
  });

  it.skipIf(!available)('publishes a pair of roasts once, and only with the details they were written for', async () => {
    const author = await signedInUser();
    const written = await roasts(author);
    const notOurs = { status: 400, code: 'INVALID_INPUT', serverMessage: 'This roast was not written by Nemesis Day for you. Please generate it again.' };
    for (const changed of [{ nemesisName: 'Someone Else' }, { nemesisAge: 43 }, { nemesisOccupation: 'Farmer' }, { userNotes: `${userNotes} And more.` }]) {
      expect(await failureOf(author.call(endpoints.createNote, { body: { ...written, ...changed } })), JSON.stringify(changed)).toMatchObject(notOurs);
    }
    // A final roast is written for the details of its first roast only.
    expect(await failureOf(author.call(endpoints.generateFinal, { body: { ...written, nemesisName: 'Someone Else' } }))).toMatchObject(notOurs);

    await author.call(endpoints.createNote, { body: { ...written, vanityUrl: 'Same-Name' } });
    const again = await Promise.all([1, 2, 3].map(() => failureOf(author.call(endpoints.createNote, { body: { ...written, vanityUrl: '' } }))));
    for (const refused of again) {
      expect(refused).toMatchObject({ status: 400, code: 'INVALID_INPUT', serverMessage: 'This roast has already been published. Create another note for a new roast.' });
    }
    expect((await author.call(endpoints.myNotes)).notes).toHaveLength(1);
  });

  it.skipIf(!available)('limits the notes a user publishes per hour and per day, saying when to try again', async () => {
    const author = await signedInUser();
    for (let i = 0; i < 10; i++) await author.call(endpoints.createNote, { body: await roasts(author) });
    const spare = await roasts(author);
    const hourly = await failureOf(author.call(endpoints.createNote, { body: spare }));
    expect(hourly).toMatchObject({ status: 429, code: 'RATE_LIMIT_EXCEEDED', serverMessage: 'Too many requests - please wait a moment and try again' });
    expect(hourly.retryAfterSeconds).toBeGreaterThan(3000);
    expect(hourly.retryAfterSeconds).toBeLessThanOrEqual(3600);

    // An hour later the hourly window is over, but 30 notes today already is the day's limit.
    const { id } = await database.db.selectFrom('users').select('id').where('email', '=', `writer${counter}.${engine}@example.test`).executeTakeFirstOrThrow();
    await database.db.deleteFrom('rateLimits').where('key', '=', `notes-hour:${id.toLowerCase()}`).execute();
    await database.db.updateTable('rateLimits').set({ count: 30 }).where('key', '=', `notes-day:${id.toLowerCase()}`).execute();
    const daily = await failureOf(author.call(endpoints.createNote, { body: spare }));
    expect(daily).toMatchObject({ status: 429, code: 'RATE_LIMIT_EXCEEDED' });
    expect(daily.retryAfterSeconds).toBeGreaterThan(23 * 3600);
    expect((await author.call(endpoints.myNotes)).notes).toHaveLength(10);
  });

  it.skipIf(!available)('publishes only roasts this server wrote for this user', async () => {
    const author = await signedInUser();
    const other = await signedInUser();
    const written = await roasts(author);
    const forged = `${written.finalRoast} Also, he is a criminal.`;
    expect(await failureOf(author.call(endpoints.createNote, { body: { ...written, finalRoast: forged } }))).toMatchObject({
      status: 400,
      code: 'INVALID_INPUT',
      serverMessage: 'This roast was not written by Nemesis Day for you. Please generate it again.',
    });
    expect(await failureOf(author.call(endpoints.createNote, { body: { ...written, initialRoast: 'Made up by hand.' } }))).toMatchObject({ code: 'INVALID_INPUT' });
    expect(await failureOf(author.call(endpoints.generateFinal, { body: { ...details, userNotes, initialRoast: 'Made up by hand.' } }))).toMatchObject({ code: 'INVALID_INPUT' });
    expect(await failureOf(other.call(endpoints.createNote, { body: written }))).toMatchObject({ code: 'INVALID_INPUT' });
    expect(await database.db.selectFrom('notes').select('shortUuid').where('finalRoast', '=', forged).executeTakeFirst()).toBeUndefined();
  });

  it.skipIf(!available)('checks every field rule of the spec on the server', async () => {
    const api = await signedInUser();
    const cases: [Record<string, unknown>, string][] = [
      [{ ...details, nemesisName: '   ' }, 'Nemesis name is required'],
      [{ ...details, nemesisName: 'x'.repeat(101) }, 'Name must be 100 characters or less'],
      [{ ...details, nemesisAge: 'old' }, 'Age is required and must be a number'],
      [{ ...details, nemesisAge: undefined }, 'Age is required and must be a number'],
      [{ ...details, nemesisAge: 0 }, 'Age must be between 1 and 150'],
      [{ ...details, nemesisAge: 151 }, 'Age must be between 1 and 150'],
      [{ ...details, nemesisOccupation: '' }, 'Occupation is required'],
      [{ ...details, nemesisOccupation: 'x'.repeat(201) }, 'Occupation must be 200 characters or less'],
    ];
    for (const [body, message] of cases) {
      expect(await failureOf(api.call(endpoints.generateInitial, { body: body as never })), message).toMatchObject({ status: 400, code: 'INVALID_INPUT', serverMessage: message });
    }
    const written = await roasts(api);
    expect(await failureOf(api.call(endpoints.generateFinal, { body: { ...written, userNotes: ' ' } }))).toMatchObject({ serverMessage: 'Please tell us why this person is your nemesis' });
    expect(await failureOf(api.call(endpoints.generateFinal, { body: { ...written, userNotes: 'x'.repeat(2001) } }))).toMatchObject({ serverMessage: 'Notes must be 2000 characters or less' });
    expect(await failureOf(api.call(endpoints.createNote, { body: { ...written, vanityUrl: 'x'.repeat(25) } }))).toMatchObject({ serverMessage: 'Vanity URL must be 24 characters or less' });
    expect(await failureOf(api.call(endpoints.createNote, { body: { ...written, vanityUrl: 'no spaces!' } }))).toMatchObject({
      serverMessage: 'Vanity URL can only contain letters, numbers, hyphens, and underscores',
    });
    expect(await failureOf(api.call(endpoints.getNote, { params: { shortUuid: 'abc' } }))).toMatchObject({ status: 400, serverMessage: 'Invalid note ID format' });
    expect(await failureOf(api.call(endpoints.getNote, { params: { shortUuid: 'zzzzz' } }))).toMatchObject({ status: 404, code: 'NOTE_NOT_FOUND' });
    expect(await failureOf(browserLikeClient(server.url).call(endpoints.generateInitial, { body: details }))).toMatchObject({ status: 401, code: 'UNAUTHORIZED' });
  });

  it.skipIf(!available)('fills in the preview tags in the page HTML and serves a 1200x630 card', async () => {
    const author = await signedInUser();
    const note = await author.call(endpoints.createNote, { body: { ...(await roasts(author, { ...details, nemesisName: 'Lex "the <b>" Luthor' })), vanityUrl: 'lex' } });
    const page = await fetch(`${server.url}/notes/${note.shortUuid}/lex`);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('<title>A roast for Lex &quot;the &lt;b&gt;&quot; Luthor · Nemesis Day</title>');
    expect(html).toContain(`<link rel="canonical" href="https://nemesis.example/notes/${note.shortUuid}/lex" />`);
    expect(html).toMatch(/<meta property="og:type" content="article" \/>/);
    expect(html).toContain(`<meta property="og:url" content="https://nemesis.example/notes/${note.shortUuid}/lex" />`);
    expect(html).toMatch(new RegExp(`<meta property="og:image" content="https://nemesis\\.example/api/v1/nemesis-notes/${note.shortUuid}/card\\.png\\?v=\\d+" />`));
    expect(html).toContain('<meta name="twitter:card" content="summary_large_image" />');
    expect(html).not.toContain('<b>');
    expect(html).toContain('<div id="root"></div>');
    const bare = await fetch(`${server.url}/notes/${note.shortUuid}`);
    expect(await bare.text()).toContain('og:title');

    const missing = await fetch(`${server.url}/notes/zzzzz/whatever`);
    expect(missing.status).toBe(404);
    expect(await missing.text()).not.toContain('og:title');
    const malformedVanity = await fetch(`${server.url}/notes/${note.shortUuid}/lex.luthor`);
    expect(malformedVanity.status).toBe(404);
    expect(await malformedVanity.text()).not.toContain('og:title');

    const card = await fetch(`${server.url}/api/v1/nemesis-notes/${note.shortUuid}/card.png`);
    expect(card.status).toBe(200);
    expect(card.headers.get('content-type')).toBe('image/png');
    // Made to be shown beside the link on other sites, unlike everything else here.
    expect(card.headers.get('cross-origin-resource-policy')).toBe('cross-origin');
    const png = Buffer.from(await card.arrayBuffer());
    expect(png.subarray(1, 4).toString('ascii')).toBe('PNG');
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([1200, 630]);
    expect((await fetch(`${server.url}/api/v1/nemesis-notes/zzzzz/card.png`)).status).toBe(404);
  });

  it.skipIf(!available)('streams a roast as Server-Sent Events, then the whole text', async () => {
    const api = await signedInUser();
    const response = await api.raw('/api/v1/nemesis-notes/generate-initial', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'text/event-stream', 'X-Requested-With': 'fetch' },
      body: JSON.stringify(details),
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/event-stream/);
    const events = (await response.text())
      .trim()
      .split('\n\n')
      .map((block) => ({ event: /^event: (.+)$/m.exec(block)![1], data: JSON.parse(/^data: (.+)$/m.exec(block)![1]!) }));
    const deltas = events.filter((event) => event.event === 'delta');
    expect(deltas.length).toBeGreaterThan(10);
    const done = events.at(-1)!;
    expect(done.event).toBe('done');
    expect(done.data.roast).toBe(deltas.map((event) => event.data.text).join('').trim());
    // The streamed roast is one the server vouches for.
    const { finalRoast } = await api.call(endpoints.generateFinal, { body: { ...details, userNotes, initialRoast: done.data.roast } });
    expect(finalRoast.length).toBeGreaterThan(50);
  });
});

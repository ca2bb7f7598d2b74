import { describe, expect, it } from 'vitest';
import { endpoints } from '#contract/endpoints.ts';
import { failureOf } from '../support/failure-of.ts';
import { noteDetails as details, noteStory as userNotes, useNotesTestServer } from '../support/notes-test-server.ts';
import { testEngines } from '../support/test-database.ts';

describe.each(testEngines)('publishing notes on $engine', ({ engine, available }) => {
  const { app, signedInUser, roasts } = useNotesTestServer(engine, available);

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

    const strangerResponse = await fetch(`${app.server.url}/api/v1/nemesis-notes/${created.shortUuid}`);
    const strangerText = await strangerResponse.text();
    expect(JSON.parse(strangerText)).toEqual({
      isAuthor: false,
      note: {
        shortUuid: created.shortUuid,
        vanityUrl: 'My-Rival',
        nemesisName: 'Lex Luthor',
        finalRoast: written.finalRoast,
        createdAt: mine.note.createdAt,
      },
    });
    expect(strangerText).not.toContain(userNotes);
    expect(strangerText).not.toContain(written.initialRoast.slice(0, 40));

    const stored = await app.database.db
      .selectFrom('notes')
      .selectAll()
      .where('shortUuid', '=', created.shortUuid)
      .executeTakeFirstOrThrow();
    expect(stored).toMatchObject({ modelId: 'builtin/roastbook', initialPromptVersion: 1, finalPromptVersion: 1 });
    const prompts = await app.database.db.selectFrom('promptTemplates').selectAll().orderBy('promptId').execute();
    expect(prompts.map((prompt) => [prompt.promptId, prompt.version, prompt.isActive])).toEqual([
      ['final-roast', 1, 1],
      ['initial-roast', 1, 1],
    ]);
    expect(prompts.every((prompt) => prompt.usageCount >= 1 && prompt.lastUsedAt !== null)).toBe(true);
  });

  it.skipIf(!available)('keeps vanity URLs unique ignoring case, and makes one from the name when blank', async () => {
    const author = await signedInUser();
    const written = await roasts(author, { ...details, nemesisName: 'Señor Ñandú & Co.' });
    const first = await author.call(endpoints.createNote, { body: { ...written, vanityUrl: '' } });
    expect(first.vanityUrl).toBe('Senor-Nandu-Co');
    const second = await author.call(endpoints.createNote, {
      body: await roasts(author, { ...details, nemesisName: 'Señor Ñandú & Co.' }),
    });
    expect(second.vanityUrl).toBe('Senor-Nandu-Co-2');
    const third = await roasts(author, { ...details, nemesisName: 'Señor Ñandú & Co.' });
    expect(
      await failureOf(author.call(endpoints.createNote, { body: { ...third, vanityUrl: 'senor-nandu-co' } })),
    ).toMatchObject({ status: 409, code: 'VANITY_URL_TAKEN' });
    // The refused publish did not use up the roasts: they publish under another name.
    expect((await author.call(endpoints.createNote, { body: { ...third, vanityUrl: 'Nandu-Again' } })).vanityUrl).toBe(
      'Nandu-Again',
    );
  });

  it.skipIf(!available)(
    'publishes a pair of roasts once, and only with the details they were written for',
    async () => {
      const author = await signedInUser();
      const written = await roasts(author);
      const notOurs = {
        status: 400,
        code: 'INVALID_INPUT',
        serverMessage: 'This roast was not written by Nemesis Day for you. Please generate it again.',
      };
      for (const changed of [
        { nemesisName: 'Someone Else' },
        { nemesisAge: 43 },
        { nemesisOccupation: 'Farmer' },
        { userNotes: `${userNotes} And more.` },
      ]) {
        expect(
          await failureOf(author.call(endpoints.createNote, { body: { ...written, ...changed } })),
          JSON.stringify(changed),
        ).toMatchObject(notOurs);
      }
      // A final roast is written for the details of its first roast only.
      expect(
        await failureOf(author.call(endpoints.generateFinal, { body: { ...written, nemesisName: 'Someone Else' } })),
      ).toMatchObject(notOurs);

      await author.call(endpoints.createNote, { body: { ...written, vanityUrl: 'Same-Name' } });
      const again = await Promise.all(
        [1, 2, 3].map(() => failureOf(author.call(endpoints.createNote, { body: { ...written, vanityUrl: '' } }))),
      );
      for (const refused of again) {
        expect(refused).toMatchObject({
          status: 400,
          code: 'INVALID_INPUT',
          serverMessage: 'This roast has already been published. Create another note for a new roast.',
        });
      }
      expect((await author.call(endpoints.myNotes)).notes).toHaveLength(1);
    },
  );

  it.skipIf(!available)('publishes only roasts this server wrote for this user', async () => {
    const author = await signedInUser();
    const other = await signedInUser();
    const written = await roasts(author);
    const forged = `${written.finalRoast} Also, he is a criminal.`;
    expect(
      await failureOf(author.call(endpoints.createNote, { body: { ...written, finalRoast: forged } })),
    ).toMatchObject({
      status: 400,
      code: 'INVALID_INPUT',
      serverMessage: 'This roast was not written by Nemesis Day for you. Please generate it again.',
    });
    expect(
      await failureOf(author.call(endpoints.createNote, { body: { ...written, initialRoast: 'Made up by hand.' } })),
    ).toMatchObject({ code: 'INVALID_INPUT' });
    expect(
      await failureOf(
        author.call(endpoints.generateFinal, { body: { ...details, userNotes, initialRoast: 'Made up by hand.' } }),
      ),
    ).toMatchObject({ code: 'INVALID_INPUT' });
    expect(await failureOf(other.call(endpoints.createNote, { body: written }))).toMatchObject({
      code: 'INVALID_INPUT',
    });
    expect(
      await app.database.db.selectFrom('notes').select('shortUuid').where('finalRoast', '=', forged).executeTakeFirst(),
    ).toBeUndefined();
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
      .map((block) => ({
        event: /^event: (.+)$/m.exec(block)![1],
        data: JSON.parse(/^data: (.+)$/m.exec(block)![1]!),
      }));
    const deltas = events.filter((event) => event.event === 'delta');
    expect(deltas.length).toBeGreaterThan(10);
    const done = events.at(-1)!;
    expect(done.event).toBe('done');
    expect(done.data.roast).toBe(
      deltas
        .map((event) => event.data.text)
        .join('')
        .trim(),
    );
    // The streamed roast is one the server vouches for.
    const { finalRoast } = await api.call(endpoints.generateFinal, {
      body: { ...details, userNotes, initialRoast: done.data.roast },
    });
    expect(finalRoast.length).toBeGreaterThan(50);
  });
});

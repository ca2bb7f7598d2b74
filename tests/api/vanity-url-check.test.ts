import { describe, expect, it } from 'vitest';
import { endpoints } from '#contract/endpoints.ts';
import { noteMessages } from '#contract/notes/note-messages.ts';
import { browserLikeClient } from '../support/browser-like-client.ts';
import { failureOf } from '../support/failure-of.ts';
import { noteDetails, useNotesTestServer } from '../support/notes-test-server.ts';
import { testEngines } from '../support/test-database.ts';

describe.each(testEngines)('checking a custom URL before publishing on $engine', ({ engine, available }) => {
  const { app, signedInUser, roasts } = useNotesTestServer(engine, available);

  it.skipIf(!available)('says a custom URL is free until a note has it, in any case', async () => {
    const author = await signedInUser();
    const vanityUrl = `Rival-${Date.now().toString(36)}`;
    const check = (asked: string) => author.call(endpoints.checkVanityUrl, { query: { vanityUrl: asked } });
    expect(await check(vanityUrl)).toEqual({ vanityUrl, available: true });

    await author.call(endpoints.createNote, { body: { ...(await roasts(author)), vanityUrl } });
    expect(await check(vanityUrl)).toEqual({ vanityUrl, available: false });
    expect(await check(vanityUrl.toUpperCase())).toEqual({ vanityUrl: vanityUrl.toUpperCase(), available: false });
    expect(await check(`${vanityUrl}-2`)).toEqual({ vanityUrl: `${vanityUrl}-2`, available: true });
    // Another writer learns the same, and publishing it is refused as the check said.
    const other = await signedInUser();
    expect(await other.call(endpoints.checkVanityUrl, { query: { vanityUrl } })).toMatchObject({ available: false });
    expect(
      await failureOf(other.call(endpoints.createNote, { body: { ...(await roasts(other)), vanityUrl } })),
    ).toMatchObject({ status: 409, code: 'VANITY_URL_TAKEN', serverMessage: noteMessages.vanityTaken });
  });

  it.skipIf(!available)(
    'keeps a word of the notes API from being a custom URL: /notes/health stays the health check',
    async () => {
      const author = await signedInUser();
      expect(await author.call(endpoints.checkVanityUrl, { query: { vanityUrl: 'Health' } })).toMatchObject({
        available: false,
      });
      const health = await roasts(author, { ...noteDetails, nemesisName: 'Health' });
      expect(
        await failureOf(author.call(endpoints.createNote, { body: { ...health, vanityUrl: 'health' } })),
      ).toMatchObject({ status: 409, code: 'VANITY_URL_TAKEN' });
      // A nemesis named Health gets a custom URL of its own, not the reserved word.
      expect((await author.call(endpoints.createNote, { body: health })).vanityUrl).toBe('Health-2');
      expect(await (await fetch(`${app.server.url}/api/v1/nemesis-notes/health`)).json()).not.toHaveProperty('note');
    },
  );

  it.skipIf(!available)('refuses a custom URL the wizard would not take, and anyone signed out', async () => {
    const author = await signedInUser();
    for (const vanityUrl of ['', 'has space', 'x'.repeat(25)])
      expect(await failureOf(author.call(endpoints.checkVanityUrl, { query: { vanityUrl } })), vanityUrl).toMatchObject(
        { status: 400, code: 'INVALID_INPUT', serverMessage: noteMessages.invalidVanity },
      );
    const stranger = browserLikeClient(app.server.url);
    expect(
      await failureOf(stranger.call(endpoints.checkVanityUrl, { query: { vanityUrl: 'Anything' } })),
    ).toMatchObject({ status: 401, code: 'UNAUTHORIZED' });
  });
});

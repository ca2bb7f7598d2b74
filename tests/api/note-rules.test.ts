import { describe, expect, it } from 'vitest';
import { endpoints } from '#contract/endpoints.ts';
import { browserLikeClient } from '../support/browser-like-client.ts';
import { failureOf } from '../support/failure-of.ts';
import { noteDetails as details, useNotesTestServer } from '../support/notes-test-server.ts';
import { testEngines } from '../support/test-database.ts';
import { userIdOf } from '../support/user-id-of.ts';

describe.each(testEngines)('note rules and limits on $engine', ({ engine, available }) => {
  const { app, signedInUser, roasts } = useNotesTestServer(engine, available);

  it.skipIf(!available)(
    'limits the notes a user publishes per hour and per day, saying when to try again',
    async () => {
      const author = await signedInUser();
      for (let i = 0; i < 10; i++) await author.call(endpoints.createNote, { body: await roasts(author) });
      const spare = await roasts(author);
      const hourly = await failureOf(author.call(endpoints.createNote, { body: spare }));
      expect(hourly).toMatchObject({
        status: 429,
        code: 'RATE_LIMIT_EXCEEDED',
        serverMessage: 'Too many requests - please wait a moment and try again',
      });
      expect(hourly.retryAfterSeconds).toBeGreaterThan(3000);
      expect(hourly.retryAfterSeconds).toBeLessThanOrEqual(3600);

      // An hour later the hourly window is over, but 30 notes today already is the day's limit.
      const id = await userIdOf(app.database, author.email);
      await app.database.db.deleteFrom('rateLimits').where('key', '=', `notes-hour:${id.toLowerCase()}`).execute();
      await app.database.db
        .updateTable('rateLimits')
        .set({ count: 30 })
        .where('key', '=', `notes-day:${id.toLowerCase()}`)
        .execute();
      const daily = await failureOf(author.call(endpoints.createNote, { body: spare }));
      expect(daily).toMatchObject({ status: 429, code: 'RATE_LIMIT_EXCEEDED' });
      expect(daily.retryAfterSeconds).toBeGreaterThan(23 * 3600);
      expect((await author.call(endpoints.myNotes)).notes).toHaveLength(10);
    },
  );

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
      expect(await failureOf(api.call(endpoints.generateInitial, { body: body as never })), message).toMatchObject({
        status: 400,
        code: 'INVALID_INPUT',
        serverMessage: message,
      });
    }
    const written = await roasts(api);
    expect(await failureOf(api.call(endpoints.generateFinal, { body: { ...written, userNotes: ' ' } }))).toMatchObject({
      serverMessage: 'Please tell us why this person is your nemesis',
    });
    expect(
      await failureOf(api.call(endpoints.generateFinal, { body: { ...written, userNotes: 'x'.repeat(2001) } })),
    ).toMatchObject({ serverMessage: 'Notes must be 2000 characters or less' });
    expect(
      await failureOf(api.call(endpoints.createNote, { body: { ...written, vanityUrl: 'x'.repeat(25) } })),
    ).toMatchObject({ serverMessage: 'Vanity URL must be 24 characters or less' });
    expect(
      await failureOf(api.call(endpoints.createNote, { body: { ...written, vanityUrl: 'no spaces!' } })),
    ).toMatchObject({
      serverMessage: 'Vanity URL can only contain letters, numbers, hyphens, and underscores',
    });
    expect(await failureOf(api.call(endpoints.getNote, { params: { shortUuid: 'ab~c' } }))).toMatchObject({
      status: 400,
      serverMessage: 'Invalid note ID format',
    });
    expect(await failureOf(api.call(endpoints.getNote, { params: { shortUuid: 'zzzzz' } }))).toMatchObject({
      status: 404,
      code: 'NOTE_NOT_FOUND',
    });
    expect(
      await failureOf(browserLikeClient(app.server.url).call(endpoints.generateInitial, { body: details })),
    ).toMatchObject({ status: 401, code: 'UNAUTHORIZED' });
  });
});

import { describe, expect, it } from 'vitest';
import { endpoints } from '#contract/endpoints.ts';
import { noteDetails as details, noteStory as userNotes, useNotesTestServer } from '../support/notes-test-server.ts';
import { testEngines } from '../support/test-database.ts';

describe.each(testEngines)('the built-in roaster through the API on $engine', ({ engine, available }) => {
  const { signedInUser } = useNotesTestServer(engine, available, { AI_MODEL: 'builtin/roastbook' });

  it.skipIf(!available)('writes another roast on Roast Again, the same details sent again', async () => {
    const author = await signedInUser();
    const first = (await author.call(endpoints.generateInitial, { body: details })).initialRoast;
    const again = (await author.call(endpoints.generateInitial, { body: details })).initialRoast;
    expect(again).not.toBe(first);
    for (const roast of [first, again]) expect(roast).toMatch(/Lex Luthor.*\b42\b|\b42\b.*Lex Luthor/s);

    const body = { ...details, userNotes, initialRoast: again };
    const final = (await author.call(endpoints.generateFinal, { body })).finalRoast;
    const finalAgain = (await author.call(endpoints.generateFinal, { body })).finalRoast;
    expect(finalAgain).not.toBe(final);
    // Both come from the story: the helicopter parked in the storyteller's spot.
    for (const roast of [final, finalAgain])
      expect(roast).toMatch(/helicopter|their rival's spot|terrible timing|the weather/);
  });
});

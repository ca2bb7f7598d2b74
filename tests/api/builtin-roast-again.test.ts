import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endpoints } from '#contract/endpoints.ts';
import { streamRoast } from '#contract/notes/stream-roast.ts';
import { createBuiltinProvider } from '../../server/ai/builtin-provider.ts';
import { browserLikeClient } from '../support/browser-like-client.ts';
import { startMailCatcher } from '../support/mail-catcher.ts';
import type { MailCatcher } from '../support/mail-catcher.ts';
import { newEmail } from '../support/new-email.ts';
import { noteDetails as details, noteStory as userNotes } from '../support/notes-test-server.ts';
import { signedInClient } from '../support/signed-in-client.ts';
import { testEngines } from '../support/test-database.ts';
import { startTestServer } from '../support/test-server.ts';
import type { TestServer } from '../support/test-server.ts';

const metricsToken = 'prometheus-reads-this-0123456789';

/** How many generations the server at `url` has seen cut off by their client (its metrics). */
async function abortedRoasts(url: string): Promise<number> {
  const response = await fetch(`${url}/metrics`, { headers: { Authorization: `Bearer ${metricsToken}` } });
  const found = /^nemesis_roasts_total\{[^}]*outcome="aborted"[^}]*\} (\d+)$/m.exec(await response.text());
  return Number(found?.[1] ?? 0);
}

// The built-in roaster streams a word every 10 ms here, as it does for users (15 ms): a roast can be cut off mid-way.
const builtin = () => ({ builtin: createBuiltinProvider({ wordDelayMs: 10 }) });

describe.each(testEngines)('the built-in roaster through the API on $engine', ({ engine, available }) => {
  let mail: MailCatcher;
  let first: TestServer;
  let second: TestServer;
  beforeAll(async () => {
    if (!available) return;
    mail = await startMailCatcher();
    const env = { AI_MODEL: 'builtin/roastbook', SMTP_URL: mail.url, METRICS_TOKEN: metricsToken };
    first = await startTestServer({ engine, env, providers: builtin() });
    // Another server process on the same database, as behind a load balancer.
    second = await startTestServer({ storage: first.storage, env, providers: builtin() });
  });
  afterAll(async () => {
    await second?.close();
    await first?.close();
    await mail?.close();
  });

  /** A new writer signed in on the first server, and the same account on the second (by a token). */
  async function writer() {
    const api = await signedInClient({ server: first, mail }, newEmail('again'), 'correct horse battery');
    const { token } = await api.call(endpoints.createToken, { body: { name: 'other process' } });
    return { api, elsewhere: browserLikeClient(second.url, { Authorization: `Bearer ${token}` }) };
  }

  it.skipIf(!available)(
    'writes another roast on Roast Again, the same details sent again, whichever server process answers',
    async () => {
      const { api, elsewhere } = await writer();
      const roast = async (client: typeof api) =>
        (await client.call(endpoints.generateInitial, { body: details })).initialRoast;
      const taken = [await roast(api), await roast(elsewhere), await roast(api)];
      expect(new Set(taken).size).toBe(3);
      for (const text of taken) expect(text).toMatch(/Lex Luthor.*\b42\b|\b42\b.*Lex Luthor/s);

      const body = { ...details, userNotes, initialRoast: taken[2]! };
      const final = (await elsewhere.call(endpoints.generateFinal, { body })).finalRoast;
      const finalAgain = (await api.call(endpoints.generateFinal, { body })).finalRoast;
      expect(finalAgain).not.toBe(final);
      // Both come from the story: the helicopter parked in the storyteller's spot.
      for (const text of [final, finalAgain])
        expect(text).toMatch(/helicopter|their rival's spot|terrible timing|the weather/);
    },
    60_000,
  );

  it.skipIf(!available)(
    'writes the same roast again when one was cut off before it was finished (the page reloaded)',
    async () => {
      const { api } = await writer();
      const abortedBefore = await abortedRoasts(first.url);
      const controller = new AbortController();
      let shown = '';
      const cut = streamRoast(api, endpoints.generateInitial, {
        body: details,
        signal: controller.signal,
        onDelta: (text) => {
          shown += text;
          if (shown.split(' ').length > 5) controller.abort();
        },
      });
      await expect(cut).rejects.toThrow();
      // The server has ended the cut-off generation (so it would have counted it by now) before the next is asked for.
      await expect.poll(() => abortedRoasts(first.url)).toBe(abortedBefore + 1);
      const again = (await api.call(endpoints.generateInitial, { body: details })).initialRoast;
      expect(shown.length).toBeGreaterThan(0);
      expect(again.startsWith(shown.trim())).toBe(true);
      // Finished, it counts: Roast Again now writes another.
      expect((await api.call(endpoints.generateInitial, { body: details })).initialRoast).not.toBe(again);
    },
    60_000,
  );
});

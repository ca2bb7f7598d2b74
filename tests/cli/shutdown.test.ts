import { randomUUID } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import { requestMessages } from '#contract/api/error-catalogue.ts';
import { endpoints } from '#contract/endpoints.ts';
import { streamRoast } from '#contract/notes/stream-roast.ts';
import { browserLikeClient } from '../support/browser-like-client.ts';
import { failureOf } from '../support/failure-of.ts';
import { startMailCatcher } from '../support/mail-catcher.ts';
import type { MailCatcher } from '../support/mail-catcher.ts';
import { runNemesis } from '../support/run-nemesis.ts';
import type { NemesisProcess } from '../support/run-nemesis.ts';
import { signUpAndConfirm } from '../support/sign-up-and-confirm.ts';
import { createTestStorage, openTestDatabase, testEngines } from '../support/test-database.ts';
import type { TestStorage } from '../support/test-database.ts';

let storage: TestStorage | undefined;
let mail: MailCatcher | undefined;
let server: NemesisProcess | undefined;
afterEach(async () => {
  server?.child.kill('SIGKILL');
  await server?.exited;
  await mail?.close();
  await storage?.cleanup();
  server = mail = storage = undefined;
});

/** `nemesis serve` as an operator runs it, on `storage`, writing roasts with the built-in roaster (a word every 15 ms); answers its address once it listens. */
async function serve(env: Record<string, string> = {}): Promise<string> {
  server = runNemesis(['serve', '--port', '0'], {
    HOST: '127.0.0.1',
    DATABASE_URL: '',
    AI_MODEL: 'builtin/roastbook',
    OLLAMA_HOST: 'http://127.0.0.1:9',
    ...storage!.env,
    ...env,
  });
  await server.waitFor('Nemesis Day is listening');
  const line = server
    .output()
    .split('\n')
    .find((entry) => entry.includes('Nemesis Day is listening'));
  return JSON.parse(line!).url;
}

describe('stopping the server (SIGTERM)', () => {
  it('ends a roast being written with a retryable error the wizard can try again, and exits 0', async () => {
    storage = await createTestStorage('sqlite');
    mail = await startMailCatcher();
    const url = await serve({ SMTP_URL: mail.url });
    const writer = browserLikeClient(url);
    await signUpAndConfirm(writer, mail, `stopping.${randomUUID()}@example.test`, 'correct horse battery');

    let stopped = false;
    const roast = streamRoast(writer, endpoints.generateInitial, {
      body: { nemesisName: 'Lex Luthor', nemesisAge: 42, nemesisOccupation: 'Inventor' },
      onDelta: () => {
        if (stopped) return;
        stopped = true;
        server!.child.kill('SIGTERM');
      },
    });
    expect(await failureOf(roast)).toMatchObject({
      code: 'SERVICE_UNAVAILABLE',
      retryable: true,
      serverMessage: requestMessages.serverStopping,
    });
    expect(await server!.exited).toBe(0);
    expect(server!.output()).toContain('"msg":"stopped"');
  });

  describe.each(testEngines)('on $engine', ({ engine, available }) => {
    it.skipIf(!available)(
      'keeps every write it acknowledged, whatever was in flight: all there after a restart',
      async () => {
        storage = await createTestStorage(engine);
        // Each message from its own address (as through a proxy), so the contact form's limit per address stays out of the way.
        const url = await serve({ TRUST_PROXY: 'true' });
        const send = (i: number) =>
          browserLikeClient(url, { 'X-Forwarded-For': `198.51.100.${i}` })
            .call(endpoints.contact, {
              body: {
                name: 'Clark',
                email: 'clark@example.test',
                subject: `write ${i}`,
                message: 'Sent while the server stops.',
                submissionId: randomUUID(),
              },
            })
            .then(
              () => i,
              () => undefined,
            );
        const first = await Promise.all([0, 1, 2].map(send));
        const inFlight = Array.from({ length: 30 }, (_, i) => send(i + 3));
        server!.child.kill('SIGTERM');
        const answered = [...first, ...(await Promise.all(inFlight))].filter((i) => i !== undefined);
        expect(await server!.exited).toBe(0);
        expect(answered.length).toBeGreaterThanOrEqual(3);

        await serve({ TRUST_PROXY: 'true' });
        const database = openTestDatabase(storage);
        try {
          const kept = await database.db.selectFrom('contactMessages').select('subject').execute();
          expect(kept.map((row) => row.subject)).toEqual(expect.arrayContaining(answered.map((i) => `write ${i}`)));
        } finally {
          await database.db.destroy();
        }
      },
    );
  });
});

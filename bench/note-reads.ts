import { spawn } from 'node:child_process';
import { load, printLoad } from './load.ts';
import { publishNote } from './publish-note.ts';
import { freePort, startServerProcess, withDataDir } from './server-process.ts';

/** A bare Koa JSON route answering a note of the same size, in a process of its own: what a note read is compared with. */
const bareRoute = `
import Koa from 'koa';
const note = { shortUuid: 'abcde', nemesisName: 'Bench', finalRoast: 'x'.repeat(600), createdAt: new Date().toISOString() };
new Koa().use((ctx) => { ctx.body = { note, isAuthor: false }; }).listen(Number(process.env.PORT), '127.0.0.1', () => console.log('listening'));
`;

/**
 * Reads a note anonymously, signed in and as its page from the built server (`nemesis serve`, as
 * `npm start` runs it), beside the bare route. Each server is a process of its own, and the load comes
 * from this one: on two cores, the server under load has one core as it would beside its clients.
 */
export async function printNoteReads(options: { connections: number; seconds: number }): Promise<void> {
  const port = await freePort();
  const bare = spawn(process.execPath, ['--input-type=module', '-e', bareRoute], {
    env: { ...process.env, PORT: String(port) },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise((resolve) => bare.stdout!.once('data', resolve));
  try {
    await withDataDir(async (dataDir) => {
      const server = await startServerProcess({
        DATA_DIR: dataDir,
        LOG_LEVEL: 'silent',
        OLLAMA_HOST: 'http://127.0.0.1:9',
        AI_MODEL: 'builtin/roastbook',
      });
      try {
        const { shortUuid, cookie } = await publishNote(server.url, dataDir);
        const noteUrl = `${server.url}/api/v1/nemesis-notes/${shortUuid}`;
        console.log(`Note reads: ${options.connections} connections, ${options.seconds} s each, keep-alive`);
        const bareLoad = await load(`http://127.0.0.1:${port}/`, options);
        printLoad('bare Koa JSON route', bareLoad);
        const anonymous = await load(noteUrl, options);
        printLoad('GET note (anonymous)', anonymous);
        const signedIn = await load(noteUrl, { ...options, headers: { Cookie: cookie } });
        printLoad('GET note (signed in)', signedIn);
        console.log(
          `  the note read answers ${(anonymous.rps / bareLoad.rps).toFixed(2)}x the bare route's requests per second anonymous (target >= 0.8), ${(signedIn.rps / bareLoad.rps).toFixed(2)}x signed in (target >= 0.7)`,
        );
        // The note's page as a first visit gets it: HTML rendered by the server (once, then kept), preview tags, compressed.
        const pageLoad = await load(`${server.url}/notes/${shortUuid}`, {
          ...options,
          headers: { 'Accept-Encoding': 'gzip, br' },
        });
        printLoad('GET note page (HTML)', pageLoad);
        console.log(
          `  the note page answers ${(pageLoad.rps / bareLoad.rps).toFixed(2)}x the bare route's requests per second (target >= 0.5)`,
        );
      } finally {
        await server.stop();
      }
    });
  } finally {
    bare.kill();
  }
}

import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endpoints } from '#contract/endpoints.ts';
import type { AiProvider } from '../../server/ai/ai-provider.ts';
import { browserLikeClient } from '../support/browser-like-client.ts';
import { catchLog } from '../support/log-catcher.ts';
import { startMailCatcher } from '../support/mail-catcher.ts';
import type { MailCatcher } from '../support/mail-catcher.ts';
import { signUpAndConfirm } from '../support/sign-up-and-confirm.ts';
import { startTestServer } from '../support/test-server.ts';
import type { TestServer } from '../support/test-server.ts';

// Small time-outs, so a slow client is cut in about a second rather than the 30 s and 10 s of the defaults.
const requestTimeoutMs = 1500;
const headersTimeoutMs = 700;

/** What a raw connection received before the server closed it, and how long after `sent` it closed. */
interface Closed {
  received: string;
  afterMs: number;
}

/** Opens a raw connection to `url`, writes `text`, and resolves when the server closes it. */
async function sendAndWaitForClose(url: string, text: string): Promise<Closed> {
  const { hostname, port } = new URL(url);
  const socket = net.connect(Number(port), hostname);
  await new Promise<void>((resolve, reject) => socket.once('connect', resolve).once('error', reject));
  const chunks: Buffer[] = [];
  socket.on('data', (chunk: Buffer) => chunks.push(chunk));
  socket.on('error', () => {});
  const sent = Date.now();
  socket.write(text);
  await new Promise<void>((resolve) => socket.once('close', () => resolve()));
  return { received: Buffer.concat(chunks).toString('latin1'), afterMs: Date.now() - sent };
}

/** An AI provider whose roast writes its first words, then waits for `release` before the rest. */
function heldProvider() {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  let started = () => {};
  const writing = new Promise<void>((resolve) => (started = resolve));
  const provider: AiProvider = {
    name: 'builtin',
    listModels: async () => ['roastbook'],
    async *streamCompletion() {
      yield 'Moriarty, ';
      started();
      await released;
      yield 'you took your time.';
    },
  };
  return { provider, release, writing };
}

describe('time-outs of slow requests', () => {
  const held = heldProvider();
  const log = catchLog('warn');
  let mail: MailCatcher;
  let server: TestServer;

  beforeAll(async () => {
    mail = await startMailCatcher();
    server = await startTestServer({
      env: {
        SMTP_URL: mail.url,
        AI_MODEL: 'builtin/roastbook',
        REQUEST_TIMEOUT_MS: String(requestTimeoutMs),
        HEADERS_TIMEOUT_MS: String(headersTimeoutMs),
      },
      providers: { builtin: held.provider },
      logger: log.logger,
    });
  });
  afterAll(async () => {
    await server?.close();
    await mail?.close();
  });

  it('answers 408 and closes a request whose body never finishes, once the request time-out has passed', async () => {
    const body = JSON.stringify({ email: 'slow@example.com' });
    const head = `POST ${endpoints.forgotPassword.path} HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\n\r\n`;
    const closed = await sendAndWaitForClose(server.url, head + body.slice(0, 10));
    expect(closed.received).toMatch(/^HTTP\/1\.1 408 /);
    expect(closed.afterMs).toBeGreaterThanOrEqual(requestTimeoutMs - 50);
    // Node's default would have held it 300 s; the margin is for a busy machine.
    expect(closed.afterMs).toBeLessThan(requestTimeoutMs + 10_000);
    // A client that went quiet is no fault of the server's: nothing was logged as one.
    expect(log.entries().filter((entry) => Number(entry.level) >= 50)).toEqual([]);
  });

  it('answers 408 and closes a request whose headers never finish, once the headers time-out has passed', async () => {
    const closed = await sendAndWaitForClose(
      server.url,
      `GET ${endpoints.siteInfo.path} HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Still-Typing: `,
    );
    expect(closed.received).toMatch(/^HTTP\/1\.1 408 /);
    expect(closed.afterMs).toBeGreaterThanOrEqual(headersTimeoutMs - 50);
    expect(closed.afterMs).toBeLessThan(requestTimeoutMs);
  });

  it('closes a connection that never sends a request, once the headers time-out has passed', async () => {
    const closed = await sendAndWaitForClose(server.url, '');
    expect(closed.afterMs).toBeGreaterThanOrEqual(headersTimeoutMs - 50);
    expect(closed.afterMs).toBeLessThan(requestTimeoutMs + 10_000);
  });

  it('lets an event stream and an idle keep-alive connection outlast both time-outs', async () => {
    const api = browserLikeClient(server.url);
    await signUpAndConfirm(api, mail, 'streamer@example.com', 'correct horse battery');
    const { hostname, port } = new URL(server.url);
    // A keep-alive connection that answered one request and then stays idle.
    const idle = net.connect(Number(port), hostname);
    const idleReceived: string[] = [];
    idle.on('data', (chunk: Buffer) => idleReceived.push(chunk.toString('latin1')));
    const request = `GET ${endpoints.siteInfo.path} HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: keep-alive\r\n\r\n`;
    idle.write(request);
    await expect.poll(() => idleReceived.join('')).toMatch(/^HTTP\/1\.1 200 /);

    const stream = api.raw(endpoints.generateInitial.path, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'text/event-stream', 'X-Requested-With': 'fetch' },
      body: JSON.stringify({ nemesisName: 'Moriarty', nemesisAge: 51, nemesisOccupation: 'Professor of mathematics' }),
    });
    await held.writing;
    // The clock: a request that never finishes is cut once the request time-out has passed...
    const body = '{"email":"x@example.com"}';
    const cut = await sendAndWaitForClose(
      server.url,
      `POST ${endpoints.forgotPassword.path} HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\n\r\n{`,
    );
    expect(cut.received).toMatch(/^HTTP\/1\.1 408 /);
    // ...while the stream that began before it is still open, and finishes when the roast does.
    held.release();
    const text = await (await stream).text();
    expect(text).toContain('event: done\ndata: {"roast":"Moriarty, you took your time."}');
    // The idle connection was left open, and answers its next request.
    idleReceived.length = 0;
    idle.write(request);
    await expect.poll(() => idleReceived.join('')).toMatch(/^HTTP\/1\.1 200 /);
    idle.destroy();
  });
});

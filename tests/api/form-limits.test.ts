import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiError } from '#contract/api/api-error.ts';
import { endpoints } from '#contract/endpoints.ts';
import { failureOf } from '../support/failure-of.ts';
import { clientFrom } from '../support/forms-client.ts';
import { newEmail } from '../support/new-email.ts';
import { createTestStorage, testEngines } from '../support/test-database.ts';
import type { TestStorage } from '../support/test-database.ts';
import { startTestServer } from '../support/test-server.ts';
import type { TestServer } from '../support/test-server.ts';

const tooMany = {
  status: 429,
  code: 'RATE_LIMIT_EXCEEDED',
  retryable: true,
  serverMessage: 'Too many requests - please wait a moment and try again',
};
const hour = 3600;

/** The 429 says when the window that opened with the first request ends. */
function expectWait(error: ApiError, windowSeconds: number): void {
  expect(error).toMatchObject(tooMany);
  expect(error.retryAfterSeconds).toBeGreaterThan(windowSeconds - 120);
  expect(error.retryAfterSeconds).toBeLessThanOrEqual(windowSeconds);
}

describe.each(testEngines)('limits of the public forms on $engine', ({ engine, available }) => {
  let storage: TestStorage;
  // Two processes on one database: the limits are counted in it, so they hold across both.
  let first: TestServer;
  let second: TestServer;
  let counter = 0;
  const nextIp = () => `10.${engine === 'sqlite' ? 5 : 6}.0.${++counter}`;
  const note = (nemesisEmail: string) => ({
    nemesisName: 'Moriarty',
    nemesisEmail,
    appreciation: 'You keep me sharp.',
    senderName: 'Sherlock',
    senderEmail: 'sherlock@example.test',
    agree: true as const,
  });
  const sendNote = (server: TestServer, ip: string, to: string) =>
    clientFrom(server.url, ip).call(endpoints.sendNemesisNote, { body: note(to) });

  beforeAll(async () => {
    if (!available) return;
    storage = await createTestStorage(engine);
    first = await startTestServer({ storage, env: { TRUST_PROXY: 'true' } });
    second = await startTestServer({ storage, env: { TRUST_PROXY: 'true' } });
  });
  afterAll(async () => {
    if (!available) return;
    await first.close();
    await second.close();
    await storage.cleanup();
  });

  it.skipIf(!available)('sends 10 notes an hour from one address, across processes', async () => {
    const ip = nextIp();
    for (let i = 0; i < 10; i++) await sendNote(i % 2 ? first : second, ip, newEmail('target'));
    expectWait(await failureOf(sendNote(first, ip, newEmail('target'))), hour);
    expectWait(await failureOf(sendNote(second, ip, newEmail('target'))), hour);
    await sendNote(first, nextIp(), newEmail('target'));
  });

  it.skipIf(!available)('sends one address 5 notes a day, whoever sends them', async () => {
    const to = newEmail('target');
    for (let i = 0; i < 5; i++) await sendNote(first, nextIp(), to);
    expectWait(await failureOf(sendNote(second, nextIp(), to)), 24 * hour);
    await sendNote(second, nextIp(), newEmail('target'));
  });

  it.skipIf(!available)('sends one sender 2 notes a day to the same address', async () => {
    const ip = nextIp();
    const to = newEmail('target');
    await sendNote(first, ip, to);
    await sendNote(second, ip, to.toUpperCase());
    expectWait(await failureOf(sendNote(first, ip, to)), 24 * hour);
    // Someone else may still write to them, and this sender to someone else.
    await sendNote(first, nextIp(), to);
    await sendNote(first, ip, newEmail('target'));
  });

  it.skipIf(!available)('takes 5 contact messages an hour from one address, and says when to try again', async () => {
    const ip = nextIp();
    const contact = (server: TestServer) =>
      clientFrom(server.url, ip).call(endpoints.contact, {
        body: { name: 'Pat', email: 'pat@example.test', subject: 'Hello', message: 'Hi there' },
      });
    for (let i = 0; i < 5; i++) await contact(i % 2 ? first : second);
    expectWait(await failureOf(contact(first)), hour);
    const raw = await fetch(`${second.url}${endpoints.contact.path}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-Requested-With': 'fetch', 'X-Forwarded-For': ip },
      body: JSON.stringify({ name: 'Pat', email: 'pat@example.test', subject: 'Hello', message: 'Hi there' }),
    });
    expect(raw.status).toBe(429);
    expect(Number(raw.headers.get('retry-after'))).toBeGreaterThan(hour - 120);
  });
});

import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useAccountTestServer } from '../support/account-test-server.ts';
import { adminEnv } from '../support/admin-clients.ts';
import { catchLog } from '../support/log-catcher.ts';
import { runNewman } from '../support/newman-run.ts';
import type { NewmanCall } from '../support/newman-run.ts';
import { outsideCheckVariables } from '../support/outside-check-world.ts';
import { portmanCollection } from '../support/portman-collection.ts';
import { startPrismProxy } from '../support/prism-proxy.ts';
import type { PrismProxy } from '../support/prism-proxy.ts';
import { weeksBeforeNemesisDay } from '../support/test-clock.ts';
import { testEngines } from '../support/test-database.ts';

// The outside check of the API, by tools nobody here wrote: Portman turns openapi.json into a Postman
// collection (every operation with contract tests, the same with no credentials, and fuzzed variations
// that break the document: a required field left out, a number or a length past its bounds), Newman runs it, and
// every request goes through Stoplight Prism's validating proxy, which compares each request and answer
// with the document. The social sign-in pages answer redirects, which Prism would follow: those two go to
// the server itself, and are judged apart (a 302 with its Location).
// tests/support/portman-config.json gives each operation its caller and values. Requests run as an admin
// with a personal access token, but those the document opens to a browser session only, which run as an
// ordinary user's session (deleting an account: an account made to be deleted). No operation is left
// out: what could end the run acts on things made for it (another token, another session, members and
// notes of their own), and Change password and Delete account get a wrong password. Operations that made-up
// codes or credentials cannot pass (confirming a code, a passkey, a second factor never set up) are held
// to the refusal the document gives them.

const document = new URL('../../openapi.json', import.meta.url).pathname;
const config = new URL('../support/portman-config.json', import.meta.url).pathname;
const operations = Object.values(JSON.parse(readFileSync(document, 'utf8')).paths as Record<string, object>).flatMap(
  (methods) => Object.keys(methods),
).length;
// The variation of an operation a call is: Portman names them `<operation>[fuzz][…]` and `<operation>[anonymous]`.
const variation = (call: NewmanCall) => /\[(\w+)\]/.exec(call.name)?.[1];
const fuzzed = (call: NewmanCall) => variation(call) === 'fuzz';
const redirected = (call: NewmanCall) => /^Social (start|callback)\b/.test(call.name);
const breaks = (call: NewmanCall, part: 'request' | 'response') =>
  call.violations.some((violation) => violation.location[0] === part);

describe.each(testEngines)('the outside check (Portman, Newman, Prism) on $engine', ({ engine, available }) => {
  const tag = `outside-${engine}`;
  const caught = catchLog('error');
  const parts = useAccountTestServer(engine, available, adminEnv(tag), caught.logger, weeksBeforeNemesisDay);
  let dir: string | undefined;
  let prism: PrismProxy | undefined;
  let calls: NewmanCall[] = [];

  beforeAll(async () => {
    if (!available) return;
    dir = mkdtempSync(path.join(tmpdir(), 'nemesis-outside-'));
    const variables = await outsideCheckVariables(parts, tag);
    prism = await startPrismProxy(document, parts.server.url);
    const collection = await portmanCollection(document, config, dir);
    calls = await runNewman(collection, { ...variables, baseUrl: prism.url, serverUrl: parts.server.url });
    const statuses = new Map<number | undefined, number>();
    for (const { status } of calls) statuses.set(status, (statuses.get(status) ?? 0) + 1);
    const answered = [...statuses].map(([status, count]) => `${count}×${status}`).join(', ');
    console.info(
      `outside check on ${engine}: ${calls.length} requests (${calls.filter(fuzzed).length} fuzzed, ${operations} anonymous), answered ${answered}`,
    );
  }, 180_000);

  afterAll(async () => {
    await prism?.close();
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  it.skipIf(!available)(
    'sends every operation of the document as it says, fuzzed variations that break it (by Prism), and each anonymously',
    () => {
      expect(new Set(calls.filter((call) => !variation(call)).map((call) => call.name)).size).toBe(operations);
      expect(calls.filter((call) => variation(call) === 'anonymous').length).toBe(operations);
      expect(calls.filter(fuzzed).length).toBeGreaterThan(200);
      const named = calls.filter((call) => variation(call) !== 'anonymous');
      expect(named.filter((call) => fuzzed(call) !== breaks(call, 'request')).map((call) => call.name)).toEqual([]);
    },
  );

  it.skipIf(!available)('answers no request with a 5xx, and every request', () => {
    expect(calls.filter((call) => call.status === undefined || call.status >= 500)).toEqual([]);
    expect(caught.entries()).toEqual([]);
  });

  it.skipIf(!available)('gives no answer that breaks the document, by Prism', () => {
    expect(calls.filter((call) => breaks(call, 'response'))).toEqual([]);
    expect(prism!.log()).not.toMatch(/Violation: response/);
    // Everything but the redirects went through Prism.
    expect(prism!.log().match(/Forwarding "/g)?.length).toBe(calls.filter((call) => !redirected(call)).length);
  });

  it.skipIf(!available)(
    'passes the contract tests Portman wrote: the status, content type, JSON body and schema of each answer',
    () => {
      expect(calls.filter((call) => call.failures.length > 0)).toEqual([]);
    },
  );

  it.skipIf(!available)('redirects the social sign-in pages, as the document says', () => {
    const answers = calls
      .filter(redirected)
      .map(({ status, location }) => ({ status, location: location?.startsWith('/') }));
    expect(answers).toEqual(Array(4).fill({ status: 302, location: true }));
  });
});

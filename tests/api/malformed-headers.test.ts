import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { endpoints } from '#contract/endpoints.ts';
import { catchLog } from '../support/log-catcher.ts';
import { startTestServer } from '../support/test-server.ts';
import type { TestServer } from '../support/test-server.ts';

// Headers a client gets wrong, and routes outside the contract's endpoints (the metrics, the social
// sign-in's navigations, the pages): each is the client's mistake, answered without a 5xx and logged below error.

const metricsToken = 'prometheus-reads-this-0123456789';

/** One GET as sent: node:http, which leaves the answer as it came (fetch would undo its compression). */
function get(
  server: TestServer,
  path: string,
  headers: Record<string, string>,
): Promise<{ status: number; headers: http.IncomingHttpHeaders; text: string }> {
  const base = new URL(server.url);
  return new Promise((resolve, reject) => {
    const request = http.get({ host: base.hostname, port: base.port, path, headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('error', reject);
      response.on('end', () =>
        resolve({
          status: response.statusCode ?? 0,
          headers: response.headers,
          text: Buffer.concat(chunks).toString('utf8'),
        }),
      );
    });
    request.on('error', reject);
  });
}

describe('headers a client gets wrong', () => {
  const log = catchLog('error');
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ logger: log.logger, env: { METRICS_TOKEN: metricsToken } });
  });
  afterAll(() => server?.close());

  it.each(['identity;q=0, *;q=0', 'identity;q=0', '*;q=0'])(
    'answers Accept-Encoding %s uncompressed rather than 500',
    async (acceptEncoding) => {
      // Both well over the 1 kB from which answers are compressed: an API answer and a page.
      for (const path of [endpoints.openApiDocument.path, '/faq']) {
        const answer = await get(server, path, { 'Accept-Encoding': acceptEncoding });
        expect(answer.status, path).toBe(200);
        expect(answer.headers['content-encoding'], path).toBeUndefined();
        expect(answer.text.length, path).toBeGreaterThan(1024);
      }
    },
  );

  it('answers a metrics bearer of characters beyond ASCII 401, as any wrong token', async () => {
    // As many characters as the token, but twice the bytes: a length check on characters let it reach the byte comparison.
    const answer = await get(server, '/metrics', { Authorization: `Bearer ${'é'.repeat(metricsToken.length)}` });
    expect(answer.status).toBe(401);
  });

  it.each(['start', 'callback?code=x&state=y'])(
    'sends a sign-in through a provider it does not offer back to the sign-in page (%s)',
    async (step) => {
      const answer = await get(server, `/api/v1/auth/oidc/no-such-provider/${step}`, {});
      expect(answer.status).toBe(302);
      expect(answer.headers.location).toMatch(/^\/login\?/);
    },
  );

  it('renders a path that starts // as a page of this site, not as another host’s path', async () => {
    const answer = await get(server, '//elsewhere.example/faq', {});
    expect(answer.status).toBe(404);
    expect(answer.text).toContain('<title>Page Not Found · Nemesis Day</title>');
  });

  it('answers a page path the router cannot decode 404 with the app shell, and prints nothing', async () => {
    const warn = vi.spyOn(console, 'warn');
    try {
      const answer = await get(server, '/faq%ZZ', {});
      expect(answer.status).toBe(404);
      expect(answer.text).toContain('<div id="root"></div>');
      expect(warn).not.toHaveBeenCalled();
    } finally {
      warn.mockRestore();
    }
  });

  it('logged none of it as an error', () => {
    expect(log.entries().map((entry) => entry.msg)).toEqual([]);
  });
});

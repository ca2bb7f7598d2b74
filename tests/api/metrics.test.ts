import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endpoints } from '#contract/endpoints.ts';
import { useAccountTestServer } from '../support/account-test-server.ts';
import { browserLikeClient } from '../support/browser-like-client.ts';
import { failureOf } from '../support/failure-of.ts';
import { newEmail } from '../support/new-email.ts';
import { writeRoasts } from '../support/publish-note.ts';
import { signedInClient } from '../support/signed-in-client.ts';
import { testEngines } from '../support/test-database.ts';
import { startTestServer } from '../support/test-server.ts';
import type { TestServer } from '../support/test-server.ts';

const token = 'prometheus-reads-this-0123456789';

/** The value of one sample of the scrape (`name{labels} value`), or undefined when it is not there. */
function sample(scrape: string, name: string, labels: Record<string, string>): number | undefined {
  const wanted = Object.entries(labels).map(([key, value]) => `${key}="${value}"`);
  const line = scrape
    .split('\n')
    .find((entry) => entry.startsWith(`${name}{`) && wanted.every((label) => entry.includes(label)));
  return line === undefined ? undefined : Number(line.slice(line.lastIndexOf(' ') + 1));
}

describe.each(testEngines)('/metrics on $engine', ({ engine, available }) => {
  const app = useAccountTestServer(engine, available, { METRICS_TOKEN: token });
  const scrape = async () => {
    const response = await fetch(`${app.server.url}/metrics`, { headers: { Authorization: `Bearer ${token}` } });
    expect(response.status).toBe(200);
    return response.text();
  };

  it.skipIf(!available)(
    'answers only the bearer of METRICS_TOKEN, in Prometheus text format with the process figures',
    async () => {
      const anonymous = await fetch(`${app.server.url}/metrics`);
      expect(anonymous.status).toBe(401);
      expect(anonymous.headers.get('WWW-Authenticate')).toMatch(/^Bearer/);
      expect(await anonymous.text()).not.toContain('nemesis_');
      const wrong = await fetch(`${app.server.url}/metrics`, {
        headers: { Authorization: `Bearer ${token.replace('0', '1')}` },
      });
      expect(wrong.status).toBe(401);

      const response = await fetch(`${app.server.url}/metrics`, { headers: { Authorization: `Bearer ${token}` } });
      expect(response.headers.get('Content-Type')).toMatch(/^text\/plain; version=0\.0\.4/);
      expect(response.headers.get('Cache-Control')).toBe('no-store');
      const text = await response.text();
      expect(text).toMatch(/^process_resident_memory_bytes \d+/m);
      expect(text).toMatch(/^nodejs_eventloop_lag_seconds /m);
    },
  );

  it.skipIf(!available)(
    'counts requests by route template, roasts by provider, model and outcome, and rate-limit refusals',
    async () => {
      const writer = await signedInClient(app, newEmail('metrics'), 'correct horse battery');
      await writeRoasts(
        writer,
        { nemesisName: 'Lex Luthor', nemesisAge: 42, nemesisOccupation: 'Inventor' },
        'He parks his helicopter in my spot every single day.',
      );
      const note = await writer.call(endpoints.getNote, { params: { shortUuid: 'zzzzz' } }).catch(() => undefined);
      expect(note).toBeUndefined();
      const stranger = browserLikeClient(app.server.url);
      for (let i = 0; i < 7; i++)
        await failureOf(
          stranger.call(endpoints.signIn, { body: { email: 'nobody@metrics.test', password: 'wrong password here' } }),
        );

      const text = await scrape();
      expect(sample(text, 'nemesis_roasts_total', { provider: 'builtin', outcome: 'ok' })).toBe(2);
      expect(sample(text, 'nemesis_roast_first_token_seconds_count', { provider: 'builtin' })).toBe(2);
      expect(
        sample(text, 'nemesis_http_requests_total', {
          route: '/api/v1/nemesis-notes/generate-initial',
          method: 'POST',
          status: '200',
        }),
      ).toBe(1);
      // The template, never the id asked for: the label's values stay few.
      expect(
        sample(text, 'nemesis_http_requests_total', {
          route: '/api/v1/nemesis-notes/:shortUuid',
          method: 'GET',
          status: '404',
        }),
      ).toBe(1);
      expect(text).not.toContain('zzzzz');
      expect(
        sample(text, 'nemesis_http_request_duration_seconds_count', {
          route: '/api/v1/nemesis-notes/generate-initial',
        }),
      ).toBe(1);
      expect(sample(text, 'nemesis_rate_limit_refusals_total', { limit: 'sign-in-failures' })).toBeGreaterThanOrEqual(
        1,
      );
      expect(text).toMatch(/^nemesis_mail_outbox_backlog \d+/m);
      expect(text).toMatch(/^nemesis_event_streams_open 0/m);
    },
  );
});

describe('/metrics without METRICS_TOKEN', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server?.close());

  it('is not there: the public site answers it as an unknown page, with no figures', async () => {
    for (const authorization of [undefined, 'Bearer anything-at-all-here']) {
      const response = await fetch(`${server.url}/metrics`, {
        headers: authorization ? { Authorization: authorization } : {},
      });
      expect(response.status).toBe(404);
      expect(await response.text()).not.toContain('nemesis_');
    }
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { prometheusAvailable, startPrometheus } from '../support/prometheus.ts';
import type { RunningPrometheus } from '../support/prometheus.ts';
import { startTestServer } from '../support/test-server.ts';
import type { TestServer } from '../support/test-server.ts';

const available = prometheusAvailable();
const token = 'prometheus-reads-this-0123456789';

describe.skipIf(!available)('a real Prometheus scraping /metrics', () => {
  let server: TestServer;
  let prometheus: RunningPrometheus;
  beforeAll(async () => {
    server = await startTestServer({ env: { METRICS_TOKEN: token } });
    prometheus = await startPrometheus(new URL(server.url).host, token);
  });
  afterAll(async () => {
    await prometheus?.stop();
    await server?.close();
  });

  it('reads back the requests the server answered, by route template', async () => {
    for (let i = 0; i < 3; i++) expect((await fetch(`${server.url}/api/v1/nemesis-notes/health`)).status).toBe(200);
    const health = 'nemesis_http_requests_total{route="/api/v1/nemesis-notes/health",method="GET",status="200"}';
    await expect.poll(() => prometheus.query(health), { timeout: 30_000, interval: 500 }).toBe(3);
    // Its own scrapes are counted too, under their own path: the bearer was accepted.
    await expect.poll(() => prometheus.query('up{job="nemesis"}'), { timeout: 30_000, interval: 500 }).toBe(1);
  });
});

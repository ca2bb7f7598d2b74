import type * as PromClient from 'prom-client';

/** How a generation ended: its roast written, a failure (the provider, a timeout, nothing written), or the client gone. */
export type RoastOutcome = 'ok' | 'failed' | 'aborted';

/** What the server's parts report about their work, read by Prometheus from /metrics. */
export interface Metrics {
  /** One HTTP request answered: its route template (never the raw path), method, status and duration. */
  request(labels: { route: string; method: string; status: number }, seconds: number): void;
  /** One generation ended; the time to its first token, if it got one, and its whole time. */
  roast(
    labels: { provider: string; model: string; outcome: RoastOutcome },
    timing: { firstTokenSeconds: number | undefined; totalSeconds: number },
  ): void;
  /** A request refused by a rate limit or lockout (the limit's name). */
  rateLimited(limit: string): void;
  /** One attempt to send a mail failed (it is retried, or given up). */
  mailFailed(): void;
  /** An event stream opened; the function it returns closes it. */
  streamOpened(): () => void;
  /** The text Prometheus reads, and its content type. */
  scrape(): Promise<{ contentType: string; text: string }>;
}

// From a cached page (a millisecond) to a slow database write; generations take seconds to minutes.
const requestBuckets = [0.001, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];
const roastBuckets = [0.25, 0.5, 1, 2, 5, 10, 20, 30, 60, 120];

/** The metrics library: loaded (main.ts) only when /metrics is on, so a server without it starts without the library. */
export type MetricsLibrary = typeof PromClient;

/** Metrics of a server whose /metrics is off (no METRICS_TOKEN): nothing is counted, as nothing would read it. */
export const noMetrics: Metrics = {
  request: () => {},
  roast: () => {},
  rateLimited: () => {},
  mailFailed: () => {},
  streamOpened: () => () => {},
  scrape: () => Promise.reject(new Error('The metrics are off (no METRICS_TOKEN)')),
};

/**
 * The server's metrics in their own registry (several servers in one process, as in the tests, keep
 * theirs apart): requests, roasts, rate-limit refusals, mail, open event streams, and the process's
 * own figures (CPU, memory, event loop, garbage collection); made only when /metrics is on (noMetrics
 otherwise). `mailBacklog` (mail due and not yet sent) and `mailScheduled` (mail held for a
 later moment, such as Nemesis Notes waiting for the day) are read at each scrape.
 */
export function createMetrics(deps: {
  library: MetricsLibrary;
  mailBacklog: () => Promise<number>;
  mailScheduled: () => Promise<number>;
}): Metrics {
  const { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } = deps.library;
  const registers = [new Registry()];
  const [registry] = registers;
  collectDefaultMetrics({ register: registry });
  const requests = new Counter({
    name: 'nemesis_http_requests_total',
    help: 'HTTP requests answered, by route template, method and status',
    labelNames: ['route', 'method', 'status'],
    registers,
  });
  const requestSeconds = new Histogram({
    name: 'nemesis_http_request_duration_seconds',
    help: 'Time to answer an HTTP request',
    labelNames: ['route', 'method', 'status'],
    buckets: requestBuckets,
    registers,
  });
  const roasts = new Counter({
    name: 'nemesis_roasts_total',
    help: 'Roast generations, by provider, model and outcome',
    labelNames: ['provider', 'model', 'outcome'],
    registers,
  });
  const firstToken = new Histogram({
    name: 'nemesis_roast_first_token_seconds',
    help: "Time from a generation's start to its first token",
    labelNames: ['provider', 'model'],
    buckets: roastBuckets,
    registers,
  });
  const roastSeconds = new Histogram({
    name: 'nemesis_roast_duration_seconds',
    help: 'Time a generation took, by outcome',
    labelNames: ['provider', 'model', 'outcome'],
    buckets: roastBuckets,
    registers,
  });
  const refusals = new Counter({
    name: 'nemesis_rate_limit_refusals_total',
    help: 'Requests refused by a rate limit or lockout, by limit',
    labelNames: ['limit'],
    registers,
  });
  const mailFailures = new Counter({
    name: 'nemesis_mail_send_failures_total',
    help: 'Failed attempts to send a mail through SMTP',
    registers,
  });
  const streams = new Gauge({
    name: 'nemesis_event_streams_open',
    help: 'Server-Sent Event streams open now (roasts being written)',
    registers,
  });
  new Gauge({
    name: 'nemesis_mail_outbox_backlog',
    help: 'Mails in the outbox waiting to be sent',
    registers,
    async collect() {
      this.set(await deps.mailBacklog());
    },
  });
  new Gauge({
    name: 'nemesis_mail_outbox_scheduled',
    help: 'Mails in the outbox held for a later moment (Nemesis Notes waiting for Nemesis Day)',
    registers,
    async collect() {
      this.set(await deps.mailScheduled());
    },
  });

  return {
    request(labels, seconds) {
      requests.inc(labels);
      requestSeconds.observe(labels, seconds);
    },
    roast({ provider, model, outcome }, { firstTokenSeconds, totalSeconds }) {
      roasts.inc({ provider, model, outcome });
      if (firstTokenSeconds !== undefined) firstToken.observe({ provider, model }, firstTokenSeconds);
      roastSeconds.observe({ provider, model, outcome }, totalSeconds);
    },
    rateLimited: (limit) => refusals.inc({ limit }),
    mailFailed: () => mailFailures.inc(),
    streamOpened() {
      streams.inc();
      let open = true;
      return () => {
        if (open) streams.dec();
        open = false;
      };
    },
    async scrape() {
      return { contentType: registry.contentType, text: await registry.metrics() };
    },
  };
}

import http from 'node:http';

/** Requests per second and latency percentiles of one load run. */
export interface LoadResult {
  rps: number;
  p50: number;
  p99: number;
  errors: number;
}

/**
 * GETs `url` from `connections` keep-alive loops, for `seconds` or until `requests` answers are in;
 * counts anything but a 200 as an error.
 */
export async function load(
  url: string,
  options: { connections: number; seconds?: number; requests?: number; headers?: Record<string, string> },
): Promise<LoadResult> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: options.connections });
  const latencies: number[] = [];
  let errors = 0;
  const started = performance.now();
  const end = started + (options.seconds ?? Infinity) * 1000;
  const more = () => performance.now() < end && latencies.length + errors < (options.requests ?? Infinity);
  const get = () =>
    new Promise<void>((resolve) => {
      const sent = performance.now();
      http
        .get(url, { agent, headers: options.headers }, (response) => {
          response.resume();
          response.on('end', () => {
            if (response.statusCode === 200) latencies.push(performance.now() - sent);
            else errors++;
            resolve();
          });
        })
        .on('error', () => {
          errors++;
          resolve();
        });
    });
  await Promise.all(
    Array.from({ length: options.connections }, async () => {
      while (more()) await get();
    }),
  );
  agent.destroy();
  const elapsed = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  const at = (p: number) => latencies[Math.min(latencies.length - 1, Math.floor(latencies.length * p))] ?? NaN;
  return { rps: latencies.length / elapsed, p50: at(0.5), p99: at(0.99), errors };
}

/** Prints one load result as a line of the report. */
export function printLoad(label: string, { rps, p50, p99, errors }: LoadResult): void {
  console.log(
    `  ${label.padEnd(24)} ${rps.toFixed(0).padStart(7)} req/s   p50 ${p50.toFixed(2)} ms   p99 ${p99.toFixed(2)} ms${errors ? `   errors ${errors}` : ''}`,
  );
}

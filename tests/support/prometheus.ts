import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { isRequired } from './required-parts.ts';
import { freePort } from './test-server.ts';

const prometheusPath = '/usr/bin/prometheus';

/** Whether Debian's Prometheus is installed; CI (NEMESIS_TEST_REQUIRE=prometheus) fails without it rather than skip. */
export function prometheusAvailable(): boolean {
  if (existsSync(prometheusPath)) return true;
  if (isRequired('prometheus'))
    throw new Error(`Prometheus is required but missing at ${prometheusPath} (apt-get install -y prometheus)`);
  console.warn(`Skipping the Prometheus test: no Prometheus at ${prometheusPath}.`);
  return false;
}

/** A running Prometheus: its HTTP API's address, and a stop that removes its data. */
export interface RunningPrometheus {
  url: string;
  /** The first sample of an instant query's answer, or undefined while it has none. */
  query(expression: string): Promise<number | undefined>;
  stop(): Promise<void>;
}

/** Starts a real Prometheus on a free port of 127.0.0.1 that scrapes `target` (host:port) every second with `token`. */
export async function startPrometheus(target: string, token: string): Promise<RunningPrometheus> {
  const dir = mkdtempSync(path.join(tmpdir(), 'nemesis-prometheus-'));
  const config = path.join(dir, 'prometheus.yml');
  writeFileSync(
    config,
    [
      'global:',
      '  scrape_interval: 1s',
      'scrape_configs:',
      '  - job_name: nemesis',
      '    metrics_path: /metrics',
      '    authorization:',
      '      type: Bearer',
      `      credentials: ${token}`,
      '    static_configs:',
      `      - targets: ['${target}']`,
      '',
    ].join('\n'),
  );
  const port = await freePort();
  const child = spawn(
    prometheusPath,
    [
      `--config.file=${config}`,
      `--storage.tsdb.path=${path.join(dir, 'data')}`,
      `--web.listen-address=127.0.0.1:${port}`,
    ],
    { stdio: 'ignore' },
  );
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const url = `http://127.0.0.1:${port}`;
  return {
    url,
    async query(expression) {
      try {
        const answer = (await (await fetch(`${url}/api/v1/query?query=${encodeURIComponent(expression)}`)).json()) as {
          data?: { result?: { value: [number, string] }[] };
        };
        const first = answer.data?.result?.[0];
        return first && Number(first.value[1]);
      } catch {
        return undefined; // not listening yet
      }
    },
    async stop() {
      child.kill('SIGTERM');
      await exited;
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import lighthouse from 'lighthouse';
import { publishNote } from './publish-note.ts';
import { freePort, startServerProcess, withDataDir } from './server-process.ts';

const chromiumPath = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const targets = { performance: 95, lcpMs: 1500, cls: 0, accessibility: 100 };
// Lighthouse's figures vary from run to run (more on a busy machine): BENCH_LIGHTHOUSE_RUNS=3 shows the spread.
const runs = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 1);

/**
 * Prints Lighthouse's figures (its default: a mid-range phone on a slow 4G link) for a first visit,
 * storage cleared, to `/`, a note and `/faq` on the server `npm start` runs: the performance and
 * accessibility scores, LCP, TBT and CLS, beside the targets, and the JavaScript the visit fetched
 * (as sent, compressed, until Lighthouse stopped watching: what loads once the page is idle too).
 */
export async function printLighthouseFigures(): Promise<void> {
  await withDataDir(async (dataDir) => {
    const server = await startServerProcess({
      DATABASE_URL: '',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      OLLAMA_HOST: 'http://127.0.0.1:9',
      AI_MODEL: 'builtin/roastbook',
    });
    const chromium = await startChromium();
    try {
      const { shortUuid } = await publishNote(server.url, dataDir);
      console.log(
        `Lighthouse, mobile, first visit (targets: performance >= ${targets.performance}, LCP <= ${targets.lcpMs} ms, CLS ${targets.cls}, accessibility ${targets.accessibility}):`,
      );
      const pages = ['/', `/notes/${shortUuid}`, '/faq'];
      // A running server has loaded its renderer and rendered each page once: a first visit meets that server.
      for (const page of pages) await (await fetch(`${server.url}${page}`)).text();
      for (let run = 0; run < runs; run++)
        for (const page of pages) {
          const result = await lighthouse(`${server.url}${page}`, {
            port: chromium.port,
            onlyCategories: ['performance', 'accessibility'],
            logLevel: 'error',
          });
          if (!result) throw new Error(`Lighthouse gave no result for ${page}`);
          const { categories, audits } = result.lhr;
          const score = (name: string) => Math.round((categories[name]?.score ?? 0) * 100);
          const metric = (name: string) => audits[name]?.numericValue ?? NaN;
          const requests = (audits['network-requests']?.details as { items?: NetworkRequest[] } | undefined)?.items;
          const scripts = (requests ?? []).filter((request) => request.resourceType === 'Script');
          const scriptKb = scripts.reduce((sum, request) => sum + request.transferSize, 0) / 1024;
          console.log(
            `  ${page.padEnd(16)} performance ${score('performance')}   LCP ${metric('largest-contentful-paint').toFixed(0)} ms   TBT ${metric('total-blocking-time').toFixed(0)} ms   CLS ${metric('cumulative-layout-shift').toFixed(3)}   accessibility ${score('accessibility')}   JavaScript ${scriptKb.toFixed(1)} KB in ${scripts.length} files`,
          );
        }
    } finally {
      await chromium.stop();
      await server.stop();
    }
  });
}

/** A request as Lighthouse's network-requests audit lists it. */
interface NetworkRequest {
  resourceType?: string;
  transferSize: number;
}

/** Debian's Chromium, headless, with its DevTools port open for Lighthouse and nothing else let out. */
async function startChromium(): Promise<{ port: number; stop(): Promise<void> }> {
  const port = await freePort();
  const profile = mkdtempSync(path.join(tmpdir(), 'nemesis-lighthouse-'));
  const flags = [
    '--headless=new',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ];
  const child = spawn(
    chromiumPath,
    [...flags, `--remote-debugging-port=${port}`, `--user-data-dir=${profile}`, 'about:blank'],
    { stdio: 'ignore' },
  );
  // Ready once its DevTools endpoint answers.
  for (let tries = 0; ; tries++) {
    const ready = await fetch(`http://127.0.0.1:${port}/json/version`).then(
      (response) => response.ok,
      () => false,
    );
    if (ready) break;
    if (tries > 200) throw new Error(`Chromium at ${chromiumPath} did not open its DevTools port`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return {
    port,
    async stop() {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill();
      await exited;
      rmSync(profile, { recursive: true, force: true });
    },
  };
}

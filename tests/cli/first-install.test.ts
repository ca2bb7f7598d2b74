import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endpoints } from '#contract/endpoints.ts';
import { browserLikeClient } from '../support/browser-like-client.ts';
import { nemesisCli } from '../support/nemesis-cli.ts';
import type { NemesisCli } from '../support/nemesis-cli.ts';
import { runNemesis } from '../support/run-nemesis.ts';
import type { NemesisProcess } from '../support/run-nemesis.ts';

// Each test runs the CLI as a process several times: on a busy 2-core machine each run takes seconds.
const slow = 180_000;
const email = 'first.admin@example.test';
const password = 'correct horse battery';

/** The six-digit code in the block the server printed for the newest mail to `to`. */
function printedCode(output: string, to: string): string | undefined {
  const block = output
    .split('──── Mail not sent (no SMTP_URL) ────')
    .findLast((entry) => entry.startsWith(`\nTo: ${to}\n`));
  return block?.match(/^ {2}\s*(\d{6})$/m)?.[1];
}

describe('a first install: nemesis serve without SMTP or Ollama, then the first admin from the terminal', () => {
  let dataDir: string;
  let server: NemesisProcess;
  let url: string;
  let cli: NemesisCli;
  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'nemesis-first-'));
    // A fresh install: no SMTP_URL, no OLLAMA_HOST, no AI_MODEL, no admin.
    server = runNemesis(['serve', '--port', '0'], {
      DATA_DIR: dataDir,
      HOST: '127.0.0.1',
      DATABASE_URL: '',
      SMTP_URL: '',
      OLLAMA_HOST: '',
      AI_MODEL: '',
      ADMIN_EMAILS: '',
    });
    await server.waitFor('Nemesis Day is listening');
    const line = server
      .output()
      .split('\n')
      .find((entry) => entry.includes('Nemesis Day is listening'))!;
    url = (JSON.parse(line) as { url: string }).url;
    cli = nemesisCli(url);
    // Between the log lines, what a person reads: where to go, and how to become the first admin.
    await server.waitFor('(Or list admins in ADMIN_EMAILS and restart.)');
  }, slow);
  afterAll(async () => {
    cli.cleanup();
    server.child.kill('SIGTERM');
    await server.exited;
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('says where to open it and how to make the first admin, with the data folder it runs on', () => {
    const output = server.output();
    expect(output).toContain(
      `Nemesis Day is running: open ${url} in a browser.\nNo admin yet. To become the first one:\n`,
    );
    expect(output).toContain(
      `  1. Sign up at ${url}/login/sign-up (without SMTP_URL, the confirmation code is printed here).\n`,
    );
    expect(output).toContain(
      `  2. In another terminal: npx nemesis admin grant you@example.com --data-dir ${dataDir}\n`,
    );
  });

  it(
    'prints the sign-up code readably, reads it again with nemesis mail --data-dir, and the admin finds the server healthy',
    async () => {
      const api = browserLikeClient(url);
      await api.call(endpoints.signUp, { body: { email, password } });
      await expect.poll(() => printedCode(server.output(), email)).toMatch(/^\d{6}$/);
      const code = printedCode(server.output(), email)!;
      expect(server.output()).toContain(`To: ${email}\nSubject: Your Nemesis Day confirmation code\n`);

      // No login needed beside the server; the code is there unmasked.
      const local = await cli.run(['mail', '--data-dir', dataDir, '--to', email]);
      expect(local).toMatchObject({ code: 0 });
      expect(local.stdout).toContain(`To: ${email}`);
      expect(local.stdout).toContain(code);
      const missing = await cli.run(['mail', '--data-dir', path.join(dataDir, 'nowhere')]);
      expect(missing.code).toBe(2);
      expect(missing.output).toContain(`No Nemesis Day database in ${path.join(dataDir, 'nowhere')}`);

      await api.call(endpoints.confirmSignUp, { body: { email, code } });
      expect((await cli.run(['admin', 'grant', email, '--data-dir', dataDir])).code).toBe(0);
      expect((await cli.run(['login', '--email', email], { input: `${password}\n` })).code).toBe(0);

      // Ollama is not configured: it is not checked, so nothing fails.
      const health = await cli.run(['health']);
      expect(health).toMatchObject({ code: 0 });
      expect(health.stdout).toContain(`All good (${url})`);
      expect(health.stdout).not.toContain('ollama');
      // Without SMTP_URL nothing is sent: health says why, and how much the outbox keeps (the sign-up code's mail at least).
      expect(health.stdout).toMatch(
        /mail is not being sent: no SMTP server is set \(SMTP_URL\); kept in the outbox: [1-9]/,
      );
    },
    slow,
  );
});

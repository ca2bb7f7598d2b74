import { CommanderError } from 'commander';
import { describe, expect, it } from 'vitest';
import { ApiError } from '#contract/api/api-error.ts';
import { callFailure, CliError, UsageError } from '../../cli/cli-error.ts';
import { cliErrorCodes, failureJson, jsonRequested } from '../../cli/failure-json.ts';
import { startBanner } from '../../cli/operator/start-banner.ts';
import type { StartFacts } from '../../cli/operator/start-banner.ts';

const fresh: StartFacts = {
  url: 'http://localhost:8787',
  publicBaseUrl: 'http://localhost:8787',
  port: 8787,
  adminNamed: false,
  customDataDir: undefined,
  postgres: false,
  smtp: false,
  command: 'npx nemesis',
};

describe('the lines nemesis serve prints once it listens', () => {
  it('names the address to open and, on a fresh install, the steps to the first admin', () => {
    expect(startBanner(fresh)).toBe(
      [
        'Nemesis Day is running: open http://localhost:8787 in a browser.',
        'No admin yet. To become the first one:',
        '  1. Sign up at http://localhost:8787/login/sign-up (without SMTP_URL, the confirmation code is printed here).',
        '  2. In another terminal: npx nemesis admin grant you@example.com',
        '  Then the admin panel is at http://localhost:8787/admin, and npx nemesis login --url http://localhost:8787 opens the admin commands.',
        '  (Or list admins in ADMIN_EMAILS and restart.)',
        '',
      ].join('\n'),
    );
  });

  it('says only where to open it once an admin is named, at the public address when one is set', () => {
    expect(startBanner({ ...fresh, adminNamed: true })).toBe(
      'Nemesis Day is running: open http://localhost:8787 in a browser.\n',
    );
    expect(
      startBanner({ ...fresh, adminNamed: true, publicBaseUrl: 'https://nemesis.example.com', command: 'nemesis' }),
    ).toBe(
      'Nemesis Day is running: open https://nemesis.example.com in a browser (this server listens on http://localhost:8787).\n',
    );
  });

  it('gives the grant command the data folder the server uses (quoted for a shell), or the database URL to share', () => {
    const mac = startBanner({ ...fresh, customDataDir: "/Users/o'neil/Library/Application Support/nemesis-day" });
    expect(mac).toContain(
      `npx nemesis admin grant you@example.com --data-dir '/Users/o'\\''neil/Library/Application Support/nemesis-day'\n`,
    );
    expect(startBanner({ ...fresh, customDataDir: '/var/lib/nemesis' })).toContain(
      'grant you@example.com --data-dir /var/lib/nemesis\n',
    );
    const postgres = startBanner({ ...fresh, postgres: true, smtp: true, customDataDir: '/var/lib/nemesis' });
    expect(postgres).toContain(
      '  2. In another terminal, with the same DATABASE_URL: npx nemesis admin grant you@example.com\n',
    );
    expect(postgres).toContain('Sign up at http://localhost:8787/login/sign-up.\n');
  });
});

describe('failures under --json', () => {
  it('is asked for by --json before any --, or by NEMESIS_JSON', () => {
    expect(jsonRequested(['users', 'list', '--json'], {})).toBe(true);
    expect(jsonRequested(['users', 'list'], { NEMESIS_JSON: '1' })).toBe(true);
    expect(jsonRequested(['users', 'list'], {})).toBe(false);
    expect(jsonRequested(['prompts', 'try', '--', '--json'], {})).toBe(false);
  });

  it("gives the server's code and message apart, with the log-in hint of a 401", () => {
    const url = 'http://localhost:8787';
    const failed = callFailure(
      ApiError.fromResponse(404, { error: 'ADMIN_USER_NOT_FOUND', message: 'User not found' }),
      url,
    );
    expect(failed.message).toBe('User not found (ADMIN_USER_NOT_FOUND)');
    expect(failureJson(failed)).toEqual({ error: 'ADMIN_USER_NOT_FOUND', message: 'User not found', exitCode: 1 });
    const expired = callFailure(ApiError.fromResponse(401, { error: 'ADMIN_UNAUTHORIZED', message: 'Expired' }), url);
    expect(expired.message).toBe(`Expired (ADMIN_UNAUTHORIZED)\nLog in with: nemesis login --url ${url}`);
    expect(failureJson(expired)).toEqual({
      error: 'ADMIN_UNAUTHORIZED',
      message: 'Expired',
      hint: `Log in with: nemesis login --url ${url}`,
      exitCode: 1,
    });
  });

  it("gives the CLI's own codes to wrong usage, an unreachable server and other failures", () => {
    const unreachable = failureJson(callFailure(ApiError.network(new Error('connect ECONNREFUSED')), 'http://x.test'));
    expect(unreachable).toEqual({
      error: cliErrorCodes.network,
      message: expect.stringContaining('Could not reach the server at http://x.test (connect ECONNREFUSED)'),
      exitCode: 1,
    });
    expect(failureJson(new UsageError('Not an e-mail address: x'))).toEqual({
      error: cliErrorCodes.usage,
      message: 'Not an e-mail address: x',
      exitCode: 2,
    });
    expect(failureJson(new CommanderError(1, 'commander.unknownOption', "error: unknown option '--colour'"))).toEqual({
      error: cliErrorCodes.usage,
      message: "unknown option '--colour'",
      exitCode: 2,
    });
    expect(failureJson(new CliError('Nothing done.'))).toEqual({
      error: cliErrorCodes.failed,
      message: 'Nothing done.',
      exitCode: 1,
    });
    expect(failureJson(new Error('Invalid configuration'))).toMatchObject({ error: cliErrorCodes.failed, exitCode: 1 });
  });
});

import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { runNemesis } from './run-nemesis.ts';
import type { NemesisProcess } from './run-nemesis.ts';

/** How one run of the CLI ended: its exit code, its stdout alone, and stdout with stderr. */
export interface CliRun {
  code: number | null;
  stdout: string;
  output: string;
}

/** The CLI as a person (or a script) uses it against one server, with a config folder of its own. */
export interface NemesisCli {
  /** Runs `nemesis <args>` on a pipe (no colour); `token` is NEMESIS_TOKEN, `input` is typed on stdin. */
  run(
    args: string[],
    options?: { token?: string; input?: string; env?: Record<string, string | undefined> },
  ): Promise<CliRun>;
  /** Starts `nemesis <args>` like run, answering the process to watch as it goes. */
  start(
    args: string[],
    options?: { token?: string; input?: string; env?: Record<string, string | undefined> },
  ): NemesisProcess;
  /** The XDG_CONFIG_HOME its logins are kept under. */
  configHome: string;
  /** Removes the config folder. */
  cleanup(): void;
}

/** A CLI pointed at `url` (NEMESIS_URL) with an empty config folder. */
export function nemesisCli(url: string): NemesisCli {
  const configHome = mkdtempSync(path.join(tmpdir(), 'nemesis-cli-config-'));
  return {
    configHome,
    cleanup: () => rmSync(configHome, { recursive: true, force: true }),
    start(args, options = {}) {
      const env = {
        NEMESIS_URL: url,
        XDG_CONFIG_HOME: configHome,
        NEMESIS_TOKEN: options.token,
        NEMESIS_JSON: undefined,
        FORCE_COLOR: undefined,
        ...options.env,
      };
      return runNemesis(args, env, undefined, options.input);
    },
    async run(args, options = {}) {
      const run = this.start(args, options);
      const code = await run.exited;
      return { code, stdout: run.stdout(), output: run.output() };
    },
  };
}

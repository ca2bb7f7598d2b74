import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import path from 'node:path';
import { buildTargets, isFresh } from '../../bin/build-targets.js';

const bin = path.resolve(import.meta.dirname, '../../bin/nemesis.js');
/**
 * The CLI runs from dist/ when that build is newer than every source (as right after `npm test`'s
 * build), as a user runs it; otherwise from the TypeScript sources, so a test never runs stale code.
 * Through tsx, each run costs about 3 s of CPU more, and the CLI tests run it a few hundred times.
 */
const fromSource = isFresh(buildTargets.server) ? undefined : '1';

/** The `nemesis` command as a user runs it, with its output collected. */
export interface NemesisProcess {
  child: ChildProcess;
  output: () => string;
  /** What it wrote to stdout only (its answer, without spinners, questions and errors). */
  stdout: () => string;
  /** Resolves with the exit code. */
  exited: Promise<number | null>;
  /** Resolves once the output contains `text`; rejects if the process exits first or after `ms`. */
  waitFor(text: string, ms?: number): Promise<void>;
}

/**
 * Runs `nemesis <args>` (from dist/ when fresh, else from the TypeScript sources: see fromSource), with
 * `env` added to this process's environment (an undefined value removes a variable); `from` runs
 * another copy's bin/nemesis.js in its folder; `input` is typed on its stdin, which then ends.
 */
export function runNemesis(
  args: string[],
  env: Record<string, string | undefined> = {},
  from?: string,
  input = '',
): NemesisProcess {
  const command = from ? path.join(from, 'bin', 'nemesis.js') : bin;
  return runCommand(process.execPath, [command, ...args], { NEMESIS_FROM_SOURCE: fromSource, ...env }, from, input);
}

/** Runs any command (an installed `nemesis`, say) as runNemesis does: `env` over this process's environment, in `cwd`, its output collected. */
export function runCommand(
  command: string,
  args: string[],
  env: Record<string, string | undefined> = {},
  cwd?: string,
  input = '',
): NemesisProcess {
  const child = spawn(command, args, { cwd, env: { ...process.env, ...env }, stdio: ['pipe', 'pipe', 'pipe'] });
  child.stdin!.end(input);
  let output = '';
  let stdout = '';
  const listeners = new Set<() => void>();
  const collect = (chunk: Buffer) => {
    output += chunk.toString();
    listeners.forEach((listener) => listener());
  };
  child.stdout!.on('data', (chunk: Buffer) => {
    stdout += chunk.toString();
    collect(chunk);
  });
  child.stderr!.on('data', collect);
  const exited = new Promise<number | null>((resolve) => child.once('close', (code) => resolve(code)));
  return {
    child,
    output: () => output,
    stdout: () => stdout,
    exited,
    waitFor: (text, ms = 30_000) =>
      new Promise((resolve, reject) => {
        const check = () => {
          if (output.includes(text)) done(resolve);
        };
        const done = (finish: () => void) => {
          listeners.delete(check);
          clearTimeout(timer);
          finish();
        };
        const timer = setTimeout(
          () => done(() => reject(new Error(`Timed out waiting for "${text}". Output:\n${output}`))),
          ms,
        );
        listeners.add(check);
        void exited.then(() =>
          done(() =>
            output.includes(text) ? resolve() : reject(new Error(`Exited before "${text}". Output:\n${output}`)),
          ),
        );
        check();
      }),
  };
}

import { render, renderToString } from 'ink';
import type { ReactElement } from 'react';
import readline from 'node:readline';
import { CliError, UsageError } from '../cli-error.ts';
import { Spinner } from './spinner.tsx';
import { terminalSafe, terminalSafeJson } from './terminal-safe.ts';
import { TextPrompt } from './text-prompt.tsx';

// Piped output is for grep and jq: no table is cut to a width then.
const pipedWidth = 1000;

let stdinReader: { lines: AsyncIterator<string>; close(): void } | undefined;

/**
 * What the CLI shows and asks: ink on a terminal (colours, spinners, hidden input), plain lines when
 * piped. Spinners and questions go to stderr, so stdout holds only the answer (a table, or --json).
 */
export const terminal = {
  /** The width tables fit: the terminal's, or unbounded when piped. */
  width(): number {
    return process.stdout.isTTY ? process.stdout.columns || 80 : pipedWidth;
  },

  /** Prints an API answer exactly as JSON, for scripts (controls a terminal would act on escaped). */
  printJson(value: unknown): void {
    process.stdout.write(`${terminalSafeJson(value)}\n`);
  },

  /** Prints an ink element once (colours only on a terminal). */
  print(element: ReactElement): void {
    process.stdout.write(`${renderToString(element, { columns: terminal.width() })}\n`);
  },

  /** Runs `work` with a spinner on stderr when it is a terminal and `quiet` (--json) is not set. */
  async spin<T>(label: string, work: () => Promise<T>, quiet = false): Promise<T> {
    if (quiet || !process.stderr.isTTY) return work();
    const app = render(<Spinner label={label} />, { stdout: process.stderr, patchConsole: false, exitOnCtrlC: false });
    try {
      return await work();
    } finally {
      app.clear();
      app.unmount();
    }
  },

  /** Asks one question: typed on a terminal (bullets for a secret), else read as the next line of stdin. Throws when none comes. */
  async ask(question: string, options: { secret?: boolean } = {}): Promise<string> {
    if (process.stdin.isTTY) {
      let answer: string | undefined;
      const app = render(
        <TextPrompt question={question} secret={options.secret} onAnswer={(value) => (answer = value)} />,
        { stdout: process.stderr, patchConsole: false, exitOnCtrlC: false },
      );
      await app.waitUntilExit();
      if (answer === undefined) throw new CliError('Cancelled.');
      return answer.trim() === '' && !options.secret ? terminal.ask(question, options) : answer;
    }
    process.stderr.write(`${terminalSafe(question)} `);
    if (!stdinReader) {
      const reader = readline.createInterface({ input: process.stdin, terminal: false });
      stdinReader = { lines: reader[Symbol.asyncIterator](), close: () => reader.close() };
    }
    const line = await stdinReader.lines.next();
    process.stderr.write('\n');
    if (line.done) throw new UsageError(`"${question}" needs an answer, and none came on standard input.`);
    return line.value;
  },

  /** Asks to confirm a destructive action (y/N); `yes` (--yes) answers for the user. Off a terminal without --yes, an answer must come on stdin. */
  async confirm(question: string, yes: boolean | undefined): Promise<boolean> {
    if (yes) return true;
    try {
      return /^y(es)?$/i.test((await terminal.ask(`${question} (y/N)`)).trim());
    } catch (error) {
      if (error instanceof UsageError)
        throw new UsageError(`${question}: pass --yes to confirm when not on a terminal.`);
      throw error;
    }
  },

  /** Stops reading stdin, so the process can end. */
  close(): void {
    stdinReader?.close();
    stdinReader = undefined;
  },

  /** Writes streamed text as it arrives, made terminal-safe as a block. */
  write(text: string): void {
    process.stdout.write(terminalSafe(text, 'block'));
  },
};

import { CommanderError } from 'commander';
import { CliError } from './cli-error.ts';
import { failureJson, jsonRequested } from './failure-json.ts';
import { addServerCommands } from './operator/server-commands.ts';
import { newProgram } from './new-program.ts';
import { terminalSafe, terminalSafeJson } from './ui/terminal-safe.ts';

// `serve` and `migrate` show nothing on a terminal: they leave the terminal UI (ink, with React and a
// WebAssembly layout engine) unloaded, which keeps the server's start fast and small.
const serverOnly = ['serve', 'migrate'].includes(process.argv[2] ?? '');
// A reader that stops early (`nemesis users list | head`) closes the pipe: the rest of the output is not
// wanted, which is no failure. Node would end on the unhandled EPIPE with a stack trace.
if (!serverOnly)
  process.stdout.on('error', (error: NodeJS.ErrnoException) => {
    if (error.code !== 'EPIPE') throw error;
    process.exit(0);
  });
const terminal = serverOnly ? undefined : (await import('./ui/terminal.tsx')).terminal;

try {
  const program = serverOnly ? newProgram() : (await import('./create-program.ts')).createProgram();
  if (serverOnly) addServerCommands(program);
  await program.parseAsync();
} catch (error) {
  // Under --json a failure is JSON too, on stderr like the text (stdout holds only answers); help and version are not failures.
  const json = jsonRequested(process.argv.slice(2), process.env);
  if (json && !(error instanceof CommanderError && error.exitCode === 0)) {
    const failure = failureJson(error);
    process.stderr.write(`${terminalSafeJson(failure)}\n`);
    process.exitCode = failure.exitCode;
  } else if (error instanceof CommanderError) {
    // Help and version end well; any other usage problem ends with 2 (a failed call ends with 1).
    process.exitCode = error.exitCode === 0 ? 0 : 2;
  } else {
    // Configuration, start-up and call failures are for the person at the terminal: the message, not a stack trace.
    // The message may carry the server's text (its error message, a name): shown terminal-safe.
    console.error(terminalSafe(error instanceof Error ? error.message : String(error), 'block'));
    process.exitCode = error instanceof CliError ? error.exitCode : 1;
  }
} finally {
  terminal?.close();
}

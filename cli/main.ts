import { CommanderError } from 'commander';
import { CliError } from './cli-error.ts';
import { createProgram } from './create-program.ts';
import { terminal } from './ui/terminal.tsx';

try {
  await createProgram().parseAsync();
} catch (error) {
  if (error instanceof CommanderError) {
    // Help and version end well; any other usage problem ends with 2 (a failed call ends with 1).
    process.exitCode = error.exitCode === 0 ? 0 : 2;
  } else {
    // Configuration, start-up and call failures are for the person at the terminal: the message, not a stack trace.
    console.error(error instanceof Error ? error.message : String(error));
    process.exitCode = error instanceof CliError ? error.exitCode : 1;
  }
} finally {
  terminal.close();
}

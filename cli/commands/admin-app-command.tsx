import { Option } from 'commander';
import type { Command } from 'commander';
import { render } from 'ink';
import { UsageError } from '../cli-error.ts';
import { signedInConnection } from '../session/connection.ts';
import { AdminApp } from '../ui/admin-app.tsx';
import { withExamples } from './api-command.ts';

// The terminal's alternate screen: the app takes the whole window and leaves the scrollback as it was.
const enterFullScreen = '\u001b[?1049h\u001b[H';
const leaveFullScreen = '\u001b[?1049l';

/** Adds `nemesis admin` (the interactive app) and answers the command, for its operator subcommands. */
export function addAdminApp(program: Command): Command {
  const admin = program
    .command('admin')
    .description('the admin panel in your terminal, full screen: tabs for Models, Prompts and Users')
    .addOption(new Option('--url <url>', 'server URL (default: the one you logged in to last)').env('NEMESIS_URL'))
    .action(async (options: { url?: string }) => {
      if (!process.stdin.isTTY || !process.stdout.isTTY)
        throw new UsageError('nemesis admin needs a terminal: use the other commands in scripts.');
      const connection = signedInConnection(options.url);
      process.stdout.write(enterFullScreen);
      try {
        await render(<AdminApp connection={connection} />, { exitOnCtrlC: true }).waitUntilExit();
      } finally {
        process.stdout.write(leaveFullScreen);
      }
    });
  return withExamples(admin, ['nemesis admin', 'nemesis admin grant me@example.com']);
}

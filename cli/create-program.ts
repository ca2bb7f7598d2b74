import type { Command } from 'commander';
import { addAdminApp } from './commands/admin-app-command.tsx';
import { addBackupCommands } from './operator/backup-commands.ts';
import { addModerationCommands } from './commands/moderation-commands.tsx';
import { addModelCommands } from './commands/model-commands.tsx';
import { addPromptCommands } from './commands/prompt-commands.tsx';
import { addReportCommands } from './commands/report-commands.ts';
import { addOperatorCommands, addServerCommands } from './operator/server-commands.ts';
import { addSessionCommands } from './commands/session-commands.tsx';
import { addUserCommands } from './commands/user-commands.tsx';
import { newProgram } from './new-program.ts';

/** The `nemesis` command with all its subcommands; usage errors throw CommanderError instead of exiting. */
export function createProgram(): Command {
  const program = newProgram();
  addServerCommands(program);
  addBackupCommands(program);
  addSessionCommands(program);
  addModelCommands(program);
  addPromptCommands(program);
  addUserCommands(program);
  addReportCommands(program);
  addModerationCommands(program);
  addOperatorCommands(addAdminApp(program));
  return program;
}

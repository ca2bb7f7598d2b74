import type { Command } from 'commander';
import { addAuditCommand } from './audit-command.tsx';
import { addConfigCommands } from './config-commands.tsx';
import { addHealthCommand } from './health-command.tsx';
import { addMailCommands } from './mail-commands.tsx';
import { addMessageCommands } from './message-commands.tsx';

/** Adds `nemesis config get|set`, `audit`, `mail [show]`, `messages [contact|appreciation]` and `health`. */
export function addReportCommands(program: Command): void {
  addConfigCommands(program);
  addAuditCommand(program);
  addMailCommands(program);
  addMessageCommands(program);
  addHealthCommand(program);
}

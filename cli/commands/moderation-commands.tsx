import type { Command } from 'commander';
import { InvalidArgumentError } from 'commander';
import { Text } from '../ui/text.tsx';
import { adminEndpoints } from '#contract/admin/admin-endpoints.ts';
import { adminNoteFilters } from '#contract/admin/admin-note-schemas.ts';
import type { AdminNoteFilter } from '#contract/admin/admin-note-schemas.ts';
import { moderationStatuses } from '#contract/admin/moderation-queue-schemas.ts';
import type { ModerationStatus } from '#contract/admin/moderation-queue-schemas.ts';
import { reportReasonLabels, reportReasons } from '#contract/moderation/report-reasons.ts';
import type { ReportReason } from '#contract/moderation/report-reasons.ts';
import { CliError } from '../cli-error.ts';
import { signedInConnection } from '../session/connection.ts';
import { ModeratedNote, noteState, stateColour } from '../ui/moderated-note.tsx';
import { PagedTable } from '../ui/page-line.tsx';
import { shortTime } from '../ui/short-time.ts';
import { terminal } from '../ui/terminal.tsx';
import { apiCommand, withExamples, withPaging } from './api-command.ts';
import type { ApiOptions } from './api-command.ts';

type Paging = { page: number; pageSize: number };

/** A commander parser for one of `values`. */
const oneOf =
  <T extends string>(values: readonly T[]) =>
  (value: string): T => {
    if (!(values as readonly string[]).includes(value))
      throw new InvalidArgumentError(`expected one of ${values.join(', ')}`);
    return value as T;
  };

// The decisions on a note without a body: their endpoint, what --help says, whether they ask first, and what they report after the note's name.
const decisions = {
  dismiss: {
    endpoint: adminEndpoints.adminDismissReports,
    help: "close a note's open reports as unfounded (a note held by them is shown again)",
    confirm: false,
    done: ': reports dismissed',
  },
  restore: {
    endpoint: adminEndpoints.adminRestoreNote,
    help: 'show a hidden or held note to readers again',
    confirm: false,
    done: ' is shown again',
  },
  delete: {
    endpoint: adminEndpoints.adminDeleteReportedNote,
    help: 'delete a note for good, its reports and card with it',
    confirm: true,
    done: ' is deleted',
  },
} as const;

/** Adds a decision on one note: loads it first (an unknown note stops there), asks first if the decision is destructive. */
function addDecision(parent: Command, name: keyof typeof decisions, group: string): void {
  const decision = decisions[name];
  apiCommand(
    parent,
    `${name} <note>`,
    `${decision.help} (by short id)`,
    [`nemesis ${group} ${name} AB3XY${decision.confirm ? ' --yes' : ''}`],
    { destructive: decision.confirm },
  ).action(async (shortUuid: string, options: ApiOptions) => {
    const connection = signedInConnection(options.url);
    const params = { shortUuid };
    const { note } = await terminal.spin(
      'Loading…',
      () => connection.call(adminEndpoints.adminNote, { params }),
      options.json,
    );
    const named = `${note.nemesisName} (${note.shortUuid})`;
    if (decision.confirm && !(await terminal.confirm(`${name} the note on ${named}?`, options.yes)))
      throw new CliError('Nothing done.');
    const answer = await terminal.spin('Working…', () => connection.call(decision.endpoint, { params }), options.json);
    if (options.json) return terminal.printJson(answer);
    terminal.print(
      <Text>
        <Text color="green">✓</Text> {named}
        {decision.done}.
      </Text>,
    );
  });
}

/** `show <note>`: one note with every report of it. */
function addShow(parent: Command, group: string): void {
  apiCommand(parent, 'show <note>', 'a note with its author, state and every report (by short id)', [
    `nemesis ${group} show AB3XY`,
  ]).action(async (shortUuid: string, options: ApiOptions) => {
    const connection = signedInConnection(options.url);
    const item = await terminal.spin(
      'Loading…',
      () => connection.call(adminEndpoints.adminNote, { params: { shortUuid } }),
      options.json,
    );
    if (options.json) return terminal.printJson(item);
    terminal.print(<ModeratedNote item={item} width={terminal.width()} />);
  });
}

/** Adds `nemesis reports list|show|dismiss`: the review queue of reported notes. */
function addReportCommands(program: Command): void {
  const reports = withExamples(
    program.command('reports').description('notes readers reported, and the decisions on them'),
    ['nemesis reports list', 'nemesis reports dismiss AB3XY'],
  );
  withPaging(
    apiCommand(reports, 'list', 'notes with open (or decided) reports, the latest reported first', [
      'nemesis reports list --status decided',
      'nemesis reports list --json',
    ]),
    'notes',
  )
    .option(
      '--status <status>',
      `open or decided reports: ${moderationStatuses.join(', ')}`,
      oneOf(moderationStatuses),
      'open',
    )
    .action(async (options: ApiOptions & Paging & { status: ModerationStatus }) => {
      const connection = signedInConnection(options.url);
      const { status, page, pageSize } = options;
      const queue = await terminal.spin(
        'Loading reports…',
        () => connection.call(adminEndpoints.adminModerationQueue, { query: { status, page, pageSize } }),
        options.json,
      );
      if (options.json) return terminal.printJson(queue);
      terminal.print(
        <PagedTable
          width={terminal.width()}
          rows={queue.items}
          empty={status === 'open' ? 'No open reports.' : 'No decided reports.'}
          columns={[
            { header: 'NOTE', cell: (item) => item.note.shortUuid },
            { header: 'NEMESIS', cell: (item) => item.note.nemesisName, shrink: true },
            { header: 'REPORTS', cell: (item) => String(item.reportCount) },
            {
              header: 'REASONS',
              cell: (item) =>
                item.reasons.map(({ reason, count }) => `${reportReasonLabels[reason]} ×${count}`).join(', '),
              shrink: true,
            },
            { header: 'LAST', cell: (item) => shortTime(item.lastReportedAt) },
            { header: 'STATE', cell: (item) => noteState(item), color: stateColour },
          ]}
          paging={{ page, pageSize, totalCount: queue.totalCount, noun: 'note', matching: false }}
        />,
      );
    });
  addShow(reports, 'reports');
  addDecision(reports, 'dismiss', 'reports');
}

/** Adds `nemesis notes list|show|hide|restore|delete`: every note, reported or not. */
function addNoteCommands(program: Command): void {
  const notes = withExamples(
    program.command('notes').description('every note of the site, for moderation (a complaint may come by e-mail)'),
    ['nemesis notes list --search gary', 'nemesis notes hide AB3XY --reason spam --statement "Advertising."'],
  );
  withPaging(
    apiCommand(notes, 'list', 'every note, newest first', [
      'nemesis notes list --filter hidden',
      'nemesis notes list --search gary@example.com --json',
    ]),
    'notes',
  )
    .option('--search <text>', "only notes whose nemesis name, author's e-mail or short id contains this (any case)")
    .option('--filter <filter>', `which notes: ${adminNoteFilters.join(', ')}`, oneOf(adminNoteFilters), 'all')
    .action(async (options: ApiOptions & Paging & { search?: string; filter: AdminNoteFilter }) => {
      const connection = signedInConnection(options.url);
      const { search, filter, page, pageSize } = options;
      const listing = await terminal.spin(
        'Loading notes…',
        () => connection.call(adminEndpoints.adminNotes, { query: { search, filter, page, pageSize } }),
        options.json,
      );
      if (options.json) return terminal.printJson(listing);
      terminal.print(
        <PagedTable
          width={terminal.width()}
          rows={listing.notes}
          empty="No notes match."
          columns={[
            { header: 'NOTE', cell: (item) => item.note.shortUuid },
            { header: 'NEMESIS', cell: (item) => item.note.nemesisName, shrink: true },
            { header: 'AUTHOR', cell: (item) => item.author.email || item.author.userId, shrink: true },
            { header: 'WRITTEN', cell: (item) => shortTime(item.note.createdAt) },
            {
              header: 'REPORTS',
              cell: (item) => (item.reportCount === 0 ? '–' : `${item.reportCount} (${item.openReportCount} open)`),
            },
            { header: 'STATE', cell: (item) => noteState(item), color: stateColour },
          ]}
          paging={{
            page,
            pageSize,
            totalCount: listing.totalCount,
            noun: 'note',
            matching: search !== undefined || filter !== 'all',
          }}
        />,
      );
    });
  addShow(notes, 'notes');
  apiCommand(
    notes,
    'hide <note>',
    'hide a note from readers; its author is mailed the reason and statement (by short id)',
    ['nemesis notes hide AB3XY --reason harassment --statement "Naming a real classmate is bullying."'],
  )
    .requiredOption('--reason <reason>', `why: ${reportReasons.join(', ')}`, oneOf(reportReasons))
    .requiredOption('--statement <text>', 'the statement of reasons mailed to the author')
    .action(async (shortUuid: string, options: ApiOptions & { reason: ReportReason; statement: string }) => {
      const connection = signedInConnection(options.url);
      const answer = await terminal.spin(
        'Hiding…',
        () =>
          connection.call(adminEndpoints.adminHideNote, {
            params: { shortUuid },
            body: { reason: options.reason, statement: options.statement },
          }),
        options.json,
      );
      if (options.json) return terminal.printJson(answer);
      terminal.print(
        <Text>
          <Text color="green">✓</Text> {shortUuid} is hidden ({reportReasonLabels[options.reason]}); its author was
          mailed the statement.
        </Text>,
      );
    });
  addDecision(notes, 'restore', 'notes');
  addDecision(notes, 'delete', 'notes');
}

/** Adds `nemesis reports …` and `nemesis notes …`, the moderation of notes. */
export function addModerationCommands(program: Command): void {
  addReportCommands(program);
  addNoteCommands(program);
}

import { Box } from 'ink';
import { disabledBadge } from '#contract/admin/admin-user-texts.ts';
import { Text } from './text.tsx';
import type { AdminNoteItem, AdminNoteResponse } from '#contract/admin/admin-note-schemas.ts';
import { reportReasonLabels } from '#contract/moderation/report-reasons.ts';
import { notePath } from '#contract/notes/note-paths.ts';
import { shortTime } from './short-time.ts';
import { Table } from './table.tsx';

/** A note's state for the admin: shown, held by its reports, or hidden with the reason; and sealed, while it is. */
export function noteState(item: Pick<AdminNoteItem, 'hidden' | 'note'>): string {
  const sealed = item.note.seal ? ', sealed' : '';
  if (!item.hidden) return `shown${sealed}`;
  if (item.hidden.held) return `held${sealed}`;
  return `hidden: ${item.hidden.reason ? reportReasonLabels[item.hidden.reason] : ''}${sealed}`;
}

export const stateColour = (item: Pick<AdminNoteItem, 'hidden'>) =>
  item.hidden ? (item.hidden.held ? 'yellow' : 'red') : 'green';

/** One note as `nemesis notes show` and `reports show` print it: who wrote what, its state, and every report. */
export function ModeratedNote({ item, width }: { item: AdminNoteResponse; width: number }) {
  const { note, author, hidden } = item;
  return (
    <Box flexDirection="column">
      <Text bold>
        {note.nemesisName} ({note.shortUuid}) · <Text color={stateColour(item)}>{noteState(item)}</Text>
      </Text>
      <Text dimColor>
        by {author.email || author.userId} ({author.status}
        {author.enabled ? '' : `, ${disabledBadge.toLowerCase()}`}) · {shortTime(note.createdAt)} · {note.modelId},
        prompts v{note.initialPromptVersion}/v{note.finalPromptVersion} · {notePath(note)}
      </Text>
      {hidden?.statement ? <Text block>Statement to the author: {hidden.statement}</Text> : null}
      <Text> </Text>
      <Text block>{note.finalRoast}</Text>
      <Text> </Text>
      <Text>
        {item.reportCount} report{item.reportCount === 1 ? '' : 's'}, {item.openReportCount} open
      </Text>
      {item.reports.length > 0 ? (
        <Table
          width={width}
          rows={item.reports}
          columns={[
            { header: 'REPORTED', cell: (report) => shortTime(report.createdAt) },
            { header: 'REASON', cell: (report) => reportReasonLabels[report.reason] },
            { header: 'DETAILS', cell: (report) => report.details ?? '–', shrink: true },
            { header: 'BY', cell: (report) => report.email ?? (report.signedIn ? 'a user' : 'a visitor') },
            {
              header: 'DECISION',
              cell: (report) => report.decision ?? 'open',
              color: (report) => (report.decision ? undefined : 'yellow'),
            },
          ]}
        />
      ) : null}
    </Box>
  );
}

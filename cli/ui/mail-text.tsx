import { Box } from 'ink';
import { Text } from './text.tsx';
import { shortTime } from './short-time.ts';

/** One mail as `nemesis mail show` prints it: to, subject, its state, then its text. */
export function MailText({
  entry,
}: {
  entry: {
    recipient: string;
    subject: string;
    status: string;
    createdAt: string;
    lastError?: string | null;
    text: string;
  };
}) {
  return (
    <Box flexDirection="column">
      <Text>
        <Text bold>To:</Text> {entry.recipient}
      </Text>
      <Text>
        <Text bold>Subject:</Text> {entry.subject}
      </Text>
      <Text dimColor>
        {entry.status} · {shortTime(entry.createdAt)}
        {entry.lastError ? ` · ${entry.lastError}` : ''}
      </Text>
      <Text> </Text>
      <Text block>{entry.text}</Text>
    </Box>
  );
}

import { Box } from 'ink';
import { Text } from '../text.tsx';
import type { Line, Screen } from './admin-screen.ts';

/** How many of a screen's lines fit in `height` rows beside its title, its action box and the line saying more are below. */
export const screenRows = (screen: Screen, height: number) =>
  Math.max(1, height - Math.max(1, screen.actions.length) - 4);

/** An open screen: its title, the lines that fit in `height` from `scroll` on, and its actions with the selected one marked. */
export function ScreenView({
  screen,
  lines,
  selected,
  scroll,
  height,
}: {
  screen: Screen;
  lines: Line[];
  selected: number;
  scroll: number;
  height: number;
}) {
  const shown = lines.slice(scroll, scroll + screenRows(screen, height));
  const below = lines.length - scroll - shown.length;
  return (
    <Box flexDirection="column">
      <Text bold>{screen.title}</Text>
      {shown.map((line, index) => (
        <Text key={index} color={line.color} bold={line.bold}>
          {line.text || ' '}
        </Text>
      ))}
      {(scroll > 0 || below > 0) && (
        <Text dimColor>{below > 0 ? `… ${below} more lines` : '(end)'} · PgUp/PgDn scroll</Text>
      )}
      <Box flexDirection="column" borderStyle="round" paddingX={1}>
        {screen.actions.length === 0 && <Text dimColor>Nothing to change here.</Text>}
        {screen.actions.map((action, index) => (
          <Text key={action.label} inverse={index === selected}>
            {index === selected ? '› ' : '  '}
            {action.label}
          </Text>
        ))}
      </Box>
    </Box>
  );
}

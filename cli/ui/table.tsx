import { Box } from 'ink';
import { terminalSafe } from './terminal-safe.ts';
import { Text } from './text.tsx';

/** A column of a Table: its heading, its cell text, a colour per cell, and whether it gives up width first (long free text). */
export interface Column<Row> {
  header: string;
  cell: (row: Row) => string;
  color?: (row: Row) => string | undefined;
  shrink?: boolean;
}

const gap = 2;
const minShrunk = 8;
// A cell as shown, its controls as stand-ins: its width is measured on that.
const cellText = <Row,>(column: Column<Row>, row: Row) => terminalSafe(column.cell(row));

/** The width of each column so the table fits in `columns` characters: shrinkable columns give up width first, widest first. */
export function columnWidths<Row>(columns: Column<Row>[], rows: Row[], available: number): number[] {
  const widths = columns.map((column) =>
    Math.max(column.header.length, ...rows.map((row) => [...cellText(column, row)].length)),
  );
  let excess = widths.reduce((sum, width) => sum + width, 0) + gap * (columns.length - 1) - available;
  for (const onlyShrinkable of [true, false]) {
    while (excess > 0) {
      const candidates = widths
        .map((width, index) => ({ width, index }))
        .filter(({ width, index }) => (!onlyShrinkable || columns[index]!.shrink) && width > minShrunk);
      if (candidates.length === 0) break;
      const widest = candidates.reduce((a, b) => (b.width > a.width ? b : a));
      const cut = Math.min(excess, widest.width - minShrunk);
      widths[widest.index] = widest.width - cut;
      excess -= cut;
    }
  }
  return widths;
}

/** A table that fits the terminal's width: bold headings, one line per row, cells cut with an ellipsis. */
export function Table<Row>({
  columns,
  rows,
  width,
  empty = 'Nothing to show.',
}: {
  columns: Column<Row>[];
  rows: Row[];
  width: number;
  empty?: string;
}) {
  if (rows.length === 0) return <Text dimColor>{empty}</Text>;
  const widths = columnWidths(columns, rows, width);
  return (
    <Box flexDirection="column">
      <Box gap={gap}>
        {columns.map((column, index) => (
          <Box key={column.header} width={widths[index]} flexShrink={0}>
            <Text bold wrap="truncate-end">
              {column.header}
            </Text>
          </Box>
        ))}
      </Box>
      {rows.map((row, rowIndex) => (
        <Box key={rowIndex} gap={gap}>
          {columns.map((column, index) => (
            <Box key={column.header} width={widths[index]} flexShrink={0}>
              <Text color={column.color?.(row)} wrap="truncate-end">
                {cellText(column, row)}
              </Text>
            </Box>
          ))}
        </Box>
      ))}
    </Box>
  );
}

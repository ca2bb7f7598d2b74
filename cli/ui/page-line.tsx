import { Box } from 'ink';
import { Text } from './text.tsx';
import { Table } from './table.tsx';
import type { Column } from './table.tsx';

/** Which page of a listing is shown: the page asked for, its size, how many rows there are in all, what they are, and whether a search or filter chose them. */
export interface PageOf {
  page: number;
  pageSize: number;
  totalCount: number;
  noun: string;
  matching: boolean;
}

/** The line under a listed page: which page of how many, how many rows, and the next page's option. */
export function PageLine({ page, pageSize, totalCount, noun, matching }: PageOf) {
  const pages = Math.max(1, Math.ceil(totalCount / pageSize));
  return (
    <Text dimColor>
      Page {page} of {pages} · {totalCount} {noun}
      {totalCount === 1 ? '' : 's'} {matching ? (totalCount === 1 ? 'matches' : 'match') : 'in all'}
      {page < pages ? ` · next: --page ${page + 1}` : ''}
    </Text>
  );
}

/** One page of a listing: its rows as a table as wide as the terminal, and the page line under it. */
export function PagedTable<Row>({
  rows,
  columns,
  empty,
  width,
  paging,
}: {
  rows: Row[];
  columns: Column<Row>[];
  empty: string;
  width: number;
  paging: PageOf;
}) {
  return (
    <Box flexDirection="column">
      <Table width={width} rows={rows} empty={empty} columns={columns} />
      <PageLine {...paging} />
    </Box>
  );
}

import { Text } from 'ink';

/** The line under a listed page: which page of how many, how many rows, and the next page's option. */
export function PageLine({ page, pageSize, totalCount, noun, matching }: { page: number; pageSize: number; totalCount: number; noun: string; matching: boolean }) {
  const pages = Math.max(1, Math.ceil(totalCount / pageSize));
  return (
    <Text dimColor>
      Page {page} of {pages} · {totalCount} {noun}
      {totalCount === 1 ? '' : 's'} {matching ? (totalCount === 1 ? 'matches' : 'match') : 'in all'}
      {page < pages ? ` · next: --page ${page + 1}` : ''}
    </Text>
  );
}

/**
 * The tables the admin searches for text anywhere inside their values, with the columns searched and the
 * trigram index that serves the search (0021-search-indexes.ts makes it on each engine; contains-text.ts
 * searches through it). Names are the database's own (snake case).
 */
export const searchIndexes = [
  { table: 'notes', key: 'short_uuid', columns: ['nemesis_name'], index: 'notes_search' },
  { table: 'users', key: 'id', columns: ['email'], index: 'users_search' },
] as const;

export type SearchedTable = (typeof searchIndexes)[number]['table'];

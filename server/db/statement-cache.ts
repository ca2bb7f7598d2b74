import type { SqliteDatabase, SqliteStatement } from 'kysely';

/**
 * A SQLite connection as Kysely uses it, whose statements are prepared once per SQL text (up to
 * `limit` of them, the least recently used going first) rather than on every query: Kysely's driver
 * prepares each query it runs, which costs as much as running a lookup by key. The driver runs one
 * query at a time, so a kept statement is never busy when asked for again.
 */
export function withStatementCache(connection: SqliteDatabase, limit = 500): SqliteDatabase {
  const statements = new Map<string, SqliteStatement>();
  return {
    close: () => connection.close(),
    prepare(sql) {
      let statement = statements.get(sql);
      if (statement) statements.delete(sql);
      else {
        statement = connection.prepare(sql);
        if (statements.size >= limit) statements.delete(statements.keys().next().value!);
      }
      statements.set(sql, statement);
      return statement;
    },
  };
}

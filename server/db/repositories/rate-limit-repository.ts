import type { Kysely } from 'kysely';
import { sql } from 'kysely';
import type { DatabaseSchema } from '../schema.ts';

/** The events counted in a key's current window, and when the window started (ISO time). */
export interface WindowCount {
  count: number;
  windowStartedAt: string;
}

/** Counts events per key in fixed windows, in the database so limits hold across restarts and processes. */
export function createRateLimitRepository(db: Kysely<DatabaseSchema>) {
  return {
    /**
     * Counts one event for `key` and returns the count in the current window and when that window
     * started. A window that started
     * before `windowStartedAfter` is over: the count starts again at 1 from `now`. One statement, so
     * concurrent requests in several processes cannot lose a count.
     */
    async hit(key: string, now: string, windowStartedAfter: string): Promise<WindowCount> {
      const row = await db
        .insertInto('rateLimits')
        .values({ key, windowStartedAt: now, count: 1 })
        .onConflict((conflict) =>
          conflict.column('key').doUpdateSet({
            count: sql<number>`case when rate_limits.window_started_at <= ${windowStartedAfter} then 1 else rate_limits.count + 1 end`,
            windowStartedAt: sql<string>`case when rate_limits.window_started_at <= ${windowStartedAfter} then ${now} else rate_limits.window_started_at end`,
          }),
        )
        .returning(['count', 'windowStartedAt'])
        .executeTakeFirstOrThrow();
      return { count: Number(row.count), windowStartedAt: row.windowStartedAt };
    },

    /** The count in the current window without adding to it (undefined when no window is open). */
    async peek(key: string, windowStartedAfter: string): Promise<WindowCount | undefined> {
      const row = await db
        .selectFrom('rateLimits')
        .select(['count', 'windowStartedAt'])
        .where('key', '=', key)
        .where('windowStartedAt', '>', windowStartedAfter)
        .executeTakeFirst();
      return row && { count: Number(row.count), windowStartedAt: row.windowStartedAt };
    },

    /** Forgets a key (after a success that should clear earlier failures). */
    async reset(key: string): Promise<void> {
      await db.deleteFrom('rateLimits').where('key', '=', key).execute();
    },

    /** Removes counters whose window started before `before` (every limit's window is over by then). */
    async deleteStale(before: string): Promise<number> {
      return Number(
        (await db.deleteFrom('rateLimits').where('windowStartedAt', '<', before).executeTakeFirst()).numDeletedRows,
      );
    },
  };
}

export type RateLimitRepository = ReturnType<typeof createRateLimitRepository>;

import type { Kysely } from 'kysely';
import type { AdminAuditRow, DatabaseSchema } from '../schema.ts';
import { newestFirstPage } from './newest-first-page.ts';
import type { Page, PageRequest } from './newest-first-page.ts';

/** Writes and lists the admin audit log. */
export function createAuditRepository(db: Kysely<DatabaseSchema>) {
  return {
    /** Records one admin write. */
    async insert(entry: AdminAuditRow): Promise<void> {
      await db.insertInto('adminAudit').values(entry).execute();
    },

    /** One page of entries, newest first, and the total. */
    page: (request: PageRequest): Promise<Page<AdminAuditRow>> => newestFirstPage(db, 'adminAudit', request),
  };
}

export type AuditRepository = ReturnType<typeof createAuditRepository>;

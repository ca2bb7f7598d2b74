import { Migrator, sql } from 'kysely';
import type { Kysely, Migration } from 'kysely';
import type { Database } from './database.ts';
import * as adminConfig from './migrations/0001-admin-config.ts';
import * as accounts from './migrations/0002-accounts.ts';
import * as notes from './migrations/0003-notes.ts';
import * as publishedRoasts from './migrations/0004-published-roasts.ts';
import * as noteCards from './migrations/0005-note-cards.ts';
import * as forms from './migrations/0006-forms.ts';
import * as adminAudit from './migrations/0007-admin-audit.ts';
import * as deviceCodes from './migrations/0008-device-codes.ts';
import * as mfa from './migrations/0009-mfa.ts';
import * as identities from './migrations/0010-identities.ts';
import * as sealedMail from './migrations/0011-sealed-mail.ts';
import * as sessionDevices from './migrations/0012-session-devices.ts';
import * as noteReports from './migrations/0013-note-reports.ts';
import * as noteReactions from './migrations/0014-note-reactions.ts';
import * as reportNetworks from './migrations/0015-report-networks.ts';
import * as disabledAccounts from './migrations/0016-disabled-accounts.ts';
import * as emailChanges from './migrations/0017-email-changes.ts';
import * as scheduledMail from './migrations/0018-scheduled-mail.ts';
import * as sealedNotes from './migrations/0019-sealed-notes.ts';
import * as growthIndexes from './migrations/0020-growth-indexes.ts';
import { searchIndexesMigration } from './migrations/0021-search-indexes.ts';
import { listCountsMigration } from './migrations/0022-list-counts.ts';
import { reviewQueueMigration } from './migrations/0023-review-queue.ts';
import { searchSecureDeleteMigration } from './migrations/0024-search-secure-delete.ts';

// Listed here rather than read from disk so the same code runs from source, a bundle or a test. A migration
// whose SQL differs by engine is made for the engine of the database it runs on.
const migrationsFor = (engine: Database['engine']): Record<string, Migration> => ({
  '0001-admin-config': adminConfig,
  '0002-accounts': accounts,
  '0003-notes': notes,
  '0004-published-roasts': publishedRoasts,
  '0005-note-cards': noteCards,
  '0006-forms': forms,
  '0007-admin-audit': adminAudit,
  '0008-device-codes': deviceCodes,
  '0009-mfa': mfa,
  '0010-identities': identities,
  '0011-sealed-mail': sealedMail,
  '0012-session-devices': sessionDevices,
  '0013-note-reports': noteReports,
  '0014-note-reactions': noteReactions,
  '0015-report-networks': reportNetworks,
  '0016-disabled-accounts': disabledAccounts,
  '0017-email-changes': emailChanges,
  '0018-scheduled-mail': scheduledMail,
  '0019-sealed-notes': sealedNotes,
  '0020-growth-indexes': growthIndexes,
  '0021-search-indexes': searchIndexesMigration(engine),
  '0022-list-counts': listCountsMigration(engine),
  '0023-review-queue': reviewQueueMigration(engine),
  '0024-search-secure-delete': searchSecureDeleteMigration(engine),
});

/** The migrations this version knows, oldest first: a database (or backup) with any other was made by a newer version. */
export const migrationNames: readonly string[] = Object.keys(migrationsFor('sqlite'));

// Postgres's invalid_schema_name, undefined_table and undefined_column.
const catalogChanged = new Set(['3F000', '42P01', '42703']);

/** Brings the schema up to date. Returns the names of the migrations it applied; throws if one fails. */
export async function migrateToLatest(db: Kysely<any>): Promise<string[]> {
  // On Postgres, keep the migration tables in this connection's own schema: Kysely would otherwise
  // take another schema's tables (another app, or another instance) for ours. SQLite has no schemas
  // and no current_schema(), so there the query fails and the default stands.
  const schema = (
    await sql<{ schema: string | null }>`select current_schema() as schema`.execute(db).catch(() => undefined)
  )?.rows[0]?.schema;
  // SQLite has no schemas: the engine that answers with one is PostgreSQL.
  const migrations = migrationsFor(schema ? 'postgres' : 'sqlite');
  const migrator = new Migrator({
    db,
    provider: { getMigrations: async () => migrations },
    ...(schema ? { migrationTableSchema: schema } : {}),
  });
  for (let attempt = 1; ; attempt++) {
    const { error, results = [] } = await migrator.migrateToLatest();
    // Kysely looks for its tables through every schema of the database: a schema or table dropped meanwhile
    // (another app's, or a test's) fails that look (its schema, a table or a column is gone by the time the
    // look reads it), and looking again passes. A migration that fails so is rolled back, and fails again.
    if (error && attempt < 5 && catalogChanged.has(String((error as { code?: unknown }).code))) continue;
    if (error) throw error instanceof Error ? error : new Error(String(error));
    return results.filter((result) => result.status === 'Success').map((result) => result.migrationName);
  }
}

import type { Kysely } from 'kysely';

// Indexes for the lists and deletions that otherwise read whole tables, which at a million notes
// (bench/data-growth.ts) is what every request of them costs:
// - the admin's notes browser lists every note newest first (ties by short id, both descending);
// - a user's notes come newest first, ties by short id ascending: the index holds that very order,
//   so no page sorts (it replaces notes_user_created, its prefix);
// - the review queue groups the open reports by note, and a note's open reports come oldest first;
// - a note's reaction counts are read from the index alone, without visiting each reaction's row;
// - deleting a note removes its views, and deleting an account clears the reports it made: without
//   an index on those columns, each deletion reads every view or report.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.createIndex('notes_newest').on('notes').columns(['created_at', 'short_uuid']).execute();
  await db.schema
    .createIndex('notes_author_newest')
    .on('notes')
    .columns(['user_id', 'created_at desc', 'short_uuid'])
    .execute();
  await db.schema.dropIndex('notes_user_created').execute();
  await db.schema
    .createIndex('note_reports_open_notes')
    .on('note_reports')
    .columns(['decided_at', 'short_uuid', 'created_at'])
    .execute();
  await db.schema.dropIndex('note_reports_queue').execute();
  await db.schema
    .createIndex('note_reports_of_note')
    .on('note_reports')
    .columns(['short_uuid', 'decided_at', 'created_at'])
    .execute();
  await db.schema.createIndex('note_reports_reporter_id').on('note_reports').column('reporter_id').execute();
  await db.schema
    .createIndex('note_reactions_counts')
    .on('note_reactions')
    .columns(['short_uuid', 'reaction'])
    .execute();
  await db.schema.createIndex('note_views_note').on('note_views').column('short_uuid').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const index of [
    'note_views_note',
    'note_reactions_counts',
    'note_reports_reporter_id',
    'note_reports_of_note',
    'note_reports_open_notes',
    'notes_author_newest',
    'notes_newest',
  ])
    await db.schema.dropIndex(index).execute();
  await db.schema.createIndex('note_reports_queue').on('note_reports').columns(['decided_at', 'created_at']).execute();
  await db.schema.createIndex('notes_user_created').on('notes').columns(['user_id', 'created_at']).execute();
}

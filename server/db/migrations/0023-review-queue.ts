import { sql } from 'kysely';
import type { Kysely, Migration } from 'kysely';

// The review queue lists the notes with open (or decided) reports, the latest reported first, with how
// many reports each has and when the first and last came, and says how many such notes there are.
// Grouping the reports for each page read every open report (and every decided one, which only grow):
// the database keeps the groups instead, one row of `review_queue` per note and status, and the number
// of rows of each status in `row_counts` (`review_queue_open`, `review_queue_decided`), by triggers:
// - a report written adds to its note's group of its status;
// - a report decided or deleted (with its note, or its note's author) has its note's groups made again
//   from the note's reports (the groups' first and last report cannot be taken back otherwise).
// On PostgreSQL the trigger runs once per statement over the notes it touched, after locking them, so two
// transactions changing one note's reports at once make its groups one after the other.

const statusOf = (report: string) => `case when ${report}.decided_at is null then 'open' else 'decided' end`;

// The groups of the reports `reports` (a where clause on note_reports r), written.
const group = (reports: string) => `
  insert into review_queue (status, short_uuid, report_count, first_reported_at, last_reported_at)
    select ${statusOf('r')}, r.short_uuid, count(*), min(r.created_at), max(r.created_at)
    from note_reports r where ${reports} group by 1, 2`;

// The groups of the notes `notes` (a select of short ids) made again from their reports.
const regroup = (notes: string) => `
  delete from review_queue where short_uuid in (${notes});
  ${group(`r.short_uuid in (${notes})`)};`;

const counted = (status: string, by: string) =>
  `update row_counts set count = count ${by} where name = 'review_queue_' || ${status};`;

async function createTable(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('review_queue')
    .addColumn('status', 'text', (column) => column.notNull())
    .addColumn('short_uuid', 'text', (column) => column.notNull())
    .addColumn('report_count', 'integer', (column) => column.notNull())
    .addColumn('first_reported_at', 'text', (column) => column.notNull())
    .addColumn('last_reported_at', 'text', (column) => column.notNull())
    .addPrimaryKeyConstraint('review_queue_key', ['short_uuid', 'status'])
    .execute();
  // A page: the status's notes, latest reported first, ties by short id.
  await db.schema
    .createIndex('review_queue_latest')
    .on('review_queue')
    .columns(['status', 'last_reported_at desc', 'short_uuid'])
    .execute();
  await sql.raw(group('true')).execute(db);
  for (const status of ['open', 'decided'])
    await sql`insert into row_counts (name, count) select ${`review_queue_${status}`}, count(*) from review_queue where status = ${status}`.execute(
      db,
    );
}

async function upSqlite(db: Kysely<any>): Promise<void> {
  await createTable(db);
  for (const statement of [
    `create trigger review_queue_report_added after insert on note_reports begin
       insert into review_queue (status, short_uuid, report_count, first_reported_at, last_reported_at)
         values (${statusOf('new')}, new.short_uuid, 1, new.created_at, new.created_at)
         on conflict (short_uuid, status) do update set report_count = report_count + 1,
           first_reported_at = min(first_reported_at, excluded.first_reported_at),
           last_reported_at = max(last_reported_at, excluded.last_reported_at);
     end`,
    `create trigger review_queue_report_decided after update of decided_at on note_reports
       when old.decided_at is not new.decided_at
       begin ${regroup('select new.short_uuid')} end`,
    `create trigger review_queue_report_deleted after delete on note_reports
       begin ${regroup('select old.short_uuid')} end`,
    `create trigger review_queue_counted_insert after insert on review_queue begin ${counted('new.status', '+ 1')} end`,
    `create trigger review_queue_counted_delete after delete on review_queue begin ${counted('old.status', '- 1')} end`,
  ])
    await sql.raw(statement).execute(db);
}

// The notes whose reports a statement changed: those added or deleted, and those whose decision changed
// (an account's deletion also updates the reports it made, to forget who made them).
const touched = {
  INSERT: 'select short_uuid from added',
  DELETE: 'select short_uuid from gone',
  UPDATE: `select a.short_uuid from added a join gone g on g.id = a.id where a.decided_at is distinct from g.decided_at`,
};

async function upPostgres(db: Kysely<any>): Promise<void> {
  await createTable(db);
  const regroupTouched = (op: keyof typeof touched) => `
    if tg_op = '${op}' then
      perform 1 from notes where short_uuid in (${touched[op]}) for update;
      ${regroup(touched[op])}
    end if;`;
  await sql
    .raw(
      `create function review_queue_regrouped() returns trigger language plpgsql as $$ begin
         ${(['INSERT', 'UPDATE', 'DELETE'] as const).map(regroupTouched).join('\n')}
         return null; end $$`,
    )
    .execute(db);
  await sql
    .raw(
      `create function review_queue_counted() returns trigger language plpgsql as $$ begin
         if tg_op = 'INSERT' then ${counted('new.status', '+ 1')} else ${counted('old.status', '- 1')} end if;
         return null; end $$`,
    )
    .execute(db);
  for (const [event, rows] of [
    ['insert', 'new table as added'],
    ['update', 'old table as gone new table as added'],
    ['delete', 'old table as gone'],
  ] as const)
    await sql
      .raw(
        `create trigger review_queue_regrouped_${event} after ${event} on note_reports referencing ${rows} for each statement execute function review_queue_regrouped()`,
      )
      .execute(db);
  await sql
    .raw(
      'create trigger review_queue_counted after insert or delete on review_queue for each row execute function review_queue_counted()',
    )
    .execute(db);
}

/** The migration for `engine`. */
export const reviewQueueMigration = (engine: 'sqlite' | 'postgres'): Migration => ({
  up: engine === 'sqlite' ? upSqlite : upPostgres,
  async down(db) {
    const drops =
      engine === 'sqlite'
        ? [
            'review_queue_report_added',
            'review_queue_report_decided',
            'review_queue_report_deleted',
            'review_queue_counted_insert',
            'review_queue_counted_delete',
          ].map((trigger) => `drop trigger ${trigger}`)
        : [
            ...['insert', 'update', 'delete'].map(
              (event) => `drop trigger review_queue_regrouped_${event} on note_reports`,
            ),
            'drop trigger review_queue_counted on review_queue',
            'drop function review_queue_regrouped',
            'drop function review_queue_counted',
          ];
    for (const statement of drops) await sql.raw(statement).execute(db);
    await sql`delete from row_counts where name like 'review_queue_%'`.execute(db);
    await db.schema.dropTable('review_queue').execute();
  },
});

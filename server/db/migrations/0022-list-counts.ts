import { sql } from 'kysely';
import type { Kysely, Migration } from 'kysely';

// The admin's notes browser shows how many notes there are, and how many have been reported: counting
// them on each page read every note (or every report), which at a million notes took longer than the
// page itself. The database keeps both counts as the rows change (triggers, on each engine its own way),
// in one row each of `row_counts`.
// - notes: one more for each note written, one fewer for each deleted.
// - reported_notes: one more when a note gets its first report, one fewer when its last goes (a note's
//   deletion takes its reports with it). On PostgreSQL the trigger first locks the notes concerned, so
//   two first (or last) reports of one note in transactions at once are counted one after the other.

async function createTable(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('row_counts')
    .addColumn('name', 'text', (column) => column.primaryKey())
    .addColumn('count', 'bigint', (column) => column.notNull())
    .execute();
  await sql`insert into row_counts (name, count) select 'notes', count(*) from notes`.execute(db);
  await sql`insert into row_counts (name, count) select 'reported_notes', count(distinct short_uuid) from note_reports`.execute(
    db,
  );
}

const step = (name: string, by: '+ 1' | '- 1') => `update row_counts set count = count ${by} where name = '${name}';`;

async function upSqlite(db: Kysely<any>): Promise<void> {
  await createTable(db);
  for (const statement of [
    `create trigger notes_counted_insert after insert on notes begin ${step('notes', '+ 1')} end`,
    `create trigger notes_counted_delete after delete on notes begin ${step('notes', '- 1')} end`,
    `create trigger reported_notes_counted_insert after insert on note_reports
       when (select count(*) from note_reports where short_uuid = new.short_uuid) = 1
       begin ${step('reported_notes', '+ 1')} end`,
    `create trigger reported_notes_counted_delete after delete on note_reports
       when not exists (select 1 from note_reports where short_uuid = old.short_uuid)
       begin ${step('reported_notes', '- 1')} end`,
  ])
    await sql.raw(statement).execute(db);
}

// Statement-level, over the rows the statement changed: a note's deletion deletes all its reports in one
// statement, and a row-level trigger run after it would see none left for each of them.
async function upPostgres(db: Kysely<any>): Promise<void> {
  await createTable(db);
  const firstReported = `select count(distinct short_uuid) from added a
       where (select count(*) from note_reports r where r.short_uuid = a.short_uuid) = (select count(*) from added b where b.short_uuid = a.short_uuid)`;
  const noLongerReported = `select count(distinct short_uuid) from gone g
       where not exists (select 1 from note_reports r where r.short_uuid = g.short_uuid)`;
  const functions = {
    notes_counted: `
       if tg_op = 'INSERT' then update row_counts set count = count + (select count(*) from added) where name = 'notes';
       else update row_counts set count = count - (select count(*) from gone) where name = 'notes';
       end if;`,
    reported_notes_counted: `
       if tg_op = 'INSERT' then
         perform 1 from notes where short_uuid in (select short_uuid from added) for update;
         update row_counts set count = count + (${firstReported}) where name = 'reported_notes';
       else
         perform 1 from notes where short_uuid in (select short_uuid from gone) for update;
         update row_counts set count = count - (${noLongerReported}) where name = 'reported_notes';
       end if;`,
  };
  for (const [name, body] of Object.entries(functions)) {
    await sql
      .raw(`create function ${name}() returns trigger language plpgsql as $$ begin ${body} return null; end $$`)
      .execute(db);
  }
  for (const { table, name } of pgTriggers) {
    for (const [event, rows] of [
      ['insert', 'new table as added'],
      ['delete', 'old table as gone'],
    ] as const)
      await sql
        .raw(
          `create trigger ${name}_${event} after ${event} on ${table} referencing ${rows} for each statement execute function ${name}()`,
        )
        .execute(db);
  }
}

const pgTriggers = [
  { table: 'notes', name: 'notes_counted' },
  { table: 'note_reports', name: 'reported_notes_counted' },
];

/** The migration for `engine`. */
export const listCountsMigration = (engine: 'sqlite' | 'postgres'): Migration => ({
  up: engine === 'sqlite' ? upSqlite : upPostgres,
  async down(db) {
    const drops =
      engine === 'sqlite'
        ? [
            'notes_counted_insert',
            'notes_counted_delete',
            'reported_notes_counted_insert',
            'reported_notes_counted_delete',
          ].map((trigger) => `drop trigger ${trigger}`)
        : pgTriggers.flatMap(({ table, name }) => [
            `drop trigger ${name}_insert on ${table}`,
            `drop trigger ${name}_delete on ${table}`,
            `drop function ${name}`,
          ]);
    for (const statement of drops) await sql.raw(statement).execute(db);
    await db.schema.dropTable('row_counts').execute();
  },
});

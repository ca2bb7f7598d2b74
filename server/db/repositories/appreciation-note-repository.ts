import type { Kysely } from 'kysely';
import type { AppreciationNoteRow, DatabaseSchema } from '../schema.ts';
import { createSubmissionQueries } from './submission-queries.ts';

/** Send a Nemesis Note submissions, sent or refused: recorded once per idempotency key, listed newest first. */
export function createAppreciationNoteRepository(db: Kysely<DatabaseSchema>) {
  return {
    ...createSubmissionQueries<AppreciationNoteRow>(db, 'appreciationNotes'),

    /** One note by its id (which its mail to the nemesis shares). */
    findById(id: string): Promise<AppreciationNoteRow | undefined> {
      return db.selectFrom('appreciationNotes').selectAll().where('id', '=', id).executeTakeFirst();
    },
  };
}

export type AppreciationNoteRepository = ReturnType<typeof createAppreciationNoteRepository>;

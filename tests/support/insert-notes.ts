import type { Database } from '../../server/db/database.ts';
import { createNoteRepository } from '../../server/db/repositories/note-repository.ts';

/**
 * Writes `count` notes of the user straight into the database (more than the limits let one user
 * publish in a day): "Rival 0" to "Rival n", a minute apart in pairs, so each pair shares a
 * timestamp. `tag` keeps their custom URLs apart from other tests' on the same database.
 */
export async function insertNotes(database: Database, userId: string, count: number, tag: string): Promise<void> {
  const notes = createNoteRepository(database.db);
  for (let i = 0; i < count; i++) {
    await notes.create({
      shortUuid: `pg${String(i).padStart(3, '0')}`,
      vanityUrl: `page-${i}`,
      vanityKey: `page-${i}-${tag}`,
      userId,
      nemesisName: `Rival ${i}`,
      nemesisAge: 30,
      nemesisOccupation: 'Rival',
      userNotes: 'Always one step ahead.',
      initialRoast: 'A roast.',
      finalRoast: 'A final roast.',
      modelId: 'builtin/roastbook',
      initialPromptVersion: 1,
      finalPromptVersion: 1,
      createdAt: new Date(Date.UTC(2026, 0, 1, 0, Math.floor(i / 2))).toISOString(),
    });
  }
}

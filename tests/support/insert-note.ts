import type { Database } from '../../server/db/database.ts';
import { createNoteRepository } from '../../server/db/repositories/note-repository.ts';

/** Writes one note of the user straight into the database under `shortUuid` (5 letters or digits); answers its short id. */
export async function insertNote(
  database: Database,
  userId: string,
  shortUuid: string,
  nemesisName = `Rival ${shortUuid}`,
): Promise<string> {
  await createNoteRepository(database.db).create({
    shortUuid,
    vanityUrl: `rival-${shortUuid}`,
    vanityKey: `rival-${shortUuid.toLowerCase()}`,
    userId,
    nemesisName,
    nemesisAge: 30,
    nemesisOccupation: 'Rival',
    userNotes: 'Always one step ahead.',
    initialRoast: 'A first roast.',
    finalRoast: `The final roast of ${nemesisName}.`,
    modelId: 'builtin/roastbook',
    initialPromptVersion: 1,
    finalPromptVersion: 2,
    createdAt: new Date().toISOString(),
  });
  return shortUuid;
}

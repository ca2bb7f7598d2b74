import { dehydrate } from '@tanstack/react-query';
import type { DehydratedState } from '@tanstack/react-query';
import type { NoteResponse } from '#contract/notes/note-schemas.ts';
import { createQueryClient } from '../../api/query-client.ts';
import { noteQuery } from './note-query.ts';

/**
 * The note the server rendered, as the note query's state the page hydrates (HydrationBoundary):
 * the note as anyone may read it, dated never (0), so a signed-in reader's own load still follows.
 */
export function dehydratedNote(shortUuid: string, response: NoteResponse): DehydratedState {
  const client = createQueryClient();
  client.setQueryData(noteQuery(shortUuid).queryKey, { response }, { updatedAt: 0 });
  return dehydrate(client);
}

import { endpoints } from '#contract/endpoints.ts';
import type { CreateNoteRequest } from '#contract/notes/note-schemas.ts';
import { callEndpoint } from '../../api/use-endpoint.ts';
import { useWrite } from '../../api/use-write.ts';
import { keptLists } from '../../offline/kept-lists.ts';
import { keptNotes } from '../../offline/kept-notes.ts';

/**
 * Publishing the wizard's note (`mutate(body)`; its `data` is the published note's address). The
 * note is kept on this device, and added to the user's kept My Notes list, so both read right offline.
 */
export function usePublishNote(userId: string | undefined) {
  return useWrite(async (body: CreateNoteRequest) => {
    const result = await callEndpoint(endpoints.createNote, { body });
    const { shortUuid, vanityUrl, createdAt } = result;
    const { vanityUrl: _requested, ...fields } = body;
    void keptNotes.save({ note: { ...fields, shortUuid, vanityUrl, createdAt }, isAuthor: true });
    if (userId) {
      const summary = { shortUuid, nemesisName: body.nemesisName, timestamp: createdAt, vanityUrl };
      void keptLists.update('my-notes', userId, (notes) => [summary, ...notes.filter((note) => note.shortUuid !== shortUuid)]);
    }
    return result;
  });
}

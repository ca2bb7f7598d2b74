import { endpoints } from '#contract/endpoints.ts';
import type { CreateNoteRequest } from '#contract/notes/note-schemas.ts';
import { callEndpoint } from '../../api/use-endpoint.ts';
import { useWrite } from '../../api/use-write.ts';
import { noteQueryKey } from '../../offline/kept-queries.ts';
import type { NoteAnswer } from '../../offline/kept-queries.ts';
import { keepAnswer, keepFirstInList } from '../../offline/query-persister.ts';

/**
 * Publishing the wizard's note (`mutate(body)`; its `data` is the published note's address). The
 * note is kept on this device as its author reads it, and put first in the user's kept My Notes list,
 * so both read right offline.
 */
export function usePublishNote(userId: string | undefined) {
  return useWrite(async (body: CreateNoteRequest) => {
    const result = await callEndpoint(endpoints.createNote, { body });
    const { shortUuid, vanityUrl, createdAt, seal } = result;
    const { vanityUrl: _requested, sealZone: _zone, ...fields } = body;
    const answer: NoteAnswer = {
      response: { note: { ...fields, shortUuid, vanityUrl, createdAt, seal }, isAuthor: true },
      authorId: userId,
    };
    void keepAnswer(noteQueryKey(shortUuid), answer);
    if (userId)
      void keepFirstInList('my-notes', userId, {
        shortUuid,
        nemesisName: body.nemesisName,
        timestamp: createdAt,
        vanityUrl,
        seal,
      });
    return result;
  });
}

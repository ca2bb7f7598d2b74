import { queryOptions } from '@tanstack/react-query';
import { noteReactionsPath } from '#contract/notes/note-api-routes.ts';
import { callLazily } from '../../api/call-lazily.ts';
import { endpointKey } from '../../api/endpoint-key.ts';

/**
 * The reactions resource of a note as `readerId` sees them (null: signed out): the reactions
 * endpoint's key with the reader, so one reader's own reaction never shows to another; the client loads lazily, like the note's.
 */
export const reactionsQuery = (shortUuid: string, readerId: string | undefined) =>
  queryOptions({
    queryKey: [...endpointKey({ method: 'GET', path: noteReactionsPath }, { params: { shortUuid } }), readerId ?? null],
    queryFn: ({ signal }) => callLazily('noteReactions', { params: { shortUuid } }, signal),
  });

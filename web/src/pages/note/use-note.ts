import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ApiError } from '#contract/api/api-error.ts';
import type { NoteResponse } from '#contract/notes/note-schemas.ts';
import { usePageIdle } from '../../app/after-page-ready.ts';
import type { SessionStatus } from '../../auth/session-context.ts';
import { useAppQueryClient } from '../../api/query-client.ts';
import { noteQueryKey } from '../../offline/kept-queries.ts';
import type { NoteAnswer } from '../../offline/kept-queries.ts';
import { keepAnswer } from '../../offline/query-persister.ts';
import { noteQuery } from './note-query.ts';

/**
 * The note with this id (the note query). The server's answer depends on the reader, so it waits
 * until the session is known. A page the server rendered starts from `anonymousCopy` (the note as
 * anyone may read it, hydrated into the query by the page, dated never). A reader known to be signed
 * out gets nothing more from the server, so no load follows: the rendered note is kept for offline
 * reading as it is, once the page is idle (the offline store is not what a first visit waits for).
 * A signed-in reader's own load follows at once (their view of it, author or not); `dataUpdatedAt`
 * above 0 says an answer came.
 */
export function useNote(
  shortUuid: string,
  anonymousCopy: NoteResponse | undefined,
  session: SessionStatus,
  readerId: string | undefined,
): UseQueryResult<NoteAnswer, ApiError> {
  const signedOut = anonymousCopy !== undefined && session === 'signed-out';
  const idle = usePageIdle();
  useEffect(() => {
    if (signedOut && idle) void keepAnswer(noteQueryKey(shortUuid), { response: anonymousCopy });
  }, [signedOut, idle, shortUuid, anonymousCopy]);
  return useQuery(
    { ...noteQuery(shortUuid, readerId), enabled: session !== 'loading', staleTime: signedOut ? Infinity : 0 },
    useAppQueryClient(),
  );
}

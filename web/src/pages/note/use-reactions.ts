import { useQuery } from '@tanstack/react-query';
import type { UseMutationResult, UseQueryResult } from '@tanstack/react-query';
import type { ApiError } from '#contract/api/api-error.ts';
import type { ReactionsResponse } from '#contract/notes/reaction-schemas.ts';
import type { ReactionKind } from '#contract/notes/reactions.ts';
import { usePageIdle } from '../../app/after-page-ready.ts';
import type { SessionStatus } from '../../auth/session-context.ts';
import { callLazily } from '../../api/call-lazily.ts';
import { useAppQueryClient } from '../../api/query-client.ts';
import { useWrite } from '../../api/use-write.ts';
import { useOnline } from '../../offline/use-online.ts';
import { reactionsQuery } from './reactions-query.ts';

/** A note's reactions as this reader sees them, and the write that sets (a kind) or takes back (null) their own. */
export interface NoteReactions {
  query: UseQueryResult<ReactionsResponse, ApiError>;
  write: UseMutationResult<ReactionsResponse, ApiError, ReactionKind | null>;
}

/**
 * The note's reaction counts and the reader's own, loaded in the browser once the session is known
 * (the answer is the reader's: a server-rendered page has none, so its first render matches the
 * server's), when `wanted` (the bar is about to show), once the page is idle (the counts and their
 * checks are not what a first visit waits for) and when the device is online. A write's
 * answer is the new state, shown at once.
 */
export function useReactions(
  shortUuid: string,
  session: SessionStatus,
  readerId: string | undefined,
  wanted: boolean,
): NoteReactions {
  const client = useAppQueryClient();
  // Offline there is nothing to ask (and a request would only fail): the bar waits for the connection.
  const online = useOnline();
  const idle = usePageIdle();
  const params = { shortUuid };
  const reactions = reactionsQuery(shortUuid, readerId);
  const query = useQuery({ ...reactions, enabled: wanted && idle && session !== 'loading' && online }, client);
  const write = useWrite(
    (reaction: ReactionKind | null) =>
      reaction ? callLazily('setReaction', { params, body: { reaction } }) : callLazily('removeReaction', { params }),
    {
      onSuccess: (answer) => client.setQueryData(reactions.queryKey, answer),
    },
  );
  return { query, write };
}

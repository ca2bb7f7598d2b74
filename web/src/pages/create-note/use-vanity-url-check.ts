import { useEffect, useRef } from 'react';
import type { ApiError } from '#contract/api/api-error.ts';
import { endpoints } from '#contract/endpoints.ts';
import { useAppQueryClient } from '../../api/query-client.ts';
import { endpointQuery, useEndpoint } from '../../api/use-endpoint.ts';
import type { AnswerOf } from '../../api/use-endpoint.ts';
import { useDebouncedValue } from '../../hooks/use-debounced-value.ts';

// The server is asked once typing pauses this long, not at every key.
const typingPauseMs = 400;

/** What is known of the custom URL as typed now: still being checked, free, taken, or nothing (blank, invalid, offline, or the check failed). */
export type VanityUrlState = 'checking' | 'available' | 'taken' | undefined;

type Answer = AnswerOf<typeof endpoints.checkVanityUrl>;

const checkKey = (vanityUrl: string) => endpointQuery(endpoints.checkVanityUrl, { query: { vanityUrl } }).queryKey;

/**
 * Whether the custom URL being typed (trimmed, and passing the field's own rules: `checkable`) is
 * still free, asked of the server once typing pauses. A publish refused because another note took it
 * meanwhile (`refusal` VANITY_URL_TAKEN) marks it taken too, so the field says so.
 */
export function useVanityUrlCheck(typed: string, checkable: boolean, refusal: ApiError | null): VanityUrlState {
  const client = useAppQueryClient();
  const settled = useDebouncedValue(checkable ? typed : '', typingPauseMs);
  const check = useEndpoint(
    endpoints.checkVanityUrl,
    { query: { vanityUrl: settled } },
    { enabled: checkable && settled !== '' && settled === typed, retry: false },
  );
  // Each refusal once: the field is read-only while publishing, so what it holds now is what was refused.
  const marked = useRef<ApiError | null>(null);
  useEffect(() => {
    if (refusal === marked.current) return;
    marked.current = refusal;
    if (refusal?.code !== 'VANITY_URL_TAKEN' || typed === '') return;
    const taken: Answer = { vanityUrl: typed, available: false };
    client.setQueryData(checkKey(typed), taken);
  }, [refusal, client, typed]);

  // Read before any return: the query re-renders this only for what was read.
  const answered = check.data;
  const failed = check.isError;
  if (!checkable || typed === '') return undefined;
  // A value checked before (typed again) is known at once.
  const known = answered?.vanityUrl === typed ? answered : client.getQueryData<Answer>(checkKey(typed));
  if (known) return known.available ? 'available' : 'taken';
  return failed ? undefined : 'checking';
}

import { ApiError } from '#contract/api/api-error.ts';
import { toApiError } from '../api/to-api-error.ts';
import { pendingSubmissions } from './pending-submissions.ts';
import { postSubmission } from './post-submission.ts';

/** How a waiting submission ended, as a BroadcastChannel carries it: sent (held until `deliverAt`, if the server holds it), or refused (the ApiError's fields). */
interface SettledSubmission {
  submissionId: string;
  deliverAt?: string;
  error?: ConstructorParameters<typeof ApiError>[0];
}

/** How a round of sending ended: nothing left, a failure worth retrying later, or no answer from the server. */
type Round = 'done' | 'later' | 'unreachable';

const lockName = 'nemesis-day-pending-submissions';
const channelName = 'nemesis-day-submissions';
/** How soon to try again when the browser is online but the server did not answer (it may be restarting). */
const retryEveryMs = 30_000;

let running: Promise<void> | undefined;
let retryTimer: number | undefined;

/**
 * Sends the waiting submissions, oldest first, and tells every tab how each ended. A refusal (a
 * rule, a stopped recipient) ends a submission; a failure worth retrying leaves it and the rest for
 * later. Resolves 'unreachable' when the server gave no answer.
 */
async function sendAll(): Promise<Round> {
  const channel = new BroadcastChannel(channelName);
  try {
    for (const submission of await pendingSubmissions.all()) {
      let refusal: ApiError | undefined;
      let deliverAt: string | undefined;
      try {
        deliverAt = await postSubmission(submission);
      } catch (failure) {
        refusal = toApiError(failure);
        if (refusal.type === 'network') return 'unreachable';
        if (refusal.retryable) return 'later';
      }
      await pendingSubmissions.remove(submission.submissionId);
      const settled: SettledSubmission = {
        submissionId: submission.submissionId,
        deliverAt,
        error: refusal && plainError(refusal),
      };
      channel.postMessage(settled);
    }
    return 'done';
  } finally {
    channel.close();
  }
}

// An ApiError as plain fields, which a BroadcastChannel can carry (and new ApiError rebuilds).
function plainError({
  type,
  retryable,
  status,
  code,
  serverMessage,
  message,
  retryAfterSeconds,
}: ApiError): SettledSubmission['error'] {
  return { type, retryable, status, code, serverMessage, message, retryAfterSeconds };
}

// One tab sends at a time (where the browser has Web Locks); the idempotency key makes a double send harmless anyway.
function underLock(work: () => Promise<Round>): Promise<Round> {
  if (!navigator.locks) return work();
  return navigator.locks.request(lockName, { ifAvailable: true }, (lock) => (lock ? work() : 'done'));
}

// Sends the submissions waiting on this device, unless this tab or another is already at it.
function sendPending(): Promise<void> {
  running ??= underLock(sendAll)
    .then((outcome) => {
      if (outcome !== 'done' && navigator.onLine) sendPendingLater();
    })
    .finally(() => {
      running = undefined;
    });
  return running;
}

/** Sends the waiting submissions in 30 s: the browser is online, but the server did not answer or asked to wait. */
export function sendPendingLater(): void {
  if (retryTimer !== undefined) return;
  retryTimer = window.setTimeout(() => {
    retryTimer = undefined;
    void sendPending();
  }, retryEveryMs);
}

/** Sends what earlier visits left waiting, now and whenever the connection comes back; called once, as the app starts. */
export function startSendingPending(): void {
  window.addEventListener('online', () => void sendPending());
  if (navigator.onLine) void sendPending();
}

/**
 * Calls `listener` when the waiting submission `submissionId` has been answered, by this tab or another:
 * with the refusal, or nothing when sent (and the moment the server holds it until, if it does). Returns the unsubscribe.
 */
export function onSubmissionSettled(
  submissionId: string,
  listener: (refusal: ApiError | undefined, deliverAt: string | undefined) => void,
): () => void {
  const channel = new BroadcastChannel(channelName);
  channel.onmessage = (event: MessageEvent<SettledSubmission>) => {
    if (event.data.submissionId === submissionId)
      listener(event.data.error && new ApiError(event.data.error), event.data.deliverAt);
  };
  return () => channel.close();
}

/**
 * Leaves `task` for once the answer to the request under way has gone out (outside a request, for the
 * next turn of the event loop): work whose time would tell the caller something, such as whether an
 * address has an account. A failure is logged under `name`, never lost silently.
 */
export type AfterAnswer = (name: string, task: () => Promise<void>) => void;

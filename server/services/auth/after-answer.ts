/**
 * Leaves `task` for once the answer to the request it was made for has gone out: work whose time
 * would tell the caller something, such as whether an address has an account. A failure is logged
 * under `name`, never lost silently. The route makes one for its request (AnswerFirst.afterAnswer).
 */
export type AfterAnswer = (name: string, task: () => Promise<void>) => void;

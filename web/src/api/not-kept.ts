/**
 * Query options for an answer about the signed-in user (their tokens, their sign-in methods): not
 * kept once no page shows it, so whoever signs in next on this browser never sees it, not even
 * while their own loads. (Such answers are keyed by endpoint, not by user.)
 */
export const notKept = { gcTime: 0 } as const;

/**
 * Where notes are read in the API, apart from their schemas: the note page and the offline store key
 * their data by these without loading zod and the contract's schemas on a first visit
 * (note-endpoints.ts builds the endpoints on them).
 */
export const getNoteRoute = { method: 'GET', path: '/api/v1/nemesis-notes/:shortUuid' } as const;

/** The signed-in user's notes, a page at a time. */
export const myNotesRoute = { method: 'GET', path: '/api/v1/nemesis-notes/user/my-notes' } as const;

/** Other people's notes the signed-in user opened. */
export const recentlyViewedRoute = { method: 'GET', path: '/api/v1/nemesis-notes/user/recently-viewed' } as const;

/** A note's reactions: their counts and the caller's own (GET), setting it (PUT), taking it back (DELETE). */
export const noteReactionsPath = '/api/v1/nemesis-notes/:shortUuid/reactions';

/**
 * Where a note is read in the API, apart from its schemas: the note page keys its data by it without
 * loading zod and the contract's schemas on a first visit (note-endpoints.ts builds the endpoint on it).
 */
export const getNoteRoute = { method: 'GET', path: '/api/v1/nemesis-notes/:shortUuid' } as const;

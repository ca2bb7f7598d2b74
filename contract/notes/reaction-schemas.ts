import { z } from 'zod';
import { reactionKinds, reactionMessages } from './reactions.ts';

/** One reaction's name: laugh, fire, clap or handshake. */
export const reactionKind = z.enum(reactionKinds, { error: reactionMessages.unknownReaction });

/** How many readers left each reaction. */
export const reactionCounts = z.object({
  laugh: z.number(),
  fire: z.number(),
  clap: z.number(),
  handshake: z.number(),
});

/** A note's reaction counts and the caller's own reaction (null: none yet). */
export const reactionsResponse = z.object({ counts: reactionCounts, mine: reactionKind.nullable() });
export type ReactionsResponse = z.infer<typeof reactionsResponse>;

/** PUT: the caller's reaction, replacing any they left before. */
export const setReactionRequest = z.object({ reaction: reactionKind });

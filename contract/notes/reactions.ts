/**
 * The reactions a reader can leave on a note: one of a small fixed set, each an emoji with the words
 * a screen reader says for it. One reaction per reader per note, changeable and removable.
 */
export const reactions = [
  { kind: 'laugh', emoji: '😂', label: 'Funny' },
  { kind: 'fire', emoji: '🔥', label: 'Savage' },
  { kind: 'clap', emoji: '👏', label: 'Well played' },
  { kind: 'handshake', emoji: '🤝', label: 'Fair' },
] as const;

/** One reaction's name in the API (`laugh`, `fire`, `clap`, `handshake`). */
export type ReactionKind = (typeof reactions)[number]['kind'];

/** The reactions' names, in the order the note page shows them. */
export const reactionKinds = reactions.map((reaction) => reaction.kind) as [ReactionKind, ...ReactionKind[]];

/** How many readers left each reaction on a note (or on a prompt version's notes). */
export type ReactionCounts = Record<ReactionKind, number>;

/** Every reaction counted 0. */
export const noReactions = (): ReactionCounts => ({ laugh: 0, fire: 0, clap: 0, handshake: 0 });

/**
 * The limit on readers without an account: new reactions to one note from one network (an IPv4
 * address, or an IPv6 /64) per day, so a client that keeps starting afresh moves a count this much at most.
 */
export const reactionLimits = {
  perNetworkPerNote: 3,
  networkWindowMs: 24 * 60 * 60_000,
} as const;

/** The messages of reactions, word for word. */
export const reactionMessages = {
  unknownReaction: `Choose one of the reactions: ${reactions.map((reaction) => reaction.label).join(', ')}`,
  networkFull: 'Enough readers on your network have reacted to this note today. Sign in to add your reaction.',
} as const;

/** Counts of each reaction from rows of (reaction, count); a reaction without a row counts 0. */
export function tallyReactions(rows: readonly { reaction: ReactionKind; count: number }[]): ReactionCounts {
  const counts = noReactions();
  for (const row of rows) counts[row.reaction] += row.count;
  return counts;
}

import type { ReactionKind } from '#contract/notes/reactions.ts';

// The tables of nemesis notes: the notes, who viewed them, the prompts and roasts behind them, their cards and reactions.

export interface NotesTable {
  shortUuid: string;
  vanityUrl: string;
  vanityKey: string;
  userId: string;
  nemesisName: string;
  nemesisAge: number;
  nemesisOccupation: string;
  userNotes: string;
  initialRoast: string;
  finalRoast: string;
  /** The model that wrote the final roast, and the prompt versions of both roasts. */
  modelId: string;
  initialPromptVersion: number;
  finalPromptVersion: number;
  createdAt: string;
  /** Sealed until Nemesis Day: when it opens (ISO; opening it early sets the moment it opened), and the zone its author chose; null for a note never sealed. */
  sealedUntil: string | null;
  sealZone: string | null;
}

export interface NoteViewsTable {
  id: string;
  shortUuid: string;
  viewerId: string;
  viewedAt: string;
}

export interface PromptTemplatesTable {
  promptId: string;
  version: number;
  promptText: string;
  description: string;
  /** 1 for the one active version of a prompt id, else 0 (an integer on both engines). */
  isActive: number;
  createdAt: string;
  createdBy: string;
  usageCount: number;
  lastUsedAt: string | null;
}

export interface GeneratedRoastsTable {
  id: string;
  userId: string;
  /** The roast stage: which prompt wrote the roast. */
  stage: 'initial-roast' | 'final-roast';
  textHash: string;
  modelId: string;
  promptVersion: number;
  createdAt: string;
  /** When a note published this roast (a roast is published once); null until then. */
  publishedAt: string | null;
}

export interface NoteCardsTable {
  shortUuid: string;
  pngBase64: string;
  etag: string;
  createdAt: string;
}

/** A reader's one reaction to a note: `user:{id}` or `device:{keyed hash of the device id}` (0014-note-reactions.ts, device-tokens.ts). */
export interface NoteReactionsTable {
  shortUuid: string;
  readerKey: string;
  reaction: ReactionKind;
  updatedAt: string;
}

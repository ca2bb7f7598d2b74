import { parentPort } from 'node:worker_threads';
import type { NoteCardContent } from './render-note-card.ts';
import { renderNoteCard } from './render-note-card.ts';

/** A drawing job sent to a card worker, and what comes back. */
export interface CardJob {
  id: number;
  content: NoteCardContent;
}
export type CardResult = { id: number; png: Uint8Array } | { id: number; error: string };

// Runs in a worker thread of the card pool: draws one card at a time, off the server's event loop.
parentPort?.on('message', (job: CardJob) => {
  renderNoteCard(job.content).then(
    (png) => parentPort!.postMessage({ id: job.id, png } satisfies CardResult),
    (error: unknown) => parentPort!.postMessage({ id: job.id, error: error instanceof Error ? error.message : String(error) } satisfies CardResult),
  );
});

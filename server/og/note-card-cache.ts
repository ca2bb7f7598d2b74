/** A bounded cache of rendered cards; see createNoteCardCache. */
export interface NoteCardCache {
  /** The cached card for `key`, or the result of `render()`, which then is cached. */
  get(key: string, render: () => Promise<Buffer>): Promise<Buffer>;
}

/**
 * An in-memory LRU of rendered cards, keyed by something that changes when the card would
 * (such as `${shortUuid}:${createdAt}`). Concurrent gets of one key share a single render; a
 * failed render is forgotten so the next get tries again.
 */
export function createNoteCardCache(maxEntries = 200): NoteCardCache {
  // A Map iterates in insertion order, so re-inserting on each hit keeps the oldest first.
  const entries = new Map<string, Promise<Buffer>>();
  return {
    get(key, render) {
      const cached = entries.get(key);
      if (cached) {
        entries.delete(key);
        entries.set(key, cached);
        return cached;
      }
      const rendering = Promise.resolve().then(render);
      entries.set(key, rendering);
      rendering.catch(() => {
        if (entries.get(key) === rendering) entries.delete(key);
      });
      for (const oldest of entries.keys()) {
        if (entries.size <= maxEntries) break;
        entries.delete(oldest);
      }
      return rendering;
    },
  };
}

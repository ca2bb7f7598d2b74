import type { Plugin } from 'vite';

/**
 * The modules of a build that import, directly or through others, a module `target` matches: a
 * plugin that finds them once the module graph is complete, and `has(id)`, which the chunk groups
 * ask afterwards. Static imports only: what a module imports dynamically is not loaded with it.
 */
export function modulesReaching(target: RegExp): { plugin: Plugin; has(id: string): boolean } {
  const reaching = new Set<string>();
  const plugin: Plugin = {
    name: 'modules-reaching',
    apply: 'build',
    buildEnd() {
      reaching.clear();
      // From the targets up through their importers: each module is walked once, cycles included.
      const waiting = [...this.getModuleIds()].filter((id) => target.test(id));
      for (let id = waiting.pop(); id !== undefined; id = waiting.pop())
        for (const importer of this.getModuleInfo(id)?.importers ?? [])
          if (!reaching.has(importer)) {
            reaching.add(importer);
            waiting.push(importer);
          }
    },
  };
  return { plugin, has: (id) => reaching.has(id) };
}

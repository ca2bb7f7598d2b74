import { BaseSequencer } from 'vitest/node';
import type { TestSpecification } from 'vitest/node';

// The files that take a minute (thousands of requests each, on both engines). Vitest orders a tier by the
// last run's times, and a fresh clone (CI) has none: by size, these small files came last, and one of them
// ended the run alone for most of its minute.
const slowest = ['outside-check', 'authorization-matrix', 'malformed-requests'].map(
  (name) => `/tests/api/${name}.test.ts`,
);
const slowRank = (file: TestSpecification) => {
  const rank = slowest.findIndex((path) => file.moduleId.endsWith(path));
  return rank === -1 ? slowest.length : rank;
};

/**
 * Takes the tiers in turn, one file of each (e2e, api, cli, unit). Vitest's own order runs the tiers one
 * after another, so the CLI's minute-long files started late and ended the run alone, and three browser
 * files at once left a busy two-core machine to Chromium while the API files (mostly waiting on their
 * servers) had run before. Within a tier, the slowest files above come first, then vitest's order: the
 * slowest of the last run first, or the largest files on a first run.
 */
export class TiersInTurnSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const tiers = new Map<string, TestSpecification[]>();
    const sorted = await super.sort(files);
    for (const file of sorted.toSorted((a, b) => slowRank(a) - slowRank(b))) {
      tiers.set(file.project.name, [...(tiers.get(file.project.name) ?? []), file]);
    }
    const queues = ['e2e', 'api', 'cli', 'unit', ...tiers.keys()].flatMap((tier) => {
      const queue = tiers.get(tier) ?? [];
      tiers.delete(tier);
      return queue.length > 0 ? [queue] : [];
    });
    const interleaved: TestSpecification[] = [];
    for (let index = 0; queues.some((queue) => index < queue.length); index++) {
      for (const queue of queues) if (index < queue.length) interleaved.push(queue[index]!);
    }
    return interleaved;
  }
}

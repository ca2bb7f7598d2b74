import { BaseSequencer } from 'vitest/node';
import type { TestSpecification } from 'vitest/node';

/**
 * Takes the tiers in turn, one file of each (e2e, api, cli, unit). Vitest's own order runs the tiers one
 * after another, so the CLI's minute-long files started late and ended the run alone, and three browser
 * files at once left a busy two-core machine to Chromium while the API files (mostly waiting on their
 * servers) had run before. Within a tier, vitest's order stays: the slowest of the last run first, or
 * the largest files on a first run.
 */
export class TiersInTurnSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const tiers = new Map<string, TestSpecification[]>();
    for (const file of await super.sort(files)) {
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

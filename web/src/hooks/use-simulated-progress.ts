import { useEffect, useState } from 'react';

/** How a wait's progress is simulated: where it stops until the answer comes, and how often it moves (spec §4, §9). */
export interface ProgressPace {
  capPercent: number;
  tickMs: number;
}

/** The spec's paces: generation stops at 85 % and moves every 800 ms; create and delete stop at 95 % and move every 500 ms. */
export const progressPaces = {
  generation: { capPercent: 85, tickMs: 800 },
  create: { capPercent: 95, tickMs: 500 },
  delete: { capPercent: 95, tickMs: 500 },
} as const satisfies Record<string, ProgressPace>;

/** Each tick adds a random 5 to 20 percent (spec §9). */
const stepRange = [5, 20] as const;

function randomStep(): number {
  return stepRange[0] + Math.random() * (stepRange[1] - stepRange[0]);
}

/**
 * A percentage that creeps up while `running` (a random 5-20 % per tick, never past the cap) and
 * is 100 once it is not: the answer has arrived. Each time `running` turns on it starts again, one
 * step in, so the bar moves at once.
 */
export function useSimulatedProgress(running: boolean, pace: ProgressPace): number {
  const [value, setValue] = useState(randomStep);
  const [wasRunning, setWasRunning] = useState(running);
  if (running !== wasRunning) {
    setWasRunning(running);
    if (running) setValue(randomStep());
  }
  useEffect(() => {
    if (!running) return;
    const timer = setInterval(
      () => setValue((previous) => Math.min(pace.capPercent, previous + randomStep())),
      pace.tickMs,
    );
    return () => clearInterval(timer);
  }, [running, pace.capPercent, pace.tickMs]);
  return running ? value : 100;
}

// Types of build-targets.js (plain JavaScript, run before anything is compiled) for the tests that read it.
export interface BuildTarget {
  output: string;
  sources: string[];
}
export const root: string;
export const buildTargets: { web: BuildTarget; server: BuildTarget };
export function isFresh(target: BuildTarget): boolean;

import pairs from '../../../../data/famous-rivalries.json' with { type: 'json' };

/** One rivalry shown on the Famous Nemesises carousel. */
export interface NemesisPair {
  left: string;
  right: string;
  fictional: boolean;
  description: string;
  leftLink: string;
  rightLink: string;
}

/** The ten famous pairs, in carousel order: data/famous-rivalries.json, data the product ships (the build bundles it). */
export const nemesisPairs: readonly NemesisPair[] = pairs;

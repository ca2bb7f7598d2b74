import phrases from '../../data/roast-phrases.json' with { type: 'json' };

/**
 * The parts of the built-in roaster's phrase bank (data/roast-phrases.json, shipped data the build bundles).
 * Placeholders: {name}, {age} (a number), {years} ("34 years"), {occupation} (as typed),
 * {anOccupation} (with "a" or "an"), {detail} (a quoted phrase from the story).
 * House rules, as for the AI prompts: punch at choices, habits, job and ego, never at who someone is;
 * nothing about body, looks, health, or any group; no threats, no profanity.
 */
export interface RoastPhraseBank {
  /** First line of the initial roast; uses {name}. */
  openers: readonly string[];
  /** A joke built on the age; each one shows the number through {age} or {years}. */
  ageJokes: readonly string[];
  /** A joke built on the occupation; each one shows it through {occupation} or {anOccupation}. */
  occupationJokes: readonly string[];
  /** General jabs at habits and ego; uses {name}. */
  jabs: readonly string[];
  /** Last line of the initial roast; uses {name}. */
  closers: readonly string[];
  /** First line of the final roast; uses {name}. */
  finalOpeners: readonly string[];
  /** A callback to the user's story; uses {detail} and {name}. */
  storyCallbacks: readonly string[];
  /** Stands in for the story callbacks when the story gives nothing to quote; uses {name}. */
  noStory: readonly string[];
  /** Last line of the final roast: the grudging compliment; uses {name}. */
  finalClosers: readonly string[];
}

/** The built-in roaster's phrase bank. */
export const roastPhrases: RoastPhraseBank = phrases;

/** How many lines the bank holds, all parts together. */
export const roastPhraseCount = Object.values(roastPhrases).reduce((count, lines) => count + lines.length, 0);

import phrases from '../../data/roast-phrases.json' with { type: 'json' };

/** Lines the built-in roaster may use for a nemesis whose age is within from..to. */
export interface AgeLines {
  from: number;
  to: number;
  lines: readonly string[];
}

/** Lines about one kind of job, used when the occupation holds one of `words` (lower case). */
export interface JobFamily {
  words: readonly string[];
  lines: readonly string[];
}

/**
 * The parts of the built-in roaster's phrase bank (data/roast-phrases.json, shipped data the build bundles).
 * Placeholders: {name}; {age} (a number), {years} ("34 years"); {isJob} ("is an accountant", "is retired",
 * "sells insurance"), {beingJob} ("being an accountant", "selling insurance"), and for an occupation that is
 * a noun {occupation} (as typed) and {anOccupation} (with "a" or "an"); from the story {doing} and {doing2}
 * (deeds as gerund phrases: "stealing their rival's parking space"), {did} (a deed in the past tense),
 * {trait} (what the nemesis is: "always late") and {thing} ("the coffee machine", "sticky notes").
 * House rules, as for the AI prompts: punch at choices, habits, job and ego, never at who someone is;
 * nothing about body, looks, health, or any group; no threats, no profanity.
 */
export interface RoastPhraseBank {
  /** First line of the initial roast; uses {name}. */
  openers: readonly string[];
  /** Jokes built on the age, by age range; each shows the number through {age} or {years}. */
  ageJokes: readonly AgeLines[];
  /** Jokes built on the occupation, whatever its form; each shows it through {isJob} or {beingJob}. */
  jobJokes: readonly string[];
  /** Jokes for an occupation that is a noun ("dentist", "Head of Sales"); each shows {occupation} or {anOccupation}. */
  nounJobJokes: readonly string[];
  /** Jokes that fit one kind of job; each shows it through {isJob} or {beingJob}. */
  jobFamilies: readonly JobFamily[];
  /** General jabs at habits and ego, by age range (a child does not microwave fish at the office); use {name}. */
  jabs: readonly AgeLines[];
  /** Last line of the initial roast; uses {name}. */
  closers: readonly string[];
  /** First line of the final roast; uses {name}. */
  finalOpeners: readonly string[];
  /** A callback to one deed of the story; uses {doing} or {did}. */
  deedLines: readonly string[];
  /** A callback to two deeds at once; uses {doing} and {doing2}. */
  twoDeedLines: readonly string[];
  /** A deed set beside the age; uses {doing} and {age} or {years}. */
  deedAgeLines: readonly string[];
  /** A deed set beside the job; uses {doing} and {isJob} or {beingJob}. */
  deedJobLines: readonly string[];
  /** A callback to what the story says the nemesis is; uses {trait}. */
  traitLines: readonly string[];
  /** A callback to something the story mentions when it tells few deeds; uses {thing}. */
  thingLines: readonly string[];
  /** Stands in for the story when it gives nothing to call back; uses {name}. */
  noStory: readonly string[];
  /** Last line of the final roast: the grudging compliment; uses {name}. */
  finalClosers: readonly string[];
}

/** The built-in roaster's phrase bank. */
export const roastPhrases: RoastPhraseBank = phrases;

/** How many lines the bank holds, all parts together. */
export const roastPhraseCount = Object.values(roastPhrases)
  .flat()
  .reduce(
    (count: number, part: string | AgeLines | JobFamily) => count + (typeof part === 'string' ? 1 : part.lines.length),
    0,
  );

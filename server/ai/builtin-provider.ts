import { setTimeout as sleep } from 'node:timers/promises';
import type { AiProvider, RoastDetails } from './ai-provider.ts';
import { roastPhrases } from './roast-phrases.ts';

/** Knobs of the built-in roaster; tests pass wordDelayMs 0 and a seeded random. */
export interface BuiltinProviderOptions {
  /** Pause between streamed words, so the offline roast streams like a model's (default 15). */
  wordDelayMs?: number;
  /** Returns a number in [0, 1); Math.random by default. */
  random?: () => number;
}

/**
 * The `builtin` provider, shown as 'built-in (no AI model)': one model, `roastbook`, that ignores the
 * prompt and fills a phrase bank with the roast's details. Always available. streamCompletion throws
 * only the signal's reason when aborted.
 */
export function createBuiltinProvider({
  wordDelayMs = 15,
  random = Math.random,
}: BuiltinProviderOptions = {}): AiProvider {
  return {
    name: 'builtin',

    async listModels() {
      return ['roastbook'];
    },

    async *streamCompletion({ roast, signal }) {
      signal.throwIfAborted();
      const words = writeRoast(roast, random).split(/(?<=\s)(?=\S)/);
      for (const [index, word] of words.entries()) {
        if (index > 0 && wordDelayMs > 0) await pause(wordDelayMs, signal);
        signal.throwIfAborted();
        yield word;
      }
    },
  };
}

/**
 * Writes a roast from the details: 4-5 sentences for the initial roast; 5-6 for the final one, quoting
 * words from the story and avoiding the sentences of the initial roast. Throws nothing.
 */
export function writeRoast(roast: RoastDetails, random: () => number = Math.random): string {
  const values = placeholderValues(roast);
  const fill = (template: string, detail = '') =>
    template.replace(/\{(\w+)\}/g, (_, key: string) => values[key] ?? detail);
  const used = new Set<string>();
  const previous = roast.stage === 'final-roast' ? (roast.initialRoast ?? '') : '';
  const pick = (templates: readonly string[], detail?: string): string => {
    const fresh = templates
      .map((template) => fill(template, detail))
      .filter((line) => !used.has(line) && !previous.includes(line));
    const choices = fresh.length > 0 ? fresh : templates.map((template) => fill(template, detail));
    const line = choices[Math.min(choices.length - 1, Math.floor(random() * choices.length))]!;
    used.add(line);
    return line;
  };
  const { openers, ageJokes, occupationJokes, jabs, closers, finalOpeners, storyCallbacks, noStory, finalClosers } =
    roastPhrases;

  if (roast.stage === 'initial-roast') {
    const middle = [pick(ageJokes), pick(occupationJokes)];
    if (random() < 0.5) middle.reverse();
    if (random() < 0.5) middle.push(pick(jabs));
    return [pick(openers), ...middle, pick(closers)].join(' ');
  }

  const [first, second] = pickDetails(storyPhrases(roast.userNotes ?? ''), random);
  const opening = [
    pick(finalOpeners),
    first ? pick(storyCallbacks, first) : pick(noStory),
    pick([...ageJokes, ...occupationJokes]),
  ];
  const ending = [first ? pick(storyCallbacks, second ?? first) : pick(jabs)];
  if (random() < 0.5 || !first) ending.push(pick(jabs));
  ending.push(pick(finalClosers));
  return `${opening.join(' ')}\n\n${ending.join(' ')}`;
}

function placeholderValues(roast: RoastDetails): Record<string, string> {
  const name = tidy(roast.nemesisName) || 'your nemesis';
  const typed = tidy(roast.nemesisOccupation) || 'professional mystery';
  // "Accountant" reads oddly mid-sentence, but "CEO" and "Head of Sales" must keep their capitals.
  const occupation = /^\p{Lu}[^\p{Lu}]*$/u.test(typed) ? typed[0]!.toLowerCase() + typed.slice(1) : typed;
  const anOccupation = /^(a|an|the|my|our|their)\s/i.test(occupation)
    ? occupation
    : `${/^[aeiou]/i.test(occupation) ? 'an' : 'a'} ${occupation}`;
  const age = String(roast.nemesisAge);
  return { name, occupation, anOccupation, age, years: `${age} ${roast.nemesisAge === 1 ? 'year' : 'years'}` };
}

function tidy(text: string): string {
  return text
    .replace(/[\p{Cc}\p{Cf}]/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/** Up to two different phrases from the best four, quoted. */
function pickDetails(phrases: string[], random: () => number): string[] {
  const pool = phrases.slice(0, 4);
  const picked: string[] = [];
  while (picked.length < 2 && pool.length > 0) {
    picked.push(`“${pool.splice(Math.min(pool.length - 1, Math.floor(random() * pool.length)), 1)[0]!}”`);
  }
  return picked;
}

/**
 * Runs of content words from the story (the last three of a longer run),
 * phrases before single words, longest first. Only letters, apostrophes and
 * hyphens survive, so nothing can break out of the quotes, and tokens with digits, @ or / (phone
 * numbers, addresses, links) are never quoted.
 */
function storyPhrases(notes: string): string[] {
  const runs: string[][] = [];
  let run: string[] = [];
  const flush = () => {
    if (run.length > 0) runs.push(run);
    run = [];
  };
  for (const token of notes.split(/\s+/)) {
    const word = token.replace(/^[^\p{L}]+/u, '').replace(/[^\p{L}]+$/u, '');
    if (/^[^\p{L}]/u.test(token)) flush();
    if (isContentWord(word) && !/[\d@/\\]/.test(token)) {
      run.push(word);
    } else {
      flush();
    }
    if (/[^\p{L}]$/u.test(token)) flush();
  }
  flush();
  const seen = new Set<string>();
  return (
    runs
      // An English noun phrase ends with its noun: "leaves passive-aggressive sticky notes" -> "passive-aggressive sticky notes".
      .map((words) => words.slice(-3).join(' '))
      .filter((phrase) => !seen.has(phrase.toLowerCase()) && seen.add(phrase.toLowerCase()))
      .sort((a, b) => Number(b.includes(' ')) - Number(a.includes(' ')) || b.length - a.length)
  );
}

function isContentWord(word: string): boolean {
  const lower = word.toLowerCase().replace(/’/g, "'");
  return (
    /^\p{L}[\p{L}\p{M}'-]*$/u.test(word) &&
    word.length >= 3 &&
    word.length <= 24 &&
    !stopWords.has(lower) &&
    !neverQuoted.has(lower)
  );
}

const stopWords = new Set(
  `a about above after again against all almost also always am among an and another any anyone anything are aren't around as at away
  back be became because become been before being below best better between both but by came can can't cannot come comes could couldn't
  day days did didn't do does doesn't doing don't done down during each either else even ever every everyone everything few for from
  get gets getting got had hadn't has hasn't have haven't having he he'd he'll he's her here hers herself him himself his how however
  i i'd i'll i'm i've if in into is isn't it it's its itself just know knew last least less let like look looked looks lot lots made
  make makes many may me might mine more most much must my myself never new next no nobody none nor not nothing now of off often oh ok
  okay on once one only onto or other others our ours ourselves out over own part people per person pretty put quite rather really
  said same saw say says see seem seemed seems she she'd she'll she's should shouldn't since so some somehow someone something sometimes
  still such sure take takes tell than that that's the their theirs them themselves then there there's these they they'd they'll
  they're they've thing things think this those though thought through time times to told too took toward towards tried try trying
  under until up upon us use used very want wanted wants was wasn't way we we'd we'll we're we've well went were weren't what what's
  whatever when where whether which while who whole whom whose why will with within without won't would wouldn't yeah year years yes
  yet you you'd you'll you're you've your yours yourself nemesis story guy guys man men woman women girl girls boy boys lady`.split(
    /\s+/,
  ),
);

// Never echoed back, whatever the story says: threats, insults, and looks, health or identity.
const neverQuoted = new Set(
  `hate hated hates hating hateful kill killed killing kills die died dies dying dead death murder murdered stab stabbed shoot shot
  punch punched hit beat stupid stupidity idiot idiots idiotic moron dumb ugly fat fatty skinny thin loser losers crazy insane psycho
  freak disgusting worthless pathetic trash scum damn hell crap shit fuck fucking bitch bastard ass asshole weight body face hair bald
  looks sick ill illness disease disabled disability race racist religion religious gay lesbian trans pregnant old young`.split(
    /\s+/,
  ),
);

async function pause(ms: number, signal: AbortSignal): Promise<void> {
  try {
    await sleep(ms, undefined, { signal });
  } catch (error) {
    signal.throwIfAborted();
    throw error;
  }
}

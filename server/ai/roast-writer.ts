import { createHash } from 'node:crypto';
import nlp from 'compromise';
import type { RoastDetails } from './ai-provider.ts';
import type { AgeLines } from './roast-phrases.ts';
import { roastPhrases } from './roast-phrases.ts';
import type { Deed } from './story-reader.ts';
import { readStory } from './story-reader.ts';

type Values = Record<string, string>;

/**
 * Writes a roast from the details: 4-5 sentences for the initial roast (name, age and occupation); 5-6 in two
 * paragraphs for the final one, built from what the nemesis did in the story and avoiding the sentences of
 * the initial roast. The same details and take always give the same roast; another take (Roast Again) gives
 * another. Throws nothing.
 */
export function writeRoast(roast: RoastDetails, take = 0): string {
  const random = seededRandom(JSON.stringify(roast) + (take > 0 ? `\u0000${take}` : ''));
  const values = nemesisValues(roast);
  const used = new Set<string>();
  const previous = roast.stage === 'final-roast' ? (roast.initialRoast ?? '') : '';
  const pick = (templates: readonly string[], extra: Values = {}): string => {
    const filled = templates.map((template) => fill(template, { ...values, ...extra }));
    const fresh = filled.filter((line) => !used.has(line) && !previous.includes(line));
    const choices = fresh.length > 0 ? fresh : filled;
    const line = choices[Math.floor(random() * choices.length)]!;
    used.add(line);
    return line;
  };
  const { openers, closers, finalOpeners, finalClosers, noStory } = roastPhrases;
  const forAge = (parts: readonly AgeLines[]) =>
    parts.filter(({ from, to }) => roast.nemesisAge >= from && roast.nemesisAge <= to).flatMap(({ lines }) => lines);
  const ageJokes = forAge(roastPhrases.ageJokes);
  const jabs = forAge(roastPhrases.jabs);
  const family = roastPhrases.jobFamilies.find(({ words }) =>
    roast.nemesisOccupation
      .toLowerCase()
      .split(/[^\p{L}]+/u)
      .some((word) => words.includes(word)),
  );
  const jobJokes = [...roastPhrases.jobJokes, ...(values.occupation ? roastPhrases.nounJobJokes : [])];
  // A joke that knows the job is worth more than one that only names it.
  const jobJoke = () => (family && random() < 0.6 ? pick(family.lines) : pick(jobJokes));

  if (roast.stage === 'initial-roast') {
    const middle = [pick(ageJokes), jobJoke()];
    if (random() < 0.5) middle.reverse();
    if (random() < 0.5) middle.push(pick(jabs));
    return [pick(openers), ...middle, pick(closers)].join(' ');
  }

  const story = readStory(roast.userNotes ?? '', roast.nemesisName);
  const deeds = shuffled(bestDeeds(story.deeds), random);
  const deedLine = (deed: Deed) => pick(roastPhrases.deedLines, { doing: deed.doing, did: deed.did });
  // What the story says the nemesis is, or things it mentions, when it tells too few deeds.
  const asides = [
    ...story.traits.slice(0, 2).map((trait) => () => pick(roastPhrases.traitLines, { trait })),
    ...shuffled(story.things.slice(0, 4), random).map((thing) => () => pick(roastPhrases.thingLines, { thing })),
  ];
  const aside = () => asides.shift()?.();
  const [first, second, third, fourth] = deeds;
  const opening = [
    pick(finalOpeners),
    first ? deedLine(first) : (aside() ?? pick(noStory)),
    second
      ? pick(random() < 0.5 ? roastPhrases.deedAgeLines : roastPhrases.deedJobLines, { doing: second.doing })
      : (aside() ?? (random() < 0.5 ? pick(ageJokes) : jobJoke())),
  ];
  const ending = [
    third && fourth
      ? pick(roastPhrases.twoDeedLines, { doing: third.doing, doing2: fourth.doing })
      : third
        ? deedLine(third)
        : (aside() ?? pick(jabs)),
  ];
  if (random() < 0.5) ending.push(pick(jabs));
  ending.push(pick(finalClosers));
  return `${opening.join(' ')}\n\n${ending.join(' ')}`;
}

/** The four deeds that say most, in the story's order: the most specific, above all those done to the storyteller. */
function bestDeeds(deeds: Deed[]): Deed[] {
  const worth = (deed: Deed) =>
    Math.min(deed.doing.split(' ').length, 10) +
    (deed.doing.includes('their rival') ? 3 : 0) -
    (/^(getting|having|doing|going|telling|saying|making|taking)\b/.test(deed.doing) ? 3 : 0);
  const best = [...deeds].sort((a, b) => worth(b) - worth(a)).slice(0, 4);
  return deeds.filter((deed) => best.includes(deed));
}

function fill(template: string, values: Values): string {
  const line = template.replace(/\{(\w+)\}/g, (_, key: string) => values[key] ?? '');
  return line[0]!.toUpperCase() + line.slice(1);
}

/** The nemesis's name, age and job in the forms the phrase bank asks for. */
function nemesisValues(roast: RoastDetails): Values {
  const name = tidy(roast.nemesisName) || 'your nemesis';
  const typed = tidy(roast.nemesisOccupation) || 'professional mystery';
  // "Accountant" reads oddly mid-sentence, but "CEO" and "Head of Sales" must keep their capitals.
  const job = /^\p{Lu}[^\p{Lu}]*$/u.test(typed) ? typed[0]!.toLowerCase() + typed.slice(1) : typed;
  const age = String(roast.nemesisAge);
  const values: Values = { name, age, years: `${age} ${roast.nemesisAge === 1 ? 'year' : 'years'}` };
  const terms = (nlp(job).json() as { terms: { tags: string[] }[] }[]).flatMap((sentence) => sentence.terms);
  if (terms[0]?.tags.includes('PresentTense')) {
    // "sells insurance": a job told as what the nemesis does.
    const [verb = '', ...rest] = job.split(' ');
    const gerund = (nlp(verb).verbs().conjugate()[0] as Record<string, string> | undefined)?.Gerund ?? verb;
    return { ...values, isJob: job, beingJob: [gerund, ...rest].join(' ') };
  }
  if (terms.at(-1)?.tags.includes('Noun') && !terms[0]?.tags.includes('Preposition')) {
    const anOccupation = /^(a|an|the|my|our|their)\s/i.test(job) ? job : `${article(job)} ${job}`;
    return { ...values, occupation: job, anOccupation, isJob: `is ${anOccupation}`, beingJob: `being ${anOccupation}` };
  }
  // "retired", "between jobs": a state rather than a job title.
  return { ...values, isJob: `is ${job}`, beingJob: `being ${job}` };
}

/** "a" or "an" by the sound the word starts with: "an accountant", "a university lecturer", "an MP". */
function article(phrase: string): string {
  const word = phrase.split(' ')[0]!;
  if (/^[A-Z]{2,}$/.test(word)) return /^[AEFHILMNORSX]/.test(word) ? 'an' : 'a';
  if (/^(uni|use|usu|eu|one|once)/i.test(word)) return 'a';
  return /^([aeiou]|hour|honest|heir)/i.test(word) ? 'an' : 'a';
}

function tidy(text: string): string {
  return text
    .replace(/[\p{Cc}\p{Cf}]/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

function shuffled<T>(items: T[], random: () => number): T[] {
  const copy = [...items];
  for (let index = copy.length - 1; index > 0; index--) {
    const other = Math.floor(random() * (index + 1));
    [copy[index], copy[other]] = [copy[other]!, copy[index]!];
  }
  return copy;
}

/** Numbers in [0, 1) that depend only on `seed`: each is a slice of a SHA-256 of the seed and its place. */
function seededRandom(seed: string): () => number {
  let count = 0;
  return () => createHash('sha256').update(`${seed}\u0000${count++}`).digest().readUInt32BE(0) / 2 ** 32;
}

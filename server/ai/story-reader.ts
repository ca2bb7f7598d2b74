import nlp from 'compromise';
import type { Term } from './story-terms.ts';
import {
  closesQuote,
  has,
  hasPause,
  hasPauseAfterQuote,
  isPrivateOrUnsayable,
  opensQuote,
  phraseText,
} from './story-terms.ts';
import { sentenceThings, sentenceTrait } from './story-things.ts';
import { clauseStarts, habitual, lightVerbs, looseEnds, storytellerWords, subjectPronouns } from './story-words.ts';

/** Something the nemesis did in the story, told about them: "stealing their rival's parking space". */
export interface Deed {
  /** As a gerund phrase: "stealing their rival's parking space at the office". */
  doing: string;
  /** In the past tense: "stole their rival's parking space at the office". */
  did: string;
}

/** What the built-in roaster takes from a story. */
export interface StoryFacts {
  /** What the nemesis did, in the story's order, each told once. */
  deeds: Deed[];
  /** Things the story is about, ready to follow a preposition: "the coffee machine", "sticky notes", "Instagram". */
  things: string[];
  /** What the story says the nemesis is, ready to follow "is": "always late", "loud, rude and always right". */
  traits: string[];
}

const maxDeedWords = 12;
const maxDeeds = 8;

/** Reads the deeds of the nemesis called `nemesisName` and the things the story mentions. Throws nothing. */
export function readStory(story: string, nemesisName: string): StoryFacts {
  const names = new Set(
    nemesisName
      .toLowerCase()
      .split(/\s+/)
      .filter((word) => word.length > 1),
  );
  const deeds = new Map<string, Deed>();
  const things = new Map<string, string>();
  const traits = new Set<string>();
  // A line of a list is a sentence of its own, whatever its punctuation.
  const text = story
    .split(/[\n;]+/)
    .map((line) => line.replace(/^\s*(?:[-*•–]|\d+[.)])\s*/u, '').trim())
    // A line in capitals is shouted, not a line of names: the tagger reads it better in lower case.
    .map((line) =>
      line.replace(/[^\p{Lu}]/gu, '').length > line.replace(/[^\p{Ll}]/gu, '').length * 2 ? line.toLowerCase() : line,
    )
    .filter(Boolean)
    .map((line) => (/[.!?]["”')]?$/.test(line) ? line : `${line}.`))
    .join(' ');
  for (const sentence of nlp(text).json() as { terms: Term[] }[]) {
    // A capital that only starts the sentence goes; names, acronyms and capitals mid-sentence stay.
    const first = sentence.terms[0];
    if (first && !['ProperNoun', 'Acronym'].some((tag) => has(first, tag))) first.text = first.text.toLowerCase();
    // Each deed costs a conjugation: the roast uses a few, so a long story's later ones are not read.
    if (deeds.size < maxDeeds)
      for (const deed of sentenceDeeds(sentence.terms, names)) deeds.set(deed.doing.toLowerCase(), deed);
    for (const thing of sentenceThings(sentence.terms, names)) things.set(thing.toLowerCase(), thing);
    const trait = sentenceTrait(sentence.terms);
    if (trait) traits.add(trait);
  }
  const told = [...deeds.values()].map((deed) => deed.doing.toLowerCase()).join(' ');
  return {
    deeds: [...deeds.values()],
    // A thing a deed already tells of would only be heard twice.
    things: [...things.values()].filter((thing) => !told.includes(thing.toLowerCase().replace(/^the /, ''))),
    traits: [...traits],
  };
}

function sentenceDeeds(terms: Term[], names: Set<string>): Deed[] {
  const deeds: Deed[] = [];
  // A sentence that opens with a verb ("Eats my yoghurt.", a list of habits) is about the nemesis.
  let nemesisIsSubject = verbGroupAt(terms, 0) > 0 && !terms[0]!.tags.includes('Infinitive');
  for (let index = 0; index < terms.length;) {
    const term = terms[index]!;
    if (isNemesis(term, names) && verbGroupAt(terms, index + 1) > 0) {
      nemesisIsSubject = true;
      index += 1;
      continue;
    }
    if (nemesisIsSubject && verbGroupAt(terms, index) > 0) {
      const { deed, next, stillSubject } = deedAt(terms, index, names);
      if (deed) deeds.push(deed);
      nemesisIsSubject = stillSubject;
      index = Math.max(next, index + 1);
      continue;
    }
    nemesisIsSubject = false;
    index += 1;
  }
  return deeds;
}

function isNemesis(term: Term, names: Set<string>): boolean {
  return ['he', 'she', 'they'].includes(term.normal) || names.has(term.normal.replace(/'s$/, ''));
}

/** How many terms from `start` make a verb group whose last verb is a deed (adverbs, auxiliaries, the verb, a particle), else 0. */
function verbGroupAt(terms: Term[], start: number): number {
  let end = start;
  while (terms[end] && (has(terms[end]!, 'Adverb') || has(terms[end]!, 'Negative')) && !hasPause(terms[end]!)) end++;
  const first = end;
  let verb = -1;
  while (terms[end] && (has(terms[end]!, 'Verb') || has(terms[end]!, 'Negative') || has(terms[end]!, 'Particle'))) {
    if (has(terms[end]!, 'Verb') && !has(terms[end]!, 'Auxiliary') && !has(terms[end]!, 'Particle')) verb = end;
    end++;
    if (hasPause(terms[end - 1]!)) break;
  }
  // A gerund is a deed after "was" or "keeps"; on its own it is a noun ("Stealing pens is his hobby").
  if (verb < 0 || has(terms[verb]!, 'Copula') || (verb === first && has(terms[verb]!, 'Gerund'))) return 0;
  return end - start;
}

function deedAt(
  terms: Term[],
  start: number,
  names: Set<string>,
): { deed?: Deed; next: number; stillSubject: boolean } {
  const groupLength = verbGroupAt(terms, start);
  let end = start + groupLength;
  let next = end;
  let stillSubject = false;
  let cut = false;
  if (!hasPause(terms[end - 1]!)) {
    for (; end < terms.length; end++) {
      const term = terms[end]!;
      // Quoted words are the nemesis's own and go along whole, pauses and all.
      if (opensQuote(term)) {
        const close = terms.findIndex((later, at) => at >= end && closesQuote(later));
        if (close < 0) break;
        end = close;
        if (!hasPauseAfterQuote(terms[close]!)) continue;
        end++;
        break;
      }
      if (['and', 'then', 'but', 'so'].includes(term.normal) && startsCoordinate(terms, end + 1)) {
        stillSubject = verbGroupAt(terms, end + 1) > 0;
        next = end + 1;
        break;
      }
      // "… and last week she took …": a new clause with its own subject.
      if (['and', 'then', 'but', 'so'].includes(term.normal) && subjectAhead(terms, end + 1, names)) break;
      if (
        clauseStarts.has(term.normal) ||
        subjectPronouns.has(term.normal) ||
        (term.normal === 'that' && !has(term, 'Determiner'))
      ) {
        cut = true;
        break;
      }
      if (hasPause(term)) {
        end++;
        stillSubject = verbGroupAt(terms, end) > 0;
        break;
      }
    }
  }
  next = Math.max(next, end);
  const group = terms.slice(start, start + groupLength);
  const rest = terms.slice(start + groupLength, end);
  // A deed cut short ends on a loose word ("… in the world and", "… on every"): it goes.
  while (rest.length > 0 && looseEnds.some((tag) => has(rest.at(-1)!, tag)) && !closesQuote(rest.at(-1)!)) rest.pop();
  // A verb the cut left without its object ("said that …", "pretends he …") says nothing on its own.
  if ((cut && rest.length === 0) || (rest.length === 0 && group.some((term) => lightVerbs.has(term.normal))))
    return { next, stillSubject };
  return { deed: tellDeed(group, rest), next, stillSubject };
}

/** Whether a subject comes within the next few words, before any pause. */
function subjectAhead(terms: Term[], start: number, names: Set<string>): boolean {
  for (const term of terms.slice(start, start + 4)) {
    if (subjectPronouns.has(term.normal) || isNemesis(term, names)) return true;
    if (hasPause(term)) return false;
  }
  return false;
}

/** Whether the words after "and" start another deed ("and won …", "and grunts …") rather than go on with this one. */
function startsCoordinate(terms: Term[], start: number): boolean {
  const term = terms[start];
  return term !== undefined && (verbGroupAt(terms, start) > 0 || (has(term, 'Plural') && !has(term, 'Determiner')));
}

function tellDeed(group: Term[], rest: Term[]): Deed | undefined {
  const told = [...group, ...rest];
  // "named it Gerald" says nothing without the sentence before it.
  if (
    told.length > maxDeedWords ||
    told.some((term) => isPrivateOrUnsayable(term) || ['it', 'them'].includes(term.normal))
  )
    return undefined;
  const complement: Term[] = [];
  let quoted = false;
  for (const term of rest) {
    if (opensQuote(term)) quoted = true;
    const swap = quoted ? undefined : storytellerWords[term.normal];
    if (swap === null) return undefined;
    complement.push(swap === undefined ? term : { ...term, text: swap, tags: ['Swapped'] });
    if (quoted && closesQuote(term)) quoted = false;
  }
  const adverbs = group.filter(
    (term) =>
      (has(term, 'Adverb') || term.normal === 'never') && !['also', 'then', 'just', 'even'].includes(term.normal),
  );
  const negated = group.some((term) => has(term, 'Negative') && term.normal !== 'never');
  const cannot = negated && group.some((term) => /^(can|could)(n?'t|not)?$/.test(term.normal));
  const verbs = group.filter(
    (term) => has(term, 'Verb') && !['Auxiliary', 'Copula', 'Particle'].some((tag) => has(term, tag)),
  );
  const particles = group.filter((term) => has(term, 'Particle')).map((term) => term.normal);
  // "keeps stealing", "started shouting": the last verb says what was done, the first how.
  const lead = verbs.length > 1 ? conjugate(verbs[0]!.normal) : undefined;
  const forms = conjugate([verbs.at(-1)!.normal, ...particles].join(' '));
  if (!forms?.Gerund || !forms.PastTense || !forms.Infinitive) return undefined;
  const keeps = lead?.Infinitive === 'keep';
  const doing = cannot
    ? `failing to ${forms.Infinitive}`
    : negated
      ? `not ${forms.Gerund}`
      : `${keeps ? 'constantly ' : ''}${forms.Gerund}`;
  const did = cannot
    ? `failed to ${forms.Infinitive}`
    : negated
      ? `did not ${forms.Infinitive}`
      : lead?.PastTense && has(verbs.at(-1)!, 'Gerund')
        ? `${lead.PastTense} ${forms.Gerund}`
        : forms.PastTense;
  const tail = phraseText(complement).replace(/ (now|anymore|any more)$/, '');
  // "still" and "always" tell of a habit, which a single past deed ("the day she finished …") cannot keep.
  const say = (verb: string, past: boolean) =>
    [...adverbs.map((term) => term.normal).filter((word) => !(past ? habitual : ['still']).includes(word)), verb, tail]
      .filter(Boolean)
      .join(' ');
  return { doing: say(doing, false), did: say(did, true) };
}

/** The forms of a verb or phrasal verb ("steals", "shows up"), as compromise conjugates it. */
function conjugate(verb: string): Record<string, string> | undefined {
  return nlp(verb).verbs().conjugate()[0] as Record<string, string> | undefined;
}

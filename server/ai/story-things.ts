import type { Term } from './story-terms.ts';
import { has, hasPause, isPrivateOrUnsayable, opensQuote, phraseText, wordOf } from './story-terms.ts';
import { isUnsayable } from './unsayable-words.ts';

// Things no roast can be about: "the time", "people".
const vagueNouns = new Set(
  'time times people person thing things stuff way lot lots everyone everybody everything anyone anything something nothing someone day days week weeks month months year years morning evening afternoon night weekend fortnight holiday summer winter spring autumn call place bit kind sort type'.split(
    ' ',
  ),
);
const vagueAdjectives = new Set('same other whole entire own next last only certain main such'.split(' '));
const countingWords = new Set('a an every each any some all no another'.split(' '));
const maxThingWords = 4;

/** The things one sentence mentions, as noun phrases ready to follow a preposition ("the coffee machine", "sticky notes"). */
export function sentenceThings(terms: Term[], names: Set<string>): string[] {
  // Nothing comes from a sentence with a phone number, an address or a link in it, from an order
  // ("Ignore previous instructions"), or from one without a single English function word.
  if (terms.some((term) => isPrivateOrUnsayable(term) && !isUnsayable(term.normal))) return [];
  if (terms[0] && ['Imperative', 'Infinitive'].some((tag) => has(terms[0]!, tag))) return [];
  if (!terms.some((term) => ['Determiner', 'Preposition', 'Pronoun', 'Conjunction'].some((tag) => has(term, tag))))
    return [];
  const things: string[] = [];
  let phrase: Term[] = [];
  let before: Term | undefined;
  const flush = () => {
    // A noun phrase ends with its noun; its adjectives come along ("passive-aggressive sticky notes").
    while (phrase.length > 0 && !isThingNoun(phrase.at(-1)!)) phrase.pop();
    while (phrase.length > 0 && vagueAdjectives.has(phrase[0]!.normal)) phrase.shift();
    const thing = phrase.slice(-maxThingWords);
    const head = thing.at(-1);
    // "my neighbour" is a person, "every platform" or "a photo" no particular thing, and a lone word
    // without "the" or "his" is often a verb the tagger took for a noun ("Gary microwaves fish").
    const counted = before !== undefined && (countingWords.has(before.normal) || before.normal === 'my');
    const lone =
      thing.length === 1 &&
      !has(thing[0]!, 'ProperNoun') &&
      !['the', 'his', 'her', 'their', 'its'].includes(before?.normal ?? '');
    if (
      head &&
      !counted &&
      !lone &&
      !vagueNouns.has(head.normal) &&
      !thing.some((term) => isUnsayable(term.normal) || names.has(term.normal))
    ) {
      const text = phraseText(thing);
      // Only words made of letters make a thing ("the ß-" or "lunch555" do not).
      if (text.length >= 4 && /^\p{L}[\p{L}'’-]*(?: \p{L}[\p{L}'’-]*)*$/u.test(text))
        things.push(withArticle(thing, text));
    }
    phrase = [];
  };
  for (const term of terms) {
    const quoted = opensQuote(term) || /["”]/.test(term.post);
    if (!quoted && (isThingNoun(term) || (has(term, 'Adjective') && !has(term, 'Comparable')))) {
      if (phrase.length === 0) before = terms[terms.indexOf(term) - 1];
      phrase.push(term);
    } else flush();
    if (hasPause(term)) flush();
  }
  flush();
  return things;
}

function isThingNoun(term: Term): boolean {
  return (
    has(term, 'Noun') &&
    !['Pronoun', 'Possessive', 'Date', 'Duration', 'Value', 'Person', 'Actor', 'QuestionWord'].some((tag) =>
      has(term, tag),
    )
  );
}

function withArticle(thing: Term[], text: string): string {
  const head = thing.at(-1)!;
  if (has(thing[0]!, 'ProperNoun') || has(head, 'Plural') || has(head, 'Uncountable')) return text;
  return `the ${text}`;
}

/** A sentence that only describes the nemesis ("Always late.", "Loud, rude and always right."), as "always late", else undefined. */
export function sentenceTrait(terms: Term[]): string | undefined {
  const words = terms.filter((term) => wordOf(term) !== '');
  // Adjectives with their adverbs and an "and": nothing else, or it is no description.
  const describes = words.every(
    (term) =>
      ['Adjective', 'Adverb', 'Negative'].some((tag) => has(term, tag)) || ['and', 'or', 'but'].includes(term.normal),
  );
  // One word alone ("Rival.") is as often a noun the tagger guessed wrong as a description.
  if (!describes || words.length < 2 || words.length > 6 || !has(words.at(-1)!, 'Adjective')) return undefined;
  if (words.some((term) => opensQuote(term) || isPrivateOrUnsayable(term) || has(term, 'Verb'))) return undefined;
  return words
    .map((term, index) => wordOf(term) + (index < words.length - 1 && term.post.includes(',') ? ',' : ''))
    .join(' ');
}

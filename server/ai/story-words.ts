/** Words that start a new clause: what follows them is no longer the nemesis's deed. */
export const clauseStarts = new Set(
  'when whenever because while whilst if unless although though whereas until which who whom whose where so but or as before after since'.split(
    ' ',
  ),
);
/** Pronouns that start a clause of their own ("… and he pretends"). */
export const subjectPronouns = new Set(['i', 'we', 'you', 'he', 'she', 'they']);
/** The storyteller's words as the roast tells them: the storyteller becomes the nemesis's rival; null leaves the deed out. */
export const storytellerWords: Record<string, string | null> = {
  my: "their rival's",
  mine: "their rival's",
  me: 'their rival',
  our: 'the',
  us: 'everyone',
  myself: null,
  ourselves: null,
  your: null,
  yours: null,
  yourself: null,
};
/** The tags of words a deed cut short must not end on ("… in the world and"). */
export const looseEnds = ['Preposition', 'Conjunction', 'Determiner', 'Possessive'];
/** Verbs that say nothing without an object: "he has", "she does". */
export const lightVerbs = new Set(
  'has have had do does did is are was were get gets got go goes went say says said tell tells told know knows knew think thinks thought pretend pretends pretended want wants wanted need needs try tries tried make makes made take takes took give gives gave let lets seem seems felt feels'.split(
    ' ',
  ),
);
/** Adverbs of habit, which a single past deed cannot keep ("the day she always finished …"). */
export const habitual = ['still', 'always', 'usually', 'often', 'constantly', 'regularly'];

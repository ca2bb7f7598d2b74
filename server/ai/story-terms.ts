import { isUnsayable } from './unsayable-words.ts';

/** One word of a story as compromise tags it (its json output), with the punctuation around it. */
export interface Term {
  text: string;
  pre: string;
  post: string;
  tags: string[];
  normal: string;
}

/** The words as a phrase: hyphenated words joined again, quoted words kept as typed inside curly quotes. */
export function phraseText(terms: Term[]): string {
  let text = '';
  let quoted = false;
  // A contraction's second half ("you're" read as "you are") is a term with no text of its own.
  for (const term of terms.filter((each) => each.text !== '')) {
    if (opensQuote(term)) {
      quoted = true;
      text += '“';
    }
    const closes = quoted && closesQuote(term);
    const word = quoted ? term.text + (closes ? '' : term.post.trimEnd()) : wordOf(term);
    // A word that was only punctuation or an emoji leaves nothing behind, not a double space.
    if (word === '' && !closes) continue;
    text += word;
    if (closes) {
      quoted = false;
      text += '”';
    }
    text += /-\s*$/.test(term.post) && !quoted ? '-' : ' ';
  }
  return text
    .replace(/-(?= |$)/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}

/** The word as told: a stand-in for the storyteller as is, else without its punctuation. */
export function wordOf(term: Term): string {
  return has(term, 'Swapped') ? term.text : term.text.replace(/[^\p{L}\p{N}'’-]/gu, '');
}

/** Whether the word is a contact detail (phone, e-mail, link, handle) or one the roaster never says. */
export function isPrivateOrUnsayable(term: Term): boolean {
  return (
    ['PhoneNumber', 'Email', 'Url', 'AtMention', 'HashTag'].some((tag) => has(term, tag)) ||
    /[@/\\]/.test(term.text) ||
    isUnsayable(term.normal)
  );
}

/** Whether punctuation after the word ends a clause. */
export function hasPause(term: Term): boolean {
  return /[,;:.!?()"“”—–]/.test(term.post);
}

/** Whether a quotation opens before the word. */
export function opensQuote(term: Term): boolean {
  return /["“'‘]/.test(term.pre);
}

/** Whether a quotation closes after the word (after an opening one: an apostrophe can look the same). */
export function closesQuote(term: Term): boolean {
  return /["”'’]/.test(term.post);
}

/** Whether punctuation after a closing quotation mark ends the clause. */
export function hasPauseAfterQuote(term: Term): boolean {
  return /[,;:.!?()—–]\s*$/.test(term.post.replace(/^.*["”'’]/, ''));
}

/** Whether the tagger gave the word this tag. */
export function has(term: Term, tag: string): boolean {
  return term.tags.includes(tag);
}

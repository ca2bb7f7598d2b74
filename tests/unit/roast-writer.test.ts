import nlp from 'compromise';
import { describe, expect, it } from 'vitest';
import type { RoastDetails } from '../../server/ai/ai-provider.ts';
import { roastPhrases } from '../../server/ai/roast-phrases.ts';
import { writeRoast } from '../../server/ai/roast-writer.ts';
import { readStory } from '../../server/ai/story-reader.ts';
import { roastStories } from '../support/roast-stories.ts';

const sentences = (text: string) => text.split(/(?<=[.!?]["”]?)\s+/).filter(Boolean);
const names = [
  'Brenda Walsh',
  'Gary',
  'Priya',
  'Alex Morgan',
  'Mr Henderson',
  'Nigel',
  'Mia',
  'Rebecca',
  'Dev Patel',
  'Chris',
];

function roastsOf(details: Omit<RoastDetails, 'stage'>): { initial: string; final: string } {
  const initial = writeRoast({ ...details, stage: 'initial-roast' });
  return { initial, final: writeRoast({ ...details, stage: 'final-roast', initialRoast: initial }) };
}

/** A phrase-bank line as a pattern that any filling of its placeholders matches. */
function linePattern(line: string): RegExp {
  const parts = line.split(/\{\w+\}/).map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
  return new RegExp(`^${parts.join('.+')}$`, 'i');
}

function expectWellFormed(sentence: string): void {
  expect(sentence, sentence).toMatch(/^[A-Z0-9“"]/);
  expect(sentence, sentence).toMatch(/[.!?]["”]?$/);
  expect(sentence, sentence).not.toMatch(/[{}]|\s{2}|\s[,.;:!?]|\b(\w+) \1\b/i);
  expect(sentence, sentence).not.toMatch(/\ba [aeio]\w|\ban [bcdfgjklmnpqrstvwyz][a-z]/);
  expect(sentence.split('“').length, sentence).toBe(sentence.split('”').length);
  expect(sentence.split('"').length % 2, sentence).toBe(1);
}

describe('writeRoast (the built-in roaster) over twenty stories', () => {
  const written = roastStories.map((story) => ({ story, ...roastsOf(story) }));

  it('writes every sentence as a whole, well-formed English sentence with a verb', { timeout: 20_000 }, () => {
    for (const { initial, final } of written) {
      for (const sentence of sentences(`${initial} ${final}`)) expectWellFormed(sentence);
      const verbless = nlp(`${initial} ${final}`)
        .sentences()
        .filter((sentence) => !sentence.has('#Verb'));
      expect(verbless.out('array')).toEqual([]);
    }
  });

  it("builds the final roast on what the nemesis did in the user's story", () => {
    for (const { story, final } of written) {
      const { deeds, things } = readStory(story.userNotes, story.nemesisName);
      const told = deeds.filter(({ doing, did }) => final.includes(doing) || final.includes(did));
      expect(told.length, final).toBeGreaterThanOrEqual(Math.min(2, deeds.length));
      if (deeds.length === 0 && things.length > 0)
        expect(
          things.some((thing) => final.includes(thing)),
          final,
        ).toBe(true);
    }
    expect(written[0]!.final).toMatch(/parking space|sticky notes|quizmaster|meat raffle/);
  });

  it('varies: twenty stories give twenty different roasts, with few lines shared between them', () => {
    const templates = written.flatMap(({ story, final }) =>
      sentences(final).map((sentence) => sentence.replaceAll(story.nemesisName, '{name}')),
    );
    expect(new Set(written.map(({ final }) => final)).size).toBe(20);
    expect(new Set(templates).size / templates.length).toBeGreaterThan(0.75);
    const openers = written.map(({ final }) => sentences(final)[0]!.replace(/^\S+/, ''));
    expect(new Set(openers).size).toBeGreaterThanOrEqual(6);
  });

  it('writes a different roast of the same story for another nemesis, and the same roast for the same details', () => {
    const story = roastStories[0]!;
    const roasts = names.map((name) => roastsOf({ ...story, nemesisName: name }).final.replaceAll(name, '{name}'));
    expect(new Set(roasts).size).toBeGreaterThanOrEqual(9);
    expect(roastsOf(story)).toEqual({ initial: written[0]!.initial, final: written[0]!.final });
  });

  it('jokes about an age only in ways that fit it: no office jokes for a child, no bedtime for a grown-up', () => {
    for (const age of [5, 12, 15, 30, 75, 120]) {
      const wrongBand = [...roastPhrases.ageJokes, ...roastPhrases.jabs]
        .filter(({ from, to }) => age < from || age > to)
        .flatMap(({ lines }) => lines)
        .map(linePattern);
      for (const name of names) {
        const { initial, final } = roastsOf({ nemesisName: name, nemesisAge: age, nemesisOccupation: 'accountant' });
        expect(initial).toMatch(new RegExp(`\\b${age}\\b`));
        for (const sentence of sentences(`${initial} ${final}`))
          for (const pattern of wrongBand) expect(sentence, `${age}: ${sentence}`).not.toMatch(pattern);
      }
    }
  });

  it('uses an occupation in the grammar of how it was typed: a title, a state or what the nemesis does', () => {
    const jobs = { retired: 'is retired', 'sells insurance': 'sells insurance', 'works in IT': 'works in IT' };
    for (const [job, shown] of Object.entries(jobs)) {
      for (const name of names) {
        const { initial, final } = roastsOf({ ...roastStories[1]!, nemesisName: name, nemesisOccupation: job });
        expect(initial).toMatch(new RegExp(`${shown}|being retired|selling insurance|working in IT`));
        expect(`${initial} ${final}`).not.toMatch(
          /\b(a|an) (retired|sells|works)\b|\bbeing (sells|works)\b|\bthe best (retired|sells|works)/i,
        );
      }
    }
    const dentists = names.map(
      (name) => roastsOf({ nemesisName: name, nemesisAge: 40, nemesisOccupation: 'Dentist' }).initial,
    );
    expect(dentists.join(' ')).toContain('is a dentist');
    // Lines that know the job turn up, not only lines that name it.
    expect(dentists.some((roast) => /graphic|diagnose/.test(roast))).toBe(true);
    expect(roastsOf({ nemesisName: 'Sam', nemesisAge: 40, nemesisOccupation: 'MP' }).initial).not.toMatch(/\ba MP\b/);
  });
});

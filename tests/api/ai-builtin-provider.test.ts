import { describe, expect, it } from 'vitest';
import type { RoastDetails } from '../../server/ai/ai-provider.ts';
import { createBuiltinProvider, writeRoast } from '../../server/ai/builtin-provider.ts';
import { roastPhraseCount, roastPhrases } from '../../server/ai/roast-phrases.ts';
import { collect, completionRequest } from '../support/fake-model-server.ts';

const hurtful = /\b(hate|hated|hateful|kill|killed|ugly|stupid|idiot|idiots|die|died|dead|fat|dumb|moron|loser)\b/i;
const story =
  'Every Monday Brenda steals my parking space at the office, then leaves passive-aggressive sticky notes about the coffee machine. ' +
  'At the quiz night she corrected the quizmaster and won the meat raffle.';
const initialDetails: RoastDetails = {
  stage: 'initial-roast',
  nemesisName: 'Brenda Walsh',
  nemesisAge: 41,
  nemesisOccupation: 'forensic accountant',
};

/** A small seeded generator (mulberry32), so every run picks the same lines. */
function seeded(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function roast(seed: number, details: RoastDetails): Promise<string> {
  const provider = createBuiltinProvider({ wordDelayMs: 0, random: seeded(seed) });
  return collect(provider.streamCompletion(completionRequest({ model: 'roastbook', roast: details }))).then((pieces) =>
    pieces.join(''),
  );
}

function finalDetails(initialRoast: string, userNotes = story): RoastDetails {
  return { ...initialDetails, stage: 'final-roast', userNotes, initialRoast };
}

const sentences = (text: string) => text.split(/(?<=[.!?]["”]?)\s+/).filter(Boolean);

describe('builtin provider (built-in, no AI model)', () => {
  it('offers one model, roastbook', async () => {
    expect(await createBuiltinProvider().listModels()).toEqual(['roastbook']);
  });

  it('has a phrase bank of at least 60 lines, each part with the placeholders it promises', () => {
    expect(roastPhraseCount).toBeGreaterThanOrEqual(60);
    for (const lines of Object.values(roastPhrases)) expect(lines.length).toBeGreaterThanOrEqual(3);
    for (const line of roastPhrases.ageJokes) expect(line).toMatch(/\{age\}|\{years\}/);
    for (const line of roastPhrases.occupationJokes) expect(line).toMatch(/\{occupation\}|\{anOccupation\}/);
    for (const line of roastPhrases.storyCallbacks) expect(line).toContain('{detail}');
    for (const line of Object.values(roastPhrases).flat()) {
      expect(line).not.toMatch(hurtful);
      for (const [, placeholder] of line.matchAll(/\{(\w+)\}/g))
        expect(['name', 'age', 'years', 'occupation', 'anOccupation', 'detail']).toContain(placeholder);
    }
  });

  it('writes an initial roast of 3 to 5 sentences with the name, the age and the occupation', async () => {
    for (let seed = 1; seed <= 20; seed++) {
      const text = await roast(seed, initialDetails);
      expect(text).toContain('Brenda Walsh');
      expect(text).toMatch(/\b41\b/);
      expect(text).toContain('forensic accountant');
      expect(sentences(text).length).toBeGreaterThanOrEqual(3);
      expect(sentences(text).length).toBeLessThanOrEqual(5);
    }
  });

  it('writes a final roast of 5 to 7 sentences that quotes the story and repeats no sentence of the initial roast', async () => {
    const storyWords = [
      'parking space',
      'passive-aggressive sticky notes',
      'coffee machine',
      'quiz night',
      'quizmaster',
      'meat raffle',
      'Monday',
      'office',
      'steals',
      'corrected',
      'won',
    ];
    for (let seed = 1; seed <= 20; seed++) {
      const initial = await roast(seed, initialDetails);
      const final = await roast(seed + 1000, finalDetails(initial));
      expect(final).not.toBe(initial);
      expect(storyWords.some((word) => final.includes(`“${word}”`) || final.includes(word))).toBe(true);
      for (const sentence of sentences(final)) expect(initial).not.toContain(sentence);
      expect(sentences(final).length).toBeGreaterThanOrEqual(5);
      expect(sentences(final).length).toBeLessThanOrEqual(7);
    }
  });

  it('never writes a hurtful word, over 200 seeds', async () => {
    for (let seed = 1; seed <= 200; seed++) {
      const initial = await roast(seed, initialDetails);
      const final = await roast(seed, finalDetails(initial));
      expect(initial).not.toMatch(hurtful);
      expect(final).not.toMatch(hurtful);
    }
  });

  it('quotes content words, never hurtful words or contact details from the story', async () => {
    const angry =
      'I hate him. He is a stupid idiot who would kill for the window seat. Call 555-0199 or dave@example.com, https://dave.example.';
    for (let seed = 1; seed <= 50; seed++) {
      const final = await roast(seed, finalDetails('', angry));
      expect(final).not.toMatch(hurtful);
      expect(final).not.toMatch(/555|example|@|https/);
      expect(final).toMatch(/“[^”]+”/);
    }
  });

  it('still writes a whole final roast when the story gives nothing to quote', async () => {
    const final = await roast(7, finalDetails('', 'It was the, of and at.'));
    expect(final).toContain('Brenda Walsh');
    expect(final).not.toContain('“');
    expect(sentences(final).length).toBeGreaterThanOrEqual(5);
  });

  it('streams word by word, and the same seed writes the same roast', async () => {
    const provider = createBuiltinProvider({ wordDelayMs: 0, random: seeded(42) });
    const pieces = await collect(provider.streamCompletion(completionRequest({ roast: initialDetails })));
    expect(pieces.length).toBeGreaterThan(20);
    for (const piece of pieces) expect(piece).toMatch(/^\S+\s*$/);
    expect(pieces.join('')).toBe(writeRoast(initialDetails, seeded(42)));
    expect(pieces.join('')).toBe(await roast(42, initialDetails));
  });

  it('stops streaming when the signal is aborted, with an AbortError', async () => {
    const controller = new AbortController();
    const pieces: string[] = [];
    const provider = createBuiltinProvider({ wordDelayMs: 5 });
    const stream = (async () => {
      for await (const piece of provider.streamCompletion(
        completionRequest({ roast: initialDetails, signal: controller.signal }),
      )) {
        pieces.push(piece);
        if (pieces.length === 3) controller.abort();
      }
    })();
    await expect(stream).rejects.toMatchObject({ name: 'AbortError' });
    expect(pieces).toHaveLength(3);
  });

  it('writes nothing when the signal is already aborted', async () => {
    const pieces: string[] = [];
    await expect(
      collect(createBuiltinProvider().streamCompletion(completionRequest({ signal: AbortSignal.abort() })), pieces),
    ).rejects.toMatchObject({ name: 'AbortError' });
    expect(pieces).toEqual([]);
  });
});

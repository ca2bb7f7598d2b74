import { describe, expect, it } from 'vitest';
import type { RoastDetails } from '../../server/ai/ai-provider.ts';
import { createBuiltinProvider } from '../../server/ai/builtin-provider.ts';
import { roastPhraseCount, roastPhrases } from '../../server/ai/roast-phrases.ts';
import { writeRoast } from '../../server/ai/roast-writer.ts';
import { collect, completionRequest } from '../support/fake-model-server.ts';
import { roastStories } from '../support/roast-stories.ts';

const hurtful = /\b(hate|hated|hateful|kill|killed|ugly|stupid|idiot|idiots|die|died|dead|fat|dumb|moron|loser)\b/i;
const placeholders = [
  'name',
  'age',
  'years',
  'occupation',
  'anOccupation',
  'isJob',
  'beingJob',
  'doing',
  'doing2',
  'did',
  'trait',
  'thing',
];
const initialDetails: RoastDetails = {
  stage: 'initial-roast',
  nemesisName: 'Brenda Walsh',
  nemesisAge: 41,
  nemesisOccupation: 'forensic accountant',
};

function roast(details: RoastDetails): Promise<string> {
  const provider = createBuiltinProvider({ wordDelayMs: 0 });
  return collect(provider.streamCompletion(completionRequest({ model: 'roastbook', roast: details }))).then((pieces) =>
    pieces.join(''),
  );
}

const sentences = (text: string) => text.split(/(?<=[.!?]["”]?)\s+/).filter(Boolean);

describe('builtin provider (built-in, no AI model)', () => {
  it('offers one model, roastbook', async () => {
    expect(await createBuiltinProvider().listModels()).toEqual(['roastbook']);
  });

  it('has a phrase bank of at least 150 lines, each part with the placeholders it promises', () => {
    const { ageJokes, jobJokes, nounJobJokes, jobFamilies, deedLines, twoDeedLines, deedAgeLines, deedJobLines } =
      roastPhrases;
    expect(roastPhraseCount).toBeGreaterThanOrEqual(150);
    for (const age of [1, 9, 15, 30, 70, 150])
      expect(
        ageJokes.filter(({ from, to }) => age >= from && age <= to).flatMap(({ lines }) => lines).length,
      ).toBeGreaterThanOrEqual(4);
    for (const line of ageJokes.flatMap(({ lines }) => lines)) expect(line).toMatch(/\{age\}|\{years\}/);
    for (const line of [...jobJokes, ...jobFamilies.flatMap(({ lines }) => lines)])
      expect(line).toMatch(/\{isJob\}|\{beingJob\}/);
    for (const line of nounJobJokes) expect(line).toMatch(/\{occupation\}|\{anOccupation\}/);
    for (const line of deedLines) expect(line).toMatch(/\{doing\}|\{did\}/);
    for (const line of twoDeedLines) expect(line).toMatch(/\{doing\}.*\{doing2\}/);
    for (const line of deedAgeLines) expect(line).toMatch(/(?=.*\{doing\})(?=.*(\{age\}|\{years\}))/);
    for (const line of deedJobLines) expect(line).toMatch(/(?=.*\{doing\})(?=.*(\{isJob\}|\{beingJob\}))/);
    for (const line of roastPhrases.thingLines) expect(line).toContain('{thing}');
    for (const line of roastPhrases.traitLines) expect(line).toContain('{trait}');
    const everyLine = Object.values(roastPhrases)
      .flat()
      .flatMap((part: string | { lines: readonly string[] }) => (typeof part === 'string' ? [part] : part.lines));
    for (const line of everyLine) {
      expect(line).not.toMatch(hurtful);
      for (const [, placeholder] of line.matchAll(/\{(\w+)\}/g)) expect(placeholders).toContain(placeholder);
    }
  });

  it('writes an initial roast of 3 to 5 sentences with the name, the age and the occupation', async () => {
    for (const story of roastStories) {
      const text = await roast({ ...initialDetails, ...story, stage: 'initial-roast' });
      expect(text).toContain(story.nemesisName);
      expect(text).toMatch(new RegExp(`\\b${story.nemesisAge}\\b`));
      expect(text.toLowerCase()).toContain(story.nemesisOccupation.toLowerCase());
      expect(sentences(text).length).toBeGreaterThanOrEqual(3);
      expect(sentences(text).length).toBeLessThanOrEqual(5);
    }
  });

  it('writes a final roast of 5 to 7 sentences in two paragraphs that repeats no sentence of the initial roast', async () => {
    for (const story of roastStories) {
      const initialRoast = await roast({ ...story, stage: 'initial-roast' });
      const final = await roast({ ...story, stage: 'final-roast', initialRoast });
      expect(final).not.toBe(initialRoast);
      expect(final.split('\n\n')).toHaveLength(2);
      for (const sentence of sentences(final)) expect(initialRoast).not.toContain(sentence);
      expect(sentences(final).length).toBeGreaterThanOrEqual(5);
      expect(sentences(final).length).toBeLessThanOrEqual(7);
    }
  });

  it('never writes a hurtful word or a contact detail, whatever the story says', async () => {
    const angry =
      'I hate him. He is a stupid idiot who would kill for the window seat. He punched the vending machine and called me a loser. ' +
      'Call 555-0199 or dave@example.com, https://dave.example.';
    for (let age = 20; age < 60; age++) {
      const details = { ...initialDetails, nemesisAge: age };
      const initialRoast = await roast(details);
      const final = await roast({ ...details, stage: 'final-roast', userNotes: angry, initialRoast });
      expect(initialRoast).not.toMatch(hurtful);
      expect(final).not.toMatch(hurtful);
      expect(final).not.toMatch(/555|example|@|https|punch/);
    }
  });

  it('still writes a whole final roast when the story gives nothing to call back', async () => {
    const final = await roast({
      ...initialDetails,
      stage: 'final-roast',
      userNotes: 'It was the, of and at.',
      initialRoast: '',
    });
    expect(final).toContain('Brenda Walsh');
    expect(sentences(final).length).toBeGreaterThanOrEqual(5);
  });

  it('streams word by word; the same details and take always write the same roast, and the next take another', async () => {
    const provider = createBuiltinProvider({ wordDelayMs: 0 });
    const write = async (take: number) =>
      (await collect(provider.streamCompletion(completionRequest({ roast: initialDetails, take })))).join('');
    const pieces = await collect(provider.streamCompletion(completionRequest({ roast: initialDetails })));
    expect(pieces.length).toBeGreaterThan(20);
    for (const piece of pieces) expect(piece).toMatch(/^\S+\s*$/);
    const first = pieces.join('');
    expect(first).toBe(writeRoast(initialDetails));
    expect(await roast(initialDetails)).toBe(first);
    expect(await roast({ ...initialDetails, nemesisAge: 42 })).not.toBe(first);

    // Nothing is remembered between calls: the take says which roast.
    expect(await write(0)).toBe(first);
    const again = await write(1);
    expect(again).not.toBe(first);
    expect(again).toContain('Brenda Walsh');
    expect(again).toBe(writeRoast(initialDetails, 1));
    expect(await write(1)).toBe(again);
    expect(await write(2)).not.toBe(again);
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

  it('writes the roast at once, not word by word, when nobody reads it as it comes (a JSON answer)', async () => {
    // A minute between words: paced, the roast would not be whole within the test's time.
    const slow = createBuiltinProvider({ wordDelayMs: 60_000 });
    const pieces = await collect(slow.streamCompletion(completionRequest({ roast: initialDetails, streamed: false })));
    const unpaused = createBuiltinProvider({ wordDelayMs: 0 });
    expect(pieces.length).toBeGreaterThan(10);
    expect(pieces.join('')).toBe(
      (await collect(unpaused.streamCompletion(completionRequest({ roast: initialDetails })))).join(''),
    );
  });

  it('writes nothing when the signal is already aborted', async () => {
    const pieces: string[] = [];
    await expect(
      collect(createBuiltinProvider().streamCompletion(completionRequest({ signal: AbortSignal.abort() })), pieces),
    ).rejects.toMatchObject({ name: 'AbortError' });
    expect(pieces).toEqual([]);
  });
});

import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createBedrockProvider } from '../../server/ai/bedrock-provider.ts';
import { startFakeBedrock } from '../support/fake-bedrock.ts';
import type { FakeBedrock } from '../support/fake-bedrock.ts';
import { closedPort, collect, completionRequest, settlesWithin } from '../support/fake-model-server.ts';

const credentials = { accessKeyId: 'AKIDFAKE', secretAccessKey: 'fake-secret' };
const model = 'anthropic.claude-3-haiku-20240307-v1:0';
const sonnet = 'anthropic.claude-3-5-sonnet-20241022-v2:0';
const llama = 'meta.llama3-2-3b-instruct-v1:0';

describe('bedrock provider against a server speaking the Bedrock APIs', () => {
  let fake: FakeBedrock;
  const provider = () => createBedrockProvider('eu-west-1', { endpoint: fake.url, credentials });
  beforeAll(async () => {
    fake = await startFakeBedrock();
  });
  afterAll(() => fake.close());
  beforeEach(() => {
    fake.behaviour = 'answer';
    fake.profilesBehaviour = 'answer';
    fake.requests.length = 0;
    fake.models = [model, 'meta.llama3-8b-instruct-v1:0'];
    fake.profileOnlyModels = [sonnet, llama];
    fake.profiles = [model, sonnet, llama, 'amazon.unknown-v1:0'];
    fake.chunks = ['Brenda ', 'audits ', 'her ', 'friendships ', 'quarterly.'];
  });

  it('lists the streaming text models callable on demand, then the active system-defined profiles of streaming models, signed for the region', async () => {
    expect(await provider().listModels()).toEqual([
      model,
      'meta.llama3-8b-instruct-v1:0',
      `us.${sonnet}`,
      `us.${model}`,
      `us.${llama}`,
    ]);
    const foundation = fake.requests.filter((request) => request.path.startsWith('/foundation-models'));
    expect(foundation).toMatchObject([{ method: 'GET', path: '/foundation-models?byOutputModality=TEXT' }]);
    // Six system-defined profiles at two a page: the provider follows nextToken to the end.
    const pages = fake.requests
      .filter((request) => request.path.startsWith('/inference-profiles'))
      .map((request) => new URL(request.path, fake.url).searchParams);
    expect(pages).toHaveLength(3);
    for (const query of pages) expect([query.get('type'), query.get('maxResults')]).toEqual(['SYSTEM_DEFINED', '1000']);
    expect(pages[0]!.has('nextToken')).toBe(false);
    expect(new Set(pages.slice(1).map((query) => query.get('nextToken'))).size).toBe(2);
    expect(fake.requests).toHaveLength(4);
    for (const request of fake.requests) {
      expect(request.headers.authorization).toMatch(
        /^AWS4-HMAC-SHA256 Credential=AKIDFAKE\/\d{8}\/eu-west-1\/bedrock\/aws4_request/,
      );
    }
  });

  it('lists only the on-demand models when there are no profiles', async () => {
    fake.profiles = [];
    expect(await provider().listModels()).toEqual([model, 'meta.llama3-8b-instruct-v1:0']);
  });

  it('throws Bedrock’s error when listing the inference profiles fails, though the models were listed', async () => {
    // Both fail here, and the profiles request may still be on its way: this case goes first, so that
    // it cannot land in the next test's requests.
    fake.behaviour = 'fail';
    await expect(provider().listModels()).rejects.toMatchObject({ name: 'AccessDeniedException' });
    fake.behaviour = 'answer';
    fake.profilesBehaviour = 'break';
    await expect(provider().listModels()).rejects.toThrow();
    fake.profilesBehaviour = 'fail';
    await expect(provider().listModels()).rejects.toMatchObject({
      name: 'AccessDeniedException',
      message: 'You do not have access to this operation.',
    });
  });

  it('gives up listing when the signal is aborted while the profiles do not come, and closes the request', async () => {
    fake.profilesBehaviour = 'hang';
    const controller = new AbortController();
    setTimeout(() => controller.abort(), 200);
    await expect(settlesWithin(provider().listModels(controller.signal), 2000)).rejects.toMatchObject({
      name: 'AbortError',
    });
    const profiles = fake.requests.filter((request) => request.path.startsWith('/inference-profiles'));
    expect(profiles).toHaveLength(1);
    await settlesWithin(profiles[0]!.closed, 2000);
  });

  it('does not even call the server for the models when the signal is already aborted', async () => {
    await expect(provider().listModels(AbortSignal.abort())).rejects.toMatchObject({ name: 'AbortError' });
    expect(fake.requests).toHaveLength(0);
  });

  it('streams the text in order over ConverseStream, with system messages apart and the settings', async () => {
    const request = completionRequest({
      model,
      messages: [
        { role: 'system', content: 'You are the roast writer.' },
        { role: 'user', content: 'Roast Brenda.' },
        { role: 'assistant', content: 'Brenda is an accountant.' },
        { role: 'user', content: 'Sharper.' },
      ],
      settings: { temperature: 0.3, topP: 0.8, maxTokens: 256 },
    });
    expect(await collect(provider().streamCompletion(request))).toEqual(fake.chunks);
    expect(fake.requests).toHaveLength(1);
    expect(fake.requests[0]).toMatchObject({
      method: 'POST',
      path: `/model/${encodeURIComponent(model)}/converse-stream`,
    });
    expect(fake.requests[0]!.body).toEqual({
      messages: [
        { role: 'user', content: [{ text: 'Roast Brenda.' }] },
        { role: 'assistant', content: [{ text: 'Brenda is an accountant.' }] },
        { role: 'user', content: [{ text: 'Sharper.' }] },
      ],
      system: [{ text: 'You are the roast writer.' }],
      inferenceConfig: { temperature: 0.3, topP: 0.8, maxTokens: 256 },
    });
  });

  it('throws when the stream breaks off midway, after the pieces that arrived', async () => {
    fake.behaviour = 'break';
    const pieces: string[] = [];
    await expect(collect(provider().streamCompletion(completionRequest({ model })), pieces)).rejects.toThrow();
    expect(pieces).toEqual(fake.chunks.slice(0, 2));
  });

  it('throws Bedrock’s error, once: no retries', async () => {
    fake.behaviour = 'fail';
    await expect(collect(provider().streamCompletion(completionRequest({ model })))).rejects.toMatchObject({
      name: 'ValidationException',
      message: 'The provided model identifier is invalid.',
    });
    expect(fake.requests).toHaveLength(1);
  });

  it('gives up on a server that never answers when the signal is aborted, and closes the stream', async () => {
    fake.behaviour = 'hang';
    const controller = new AbortController();
    setTimeout(() => controller.abort(), 200);
    const stream = collect(provider().streamCompletion(completionRequest({ model, signal: controller.signal })));
    await expect(settlesWithin(stream, 2000)).rejects.toMatchObject({ name: 'AbortError' });
    expect(fake.requests).toHaveLength(1);
    await settlesWithin(fake.requests[0]!.closed, 2000);
  });

  it('does not even call the server when the signal is already aborted', async () => {
    await expect(
      collect(provider().streamCompletion(completionRequest({ model, signal: AbortSignal.abort() }))),
    ).rejects.toMatchObject({ name: 'AbortError' });
    expect(fake.requests).toHaveLength(0);
  });

  it('rejects listing models when nothing listens', async () => {
    const unreachable = createBedrockProvider('eu-west-1', {
      endpoint: `http://127.0.0.1:${await closedPort()}`,
      credentials,
    });
    await expect(unreachable.listModels()).rejects.toThrow();
  });
});

import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createOpenAiProvider } from '../../server/ai/openai-provider.ts';
import { startFakeOpenAi } from '../support/fake-openai.ts';
import { closedPort, collect, completionRequest, settlesWithin } from '../support/fake-model-server.ts';
import type { FakeModelServer } from '../support/fake-model-server.ts';

describe('openai provider against a server speaking the OpenAI API', () => {
  let fake: FakeModelServer;
  beforeAll(async () => {
    fake = await startFakeOpenAi();
  });
  afterAll(() => fake.close());
  beforeEach(() => {
    fake.behaviour = 'answer';
    fake.requests.length = 0;
    fake.models = ['meta-llama/Llama-3.1-8B-Instruct', 'qwen2.5-7b'];
    fake.chunks = ['Brenda ', 'reconciles ', 'grudges ', 'to ', 'the ', 'penny.'];
  });

  it('lists the model ids from /models, sending no real key when none is set', async () => {
    expect(await createOpenAiProvider({ baseUrl: fake.url, apiKey: undefined }).listModels()).toEqual([
      'meta-llama/Llama-3.1-8B-Instruct',
      'qwen2.5-7b',
    ]);
    expect(fake.requests).toMatchObject([
      { method: 'GET', path: '/v1/models', headers: { authorization: 'Bearer not-needed' } },
    ]);
  });

  it('streams the text in order, piece by piece, and sends the model, messages and settings', async () => {
    const request = completionRequest({
      model: 'qwen2.5-7b',
      settings: { temperature: 0.3, topP: 0.8, maxTokens: 256 },
    });
    const provider = createOpenAiProvider({ baseUrl: fake.url, apiKey: 'sk-test' });
    expect(await collect(provider.streamCompletion(request))).toEqual(fake.chunks);
    expect(fake.requests).toMatchObject([
      {
        method: 'POST',
        path: '/v1/chat/completions',
        headers: { authorization: 'Bearer sk-test' },
        body: {
          model: 'qwen2.5-7b',
          messages: request.messages,
          stream: true,
          temperature: 0.3,
          top_p: 0.8,
          max_tokens: 256,
        },
      },
    ]);
  });

  it('throws when the stream breaks off midway, after the pieces that arrived', async () => {
    fake.behaviour = 'break';
    const pieces: string[] = [];
    const provider = createOpenAiProvider({ baseUrl: fake.url, apiKey: undefined });
    await expect(collect(provider.streamCompletion(completionRequest()), pieces)).rejects.toThrow();
    expect(pieces).toEqual(fake.chunks.slice(0, 2));
  });

  it('throws on an error answer, once: no retries', async () => {
    fake.behaviour = 'fail';
    const provider = createOpenAiProvider({ baseUrl: fake.url, apiKey: undefined });
    await expect(collect(provider.streamCompletion(completionRequest()))).rejects.toThrow('The server had an error');
    expect(fake.requests).toHaveLength(1);
  });

  it('gives up on a server that never answers when the signal is aborted, and closes the connection', async () => {
    fake.behaviour = 'hang';
    const controller = new AbortController();
    setTimeout(() => controller.abort(), 200);
    const provider = createOpenAiProvider({ baseUrl: fake.url, apiKey: undefined });
    const stream = collect(provider.streamCompletion(completionRequest({ signal: controller.signal })));
    await expect(settlesWithin(stream, 2000)).rejects.toMatchObject({ name: 'AbortError' });
    expect(fake.requests).toHaveLength(1);
    await settlesWithin(fake.requests[0]!.closed, 2000);
  });

  it('does not even call the server when the signal is already aborted', async () => {
    const provider = createOpenAiProvider({ baseUrl: fake.url, apiKey: undefined });
    await expect(
      collect(provider.streamCompletion(completionRequest({ signal: AbortSignal.abort() }))),
    ).rejects.toMatchObject({ name: 'AbortError' });
    expect(fake.requests).toHaveLength(0);
  });

  it('rejects listing models when nothing listens', async () => {
    const provider = createOpenAiProvider({ baseUrl: `http://127.0.0.1:${await closedPort()}/v1`, apiKey: undefined });
    await expect(provider.listModels()).rejects.toThrow();
  });
});

import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createOllamaProvider } from '../../server/ai/ollama-provider.ts';
import { startFakeOllama } from '../support/fake-ollama.ts';
import { closedPort, collect, completionRequest, settlesWithin } from '../support/fake-model-server.ts';
import type { FakeModelServer } from '../support/fake-model-server.ts';

describe('ollama provider against a server speaking the Ollama API', () => {
  let fake: FakeModelServer;
  beforeAll(async () => {
    fake = await startFakeOllama();
  });
  afterAll(() => fake.close());
  beforeEach(() => {
    fake.behaviour = 'answer';
    fake.requests.length = 0;
    fake.models = ['llama3.2:3b', 'qwen2.5:7b'];
    fake.chunks = ['Brenda ', 'files ', 'her ', 'taxes ', 'in ', 'crayon.'];
  });

  it('lists the model names from /api/tags', async () => {
    expect(await createOllamaProvider(fake.url).listModels()).toEqual(['llama3.2:3b', 'qwen2.5:7b']);
    expect(fake.requests).toMatchObject([{ method: 'GET', path: '/api/tags' }]);
  });

  it('streams the text in order, piece by piece, and sends the model, messages and settings', async () => {
    const request = completionRequest({
      model: 'llama3.2:3b',
      settings: { temperature: 0.3, topP: 0.8, maxTokens: 256 },
    });
    expect(await collect(createOllamaProvider(fake.url).streamCompletion(request))).toEqual(fake.chunks);
    expect(fake.requests).toMatchObject([
      {
        method: 'POST',
        path: '/api/chat',
        body: {
          model: 'llama3.2:3b',
          messages: request.messages,
          stream: true,
          options: { temperature: 0.3, top_p: 0.8, num_predict: 256 },
        },
      },
    ]);
  });

  it('throws when the stream breaks off midway, after the pieces that arrived', async () => {
    fake.behaviour = 'break';
    const pieces: string[] = [];
    await expect(
      collect(createOllamaProvider(fake.url).streamCompletion(completionRequest()), pieces),
    ).rejects.toThrow();
    expect(pieces).toEqual(fake.chunks.slice(0, 2));
  });

  it('throws the server’s error message', async () => {
    fake.behaviour = 'fail';
    await expect(collect(createOllamaProvider(fake.url).streamCompletion(completionRequest()))).rejects.toThrow(
      'model runner has unexpectedly stopped',
    );
  });

  it('gives up on a server that never answers when the signal is aborted, and closes the connection', async () => {
    fake.behaviour = 'hang';
    const controller = new AbortController();
    setTimeout(() => controller.abort(), 200);
    const stream = collect(
      createOllamaProvider(fake.url).streamCompletion(completionRequest({ signal: controller.signal })),
    );
    await expect(settlesWithin(stream, 2000)).rejects.toMatchObject({ name: 'AbortError' });
    expect(fake.requests).toHaveLength(1);
    await settlesWithin(fake.requests[0]!.closed, 2000);
  });

  it('does not even call the server when the signal is already aborted', async () => {
    const stream = collect(
      createOllamaProvider(fake.url).streamCompletion(completionRequest({ signal: AbortSignal.abort() })),
    );
    await expect(stream).rejects.toMatchObject({ name: 'AbortError' });
    expect(fake.requests).toHaveLength(0);
  });

  it('gives up listing models when the signal is aborted', async () => {
    fake.behaviour = 'hang';
    await expect(
      settlesWithin(createOllamaProvider(fake.url).listModels(AbortSignal.timeout(200)), 2000),
    ).rejects.toMatchObject({ name: 'TimeoutError' });
    await settlesWithin(fake.requests[0]!.closed, 2000);
  });

  it('rejects listing models when nothing listens', async () => {
    await expect(createOllamaProvider(`http://127.0.0.1:${await closedPort()}`).listModels()).rejects.toThrow();
  });
});

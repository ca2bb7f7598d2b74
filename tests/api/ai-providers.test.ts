import { setTimeout } from 'node:timers/promises';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createAiProviders } from '../../server/ai/ai-providers.ts';
import { createBedrockProvider } from '../../server/ai/bedrock-provider.ts';
import { createOpenAiProvider } from '../../server/ai/openai-provider.ts';
import { loadConfig } from '../../server/config.ts';
import { startFakeBedrock } from '../support/fake-bedrock.ts';
import { closedPort } from '../support/fake-model-server.ts';
import type { FakeModelServer } from '../support/fake-model-server.ts';
import { startFakeOllama } from '../support/fake-ollama.ts';
import { startFakeOpenAi } from '../support/fake-openai.ts';

const aiConfig = (env: Record<string, string> = {}) => loadConfig(env).ai;

describe('AI provider registry', () => {
  let ollama: FakeModelServer;
  let openai: FakeModelServer;
  let bedrock: FakeModelServer;
  let nothing: string;
  beforeAll(async () => {
    [ollama, openai, bedrock] = await Promise.all([startFakeOllama(), startFakeOpenAi(), startFakeBedrock()]);
    nothing = `http://127.0.0.1:${await closedPort()}`;
  });
  afterAll(() => Promise.all([ollama.close(), openai.close(), bedrock.close()]));
  beforeEach(() => {
    for (const fake of [ollama, openai, bedrock]) fake.behaviour = 'answer';
    ollama.models = ['llama3.2:3b', 'hf.co/bartowski/Llama-3.2-1B-Instruct-GGUF:Q4_K_M'];
    openai.models = ['qwen2.5-7b'];
    bedrock.models = ['amazon.nova-lite-v1:0'];
  });

  it('turns on builtin and ollama always, openai with a base URL or key, bedrock with a region', () => {
    expect(
      createAiProviders(aiConfig())
        .list()
        .map((provider) => provider.name),
    ).toEqual(['ollama', 'builtin']);
    expect(createAiProviders(aiConfig({ OPENAI_API_KEY: 'sk-test' })).get('openai')?.name).toBe('openai');
    expect(createAiProviders(aiConfig({ OPENAI_BASE_URL: openai.url })).get('openai')?.name).toBe('openai');
    const all = createAiProviders(aiConfig({ OPENAI_BASE_URL: openai.url, AWS_REGION: 'eu-west-1' }));
    expect(all.list().map((provider) => provider.name)).toEqual(['ollama', 'openai', 'bedrock', 'builtin']);
    expect(createAiProviders(aiConfig()).get('bedrock')).toBeUndefined();
  });

  it('parses provider/model ids, splitting at the first slash only', () => {
    const providers = createAiProviders(aiConfig());
    expect(providers.parseModelId('builtin/roastbook')).toMatchObject({
      provider: { name: 'builtin' },
      model: 'roastbook',
    });
    expect(providers.parseModelId('ollama/llama3.2:3b')).toMatchObject({
      provider: { name: 'ollama' },
      model: 'llama3.2:3b',
    });
    expect(providers.parseModelId('ollama/hf.co/org/model:Q4_K_M')).toMatchObject({
      provider: { name: 'ollama' },
      model: 'hf.co/org/model:Q4_K_M',
    });
  });

  it('refuses malformed ids and providers that are unknown or not configured, saying why', () => {
    const providers = createAiProviders(aiConfig());
    for (const id of ['roastbook', '/roastbook', 'builtin/', 'builtin/  ', '']) {
      expect(() => providers.parseModelId(id)).toThrow(/is not provider\/model/);
    }
    expect(() => providers.parseModelId('bedrock/amazon.nova-lite-v1:0')).toThrow(
      'AI provider "bedrock" of model "bedrock/amazon.nova-lite-v1:0" is not configured: set AWS_REGION',
    );
    expect(() => providers.parseModelId('openai/gpt-4o-mini')).toThrow(
      /not configured: set OPENAI_BASE_URL or OPENAI_API_KEY/,
    );
    expect(() => providers.parseModelId('skynet/t-800')).toThrow(
      'Unknown AI provider "skynet" in model id "skynet/t-800": the configured ones are ollama, builtin',
    );
  });

  it('lists builtin/roastbook and reports ollama unavailable when nothing listens at OLLAMA_HOST', async () => {
    const listing = await createAiProviders(aiConfig({ OLLAMA_HOST: nothing })).listAllModels();
    expect(listing).toEqual({
      models: ['builtin/roastbook'],
      unavailable: ['ollama'],
      // Where it asked and what the connection said, for the admin to fix.
      failures: [{ name: 'ollama', address: nothing, error: expect.stringMatching(/ECONNREFUSED/) }],
    });
  });

  it('lists the models of every provider that answers, as provider/model ids', async () => {
    const providers = createAiProviders(
      aiConfig({ OLLAMA_HOST: ollama.url, OPENAI_BASE_URL: openai.url, AWS_REGION: 'eu-west-1' }),
      {
        providers: {
          bedrock: createBedrockProvider('eu-west-1', {
            endpoint: bedrock.url,
            credentials: { accessKeyId: 'AKIDFAKE', secretAccessKey: 'fake' },
          }),
        },
      },
    );
    expect(await providers.listAllModels()).toEqual({
      models: [
        'ollama/llama3.2:3b',
        'ollama/hf.co/bartowski/Llama-3.2-1B-Instruct-GGUF:Q4_K_M',
        'openai/qwen2.5-7b',
        'bedrock/amazon.nova-lite-v1:0',
        'builtin/roastbook',
      ],
      unavailable: [],
      failures: [],
    });
  });

  it('leaves out providers that fail or do not answer in time, and still answers', async () => {
    ollama.behaviour = 'hang';
    openai.behaviour = 'fail';
    const providers = createAiProviders(aiConfig({ OLLAMA_HOST: ollama.url, OPENAI_BASE_URL: openai.url }), {
      listTimeoutMs: 300,
    });
    expect(await providers.listAllModels()).toEqual({
      models: ['builtin/roastbook'],
      unavailable: ['ollama', 'openai'],
      failures: [
        { name: 'ollama', address: ollama.url, error: 'No answer within 0.3 s' },
        { name: 'openai', address: openai.url, error: expect.any(String) },
      ],
    });
  });

  it('starts the time a provider has to answer once its SDK has loaded, however slow that load', async () => {
    const sdkProvider = createOpenAiProvider({ baseUrl: openai.url, apiKey: undefined });
    // A first load on a busy machine: longer than the time to answer, which must not be blamed on the service.
    // As a real provider, its calls wait for the one load.
    let loading: Promise<unknown> | undefined;
    const load = () => (loading ??= setTimeout(400));
    const slowToLoad = {
      ...sdkProvider,
      load,
      listModels: (signal?: AbortSignal) => load().then(() => sdkProvider.listModels(signal)),
    };
    const providers = createAiProviders(aiConfig({ OPENAI_BASE_URL: openai.url }), {
      listTimeoutMs: 300,
      providers: { openai: slowToLoad },
    });
    expect(await providers.listAllModels()).toMatchObject({ models: ['openai/qwen2.5-7b', 'builtin/roastbook'] });
  });

  it('finds the first Ollama model, or undefined when Ollama is down, silent or empty', async () => {
    expect(await createAiProviders(aiConfig({ OLLAMA_HOST: ollama.url })).firstOllamaModel()).toBe('llama3.2:3b');
    expect(await createAiProviders(aiConfig({ OLLAMA_HOST: nothing })).firstOllamaModel()).toBeUndefined();
    ollama.behaviour = 'hang';
    expect(
      await createAiProviders(aiConfig({ OLLAMA_HOST: ollama.url }), { firstModelTimeoutMs: 200 }).firstOllamaModel(),
    ).toBeUndefined();
    ollama.behaviour = 'answer';
    ollama.models = [];
    expect(await createAiProviders(aiConfig({ OLLAMA_HOST: ollama.url })).firstOllamaModel()).toBeUndefined();
  });
});

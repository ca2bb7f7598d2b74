import type { Config } from '../config.ts';
import type { AiProvider } from './ai-provider.ts';
import { createBedrockProvider } from './bedrock-provider.ts';
import { createBuiltinProvider } from './builtin-provider.ts';
import { createOllamaProvider } from './ollama-provider.ts';
import { createOpenAiProvider } from './openai-provider.ts';

/** Replacements for tests: providers by name (which also turns them on) and shorter waits. */
export interface AiProvidersOverrides {
  providers?: Record<string, AiProvider>;
  /** How long listAllModels waits for each provider (default 3000). */
  listTimeoutMs?: number;
  /** How long firstOllamaModel waits for Ollama (default 2000). */
  firstModelTimeoutMs?: number;
}

/** A model id split into its configured provider and the provider's own model name. */
export interface ParsedModelId {
  provider: AiProvider;
  /** Without the prefix: `llama3.2:3b`, or `hf.co/org/model:Q4` (only the first slash splits). */
  model: string;
}

/** A checked provider that failed or did not answer in time: where it was asked and what went wrong. */
export interface ProviderFailure {
  name: string;
  /** The address asked (OLLAMA_HOST, OPENAI_BASE_URL, Bedrock's regional endpoint); null for one a test supplies. */
  address: string | null;
  error: string;
}

/** Every model the configured providers offer now, and the providers that did not answer. */
export interface ModelListing {
  /** `provider/model` ids; always holds `builtin/roastbook`. */
  models: string[];
  /** Names of the checked providers (see `checked`) that failed or did not answer in time. */
  unavailable: string[];
  /** The same providers, each with the address asked and the error. */
  failures: ProviderFailure[];
}

/** The configured AI providers. */
export interface AiProviders {
  /** The provider called `name`, or undefined if it is not configured. Throws nothing. */
  get(name: string): AiProvider | undefined;
  /** The providers on offer: ollama, openai (with a base URL or key), bedrock (with a region), builtin. */
  list(): AiProvider[];
  /** Where a provider is asked (its URL), or null for the built-in roaster and one a test supplies. Throws nothing. */
  addressOf(name: string): string | null;
  /**
   * The names of the providers whose silence is a failure: the configured ones (builtin, Ollama with
   * OLLAMA_HOST, openai and bedrock when on, any a test supplies) and the one `activeModel` is on. Ollama
   * without OLLAMA_HOST is only looked for at its usual address. Throws nothing.
   */
  checked(activeModel?: string): string[];
  /** Splits `provider/model`. Throws an Error saying what is wrong for a malformed id or an unconfigured provider. */
  parseModelId(id: string): ParsedModelId;
  /** Asks every provider at once, each for up to 3 s, leaving out the ones that fail (reported when `checked(activeModel)` names them). Throws nothing. */
  listAllModels(activeModel?: string, signal?: AbortSignal): Promise<ModelListing>;
  /** The name of the first Ollama model (`llama3.2:3b`, without the prefix) if Ollama answers within 2 s, else undefined. Throws nothing. */
  firstOllamaModel(signal?: AbortSignal): Promise<string | undefined>;
}

const howToEnable: Record<string, string> = {
  openai: 'set OPENAI_BASE_URL or OPENAI_API_KEY',
  bedrock: 'set AWS_REGION',
};

/** Where Ollama listens unless OLLAMA_HOST says otherwise. */
export const defaultOllamaHost = 'http://127.0.0.1:11434';

/** Builds the providers the AI settings turn on; the built-in roaster and Ollama are always on. Throws nothing. */
export function createAiProviders(config: Config['ai'], overrides: AiProvidersOverrides = {}): AiProviders {
  const providers = new Map<string, AiProvider>();
  providers.set('ollama', createOllamaProvider(config.ollamaHost ?? defaultOllamaHost));
  if (config.openaiBaseUrl !== undefined || config.openaiApiKey !== undefined) {
    providers.set('openai', createOpenAiProvider({ baseUrl: config.openaiBaseUrl, apiKey: config.openaiApiKey }));
  }
  if (config.awsRegion !== undefined) providers.set('bedrock', createBedrockProvider(config.awsRegion));
  providers.set('builtin', createBuiltinProvider());
  for (const [name, provider] of Object.entries(overrides.providers ?? {})) providers.set(name, provider);
  const addresses = new Map<string, string>([
    ['ollama', config.ollamaHost ?? defaultOllamaHost],
    ['openai', config.openaiBaseUrl ?? 'https://api.openai.com/v1'],
    ['bedrock', `https://bedrock.${config.awsRegion}.amazonaws.com`],
  ]);
  for (const name of Object.keys(overrides.providers ?? {})) addresses.delete(name);
  // Ollama is on without a setting, to find a local one: only OLLAMA_HOST (or a model on it in use) makes it something that must answer.
  const ollamaConfigured = config.ollamaHost !== undefined || overrides.providers?.ollama !== undefined;
  const checked = (activeModel?: string) =>
    [...providers.keys()].filter((name) => name !== 'ollama' || ollamaConfigured || activeModel?.startsWith('ollama/'));
  const addressOf = (name: string) => (providers.has(name) ? (addresses.get(name) ?? null) : null);
  const listTimeoutMs = overrides.listTimeoutMs ?? 3000;
  const firstModelTimeoutMs = overrides.firstModelTimeoutMs ?? 2000;

  return {
    get: (name) => providers.get(name),

    list: () => [...providers.values()],

    addressOf,

    checked,

    parseModelId(id) {
      const slash = id.indexOf('/');
      const name = id.slice(0, slash);
      const model = id.slice(slash + 1);
      if (slash < 1 || model.trim() === '')
        throw new Error(`Model id "${id}" is not provider/model, such as ollama/llama3.2:3b or builtin/roastbook`);
      const provider = providers.get(name);
      if (provider) return { provider, model };
      const hint = howToEnable[name];
      if (hint) throw new Error(`AI provider "${name}" of model "${id}" is not configured: ${hint}`);
      throw new Error(
        `Unknown AI provider "${name}" in model id "${id}": the configured ones are ${[...providers.keys()].join(', ')}`,
      );
    },

    async listAllModels(activeModel, signal) {
      const entries = [...providers.entries()];
      const mustAnswer = checked(activeModel);
      const answers = await Promise.allSettled(
        entries.map(async ([, provider]) => {
          await provider.load?.();
          return within(listTimeoutMs, signal, (limit) => provider.listModels(limit));
        }),
      );
      const listing: ModelListing = { models: [], unavailable: [], failures: [] };
      answers.forEach((answer, index) => {
        const name = entries[index]![0];
        if (answer.status === 'fulfilled') listing.models.push(...answer.value.map((model) => `${name}/${model}`));
        else if (mustAnswer.includes(name)) {
          listing.unavailable.push(name);
          listing.failures.push({ name, address: addressOf(name), error: failureText(answer.reason, listTimeoutMs) });
        }
      });
      if (!listing.models.includes('builtin/roastbook')) listing.models.push('builtin/roastbook');
      return listing;
    },

    async firstOllamaModel(signal) {
      const ollama = providers.get('ollama');
      if (!ollama) return undefined;
      try {
        const [first] = await within(firstModelTimeoutMs, signal, (limit) => ollama.listModels(limit));
        return first;
      } catch {
        return undefined;
      }
    },
  };
}

/** What went wrong in a provider's words, with the cause a fetch failure hides ('fetch failed: connect ECONNREFUSED …'). */
function failureText(reason: unknown, timeoutMs: number): string {
  if (reason instanceof Error && reason.name === 'TimeoutError') return `No answer within ${timeoutMs / 1000} s`;
  if (!(reason instanceof Error)) return String(reason);
  const cause = reason.cause instanceof Error ? reason.cause.message : undefined;
  return cause && !reason.message.includes(cause) ? `${reason.message}: ${cause}` : reason.message;
}

/** Runs `task` with a signal that aborts after `ms` or with `outer`, and gives up then even if the task ignores it. */
async function within<T>(
  ms: number,
  outer: AbortSignal | undefined,
  task: (signal: AbortSignal) => Promise<T>,
): Promise<T> {
  const signal = outer ? AbortSignal.any([outer, AbortSignal.timeout(ms)]) : AbortSignal.timeout(ms);
  let onAbort = () => {};
  const aborted = new Promise<never>((_, reject) => {
    onAbort = () => reject(signal.reason);
    if (signal.aborted) onAbort();
    else signal.addEventListener('abort', onAbort, { once: true });
  });
  try {
    return await Promise.race([task(signal), aborted]);
  } finally {
    signal.removeEventListener('abort', onAbort);
  }
}

import type { ModelSettings } from '#contract/ai/model-settings.ts';

/** One message of a chat completion. */
export interface ChatMessage {
  role: 'system' | 'user' | 'assistant';
  content: string;
}

/** The roast being written, for providers that work from the details rather than the prompt (builtin). */
export interface RoastDetails {
  stage: 'initial-roast' | 'final-roast';
  nemesisName: string;
  nemesisAge: number;
  nemesisOccupation: string;
  /** The user's story (final roast only). */
  userNotes?: string;
  /** The first roast (final roast only). */
  initialRoast?: string;
}

/** What a provider is asked to do: one chat completion, streamed. */
export interface CompletionRequest {
  /** The model id without the provider prefix (`llama3.2:3b`, `roastbook`). */
  model: string;
  messages: ChatMessage[];
  settings: ModelSettings;
  roast: RoastDetails;
  /**
   * How many roasts of this stage the user was given lately (kept with the roasts in the database):
   * the built-in roaster writes that take, so Roast Again gets another roast, and a roast cut off
   * (a reload) and asked for again is the same one. 0 when no user asks (an admin's test).
   */
  take?: number;
  /** Aborted when the client goes away or the time limit passes; the provider must stop work. */
  signal: AbortSignal;
  /**
   * Whether someone reads the text as it comes (an event stream) rather than once it is whole (a JSON
   * answer): the built-in roaster, which writes at once, paces its words like a model's only then.
   */
  streamed: boolean;
}

/** A source of models: Ollama, an OpenAI-compatible server, AWS Bedrock, or the built-in roaster. */
export interface AiProvider {
  /** The prefix of its model ids (`ollama` in `ollama/llama3.2:3b`). */
  readonly name: string;
  /**
   * Loads the SDK it talks through, where it loads one on first use: a time limit on the service's
   * answer starts after this, so a slow first load is not blamed on the service.
   */
  load?(): Promise<unknown>;
  /** The models it offers now, without the prefix. Throws if the service does not answer. */
  listModels(signal?: AbortSignal): Promise<string[]>;
  /** The completion's text, piece by piece as it is written. Throws on any failure. */
  streamCompletion(request: CompletionRequest): AsyncIterable<string>;
}

/** Runs a provider call; when it fails because `signal` aborted, throws the abort's reason rather than the provider's error. */
export async function unlessAborted<T>(signal: AbortSignal | undefined, call: () => Promise<T>): Promise<T> {
  signal?.throwIfAborted();
  try {
    return await call();
  } catch (error) {
    signal?.throwIfAborted();
    throw error;
  }
}

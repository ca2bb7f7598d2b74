import { z } from 'zod';
import { httpUrl, text, url, withoutTrailingSlash } from './setting-schemas.ts';
import { fromEnv } from './setting-tree.ts';
import type { SettingTree } from './setting-tree.ts';

/** The AI settings: the default model, the providers turned on and how long a generation may take. */
export const aiSettings = {
  /** The model used while none is saved in the bedrock-model config key. */
  defaultModel: fromEnv(
    'AI_MODEL',
    z
      .string()
      .regex(/^[a-z]+\/.+$/, 'must be provider/model, such as ollama/llama3.2:3b')
      .optional(),
  ),
  /** The Ollama server; unset, Ollama is only looked for at 127.0.0.1:11434 and not reported when it does not answer. */
  ollamaHost: fromEnv(
    'OLLAMA_HOST',
    z.url({ error: 'must be a URL such as http://127.0.0.1:11434' }).transform(withoutTrailingSlash).optional(),
  ),
  /** OpenAI-compatible endpoint; the openai provider is on when this or the key is set. */
  openaiBaseUrl: fromEnv('OPENAI_BASE_URL', url(/^https?:\/\//, httpUrl).optional()),
  openaiApiKey: fromEnv('OPENAI_API_KEY', text),
  /** Turns the bedrock provider on. */
  awsRegion: fromEnv(
    'AWS_REGION',
    z
      .string()
      .regex(/^[a-z]{2}(-[a-z]+)+-\d$/, 'must be an AWS region such as us-east-1')
      .optional(),
  ),
  /** How long one generation may take. */
  timeoutMs: fromEnv(
    'AI_TIMEOUT_SECONDS',
    z.coerce
      .number({ error: 'must be a number of seconds' })
      .int()
      .min(1)
      .max(600)
      .default(90)
      .transform((seconds) => seconds * 1000),
  ),
} satisfies SettingTree;

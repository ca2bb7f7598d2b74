import { formServiceMessage } from '#contract/forms/forms-messages.ts';

/** A refusal by the form service: its codes (spec §8) and our wording of them. */
class FormServiceError extends Error {
  override name = 'FormServiceError';

  constructor(codes: string[], fallback: string) {
    super(codes.length > 0 ? codes.map((code) => `${code}: ${formServiceMessage(code)}`).join(' ') : fallback);
  }
}

/** What the form service answers: `next` on success, else `errors` (with codes) and/or a single `error` text. */
interface FormspreeReply {
  next?: unknown;
  error?: unknown;
  errors?: { code?: unknown }[];
}

/**
 * Submits forms to Formspree over its wire protocol: a JSON POST to `/f/{formId}` with
 * `Accept: application/json`. Resolves when it answers with `next`; throws FormServiceError when it
 * refuses, and an Error saying why when it cannot be reached or does not answer within `timeoutMs`.
 */
export function createFormspreeClient(options: { url: string; formId: string; timeoutMs?: number }) {
  const endpoint = `${options.url}/f/${encodeURIComponent(options.formId)}`;
  return {
    async submit(fields: Record<string, string>): Promise<void> {
      const response = await fetch(endpoint, {
        method: 'POST',
        headers: { Accept: 'application/json', 'Content-Type': 'application/json' },
        body: JSON.stringify(fields),
        signal: AbortSignal.timeout(options.timeoutMs ?? 15_000),
      }).catch((error: unknown) => {
        // fetch says only 'fetch failed'; the reason (refused, timed out, unknown host) is in its cause.
        const reason =
          error instanceof Error ? String((error.cause as Error | undefined)?.message ?? error.message) : String(error);
        throw new Error(`The form service could not be reached: ${reason}`);
      });
      const reply = (await response.json().catch(() => ({}))) as FormspreeReply;
      if (response.ok && reply.next !== undefined) return;
      const codes = (Array.isArray(reply.errors) ? reply.errors : [])
        .map((error) => error.code)
        .filter((code): code is string => typeof code === 'string');
      const text = typeof reply.error === 'string' ? reply.error : `HTTP ${response.status}`;
      throw new FormServiceError(codes, `The form service refused the message: ${text}`);
    },
  };
}

export type FormspreeClient = ReturnType<typeof createFormspreeClient>;

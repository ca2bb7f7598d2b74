import { errorTypeDisplay } from '#contract/api/error-catalogue.ts';
import type { Context } from 'koa';
import type { z } from 'zod';
import type { RequestSchemas } from '#contract/api/endpoint.ts';
import type { ErrorCode } from '#contract/api/error-catalogue.ts';
import { AppError } from '../../app-error.ts';
import { mailboxFieldProblem } from '../../services/forms/mailbox-field-problem.ts';

type Checked<S> = S extends z.ZodType ? z.infer<S> : undefined;

/** A request's parts as its endpoint declares them, each checked by its schema. */
export interface ValidRequest<E extends RequestSchemas> {
  params: Checked<E['params']>;
  query: Checked<E['query']>;
  body: Checked<E['body']>;
}

/** The code a request failing its schemas is refused with: one for every field, or some fields' own (INVALID_INPUT for the others). */
export type InvalidCode = ErrorCode | Partial<Record<string, ErrorCode>>;

/**
 * Checks the path parameters, query string and JSON body of a request against the endpoint's
 * schemas; the first problem is answered 400 `code` (INVALID_INPUT unless the endpoint has its own,
 * such as ADMIN_INVALID_PAGINATION for a page) with the field's message from the spec.
 */
export function validate<E extends RequestSchemas>(
  ctx: Context,
  endpoint: E,
  code: InvalidCode = 'INVALID_INPUT',
): ValidRequest<E> {
  return {
    params: check(endpoint.params, ctx.params ?? {}, code),
    query: check(endpoint.query, ctx.query, code),
    body: check(endpoint.body, ctx.request.body ?? {}, code),
  } as ValidRequest<E>;
}

function check(schema: z.ZodType | undefined, value: unknown, code: InvalidCode): unknown {
  if (!schema) return undefined;
  const result = schema.safeParse(value);
  if (result.success) {
    // The form's pattern is re-checked by a real address parser, too big for the web bundle.
    const problem = mailboxFieldProblem(schema, result.data);
    if (problem) throw new AppError(codeFor(code, problem.field), problem.message);
    return result.data;
  }
  const issue = result.error.issues[0];
  throw new AppError(codeFor(code, String(issue?.path[0])), issue?.message ?? errorTypeDisplay.validation.message);
}

const codeFor = (code: InvalidCode, field: string): ErrorCode =>
  typeof code === 'string' ? code : (code[field] ?? 'INVALID_INPUT');

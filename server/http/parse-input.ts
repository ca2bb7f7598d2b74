import type { Context } from 'koa';
import type { z } from 'zod';
import { AppError } from '../app-error.ts';

/** The request body checked against `schema`; INVALID_INPUT with the first field's message otherwise. */
export function parseInput<S extends z.ZodType>(ctx: Context, schema: S): z.infer<S> {
  const result = schema.safeParse(ctx.request.body ?? {});
  if (!result.success) {
    const issue = result.error.issues[0];
    throw new AppError('INVALID_INPUT', issue?.message ?? 'Please check your input and try again');
  }
  return result.data;
}

import { z } from 'zod';

/** The message of every http(s) URL setting. */
export const httpUrl = 'must be an http:// or https:// URL';

/** An optional string setting. */
export const text = z.string().optional();
/** A URL with one of `protocols`, `hint` as the message when it is not. */
export const url = (protocols: RegExp, hint: string) =>
  z
    .string()
    .regex(protocols, hint)
    .pipe(z.url({ error: hint }));
/** The URL without its trailing slashes. */
export const withoutTrailingSlash = (value: string) => value.replace(/\/+$/, '');

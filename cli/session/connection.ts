import { createApiClient } from '#contract/api/api-client.ts';
import type { ApiClient, CallOptions } from '#contract/api/api-client.ts';
import type { Endpoint } from '#contract/api/endpoint.ts';
import { streamRoast } from '#contract/notes/stream-roast.ts';
import type { RoastEndpoint } from '#contract/notes/stream-roast.ts';
import type { z } from 'zod';
import packageJson from '../../package.json' with { type: 'json' };
import { CliError, callFailure, loginHint } from '../cli-error.ts';
import { credentialStore } from './credential-store.ts';
import type { CredentialStore } from './credential-store.ts';

// How the server tells the CLI from a browser or a script in the account's list of signed-in devices.
const cliHeaders = { 'User-Agent': `nemesis-cli/${packageJson.version}` };

/** Where the server is when nothing names one. */
export const defaultServerUrl = 'http://localhost:8787';

/** A signed-in line to one server: its URL, the typed client with the token, and calls that fail as CliError. */
export interface Connection {
  url: string;
  client: ApiClient;
  /** Calls an endpoint; a failure becomes a CliError saying what went wrong (and how to log in, on a 401). */
  call<E extends Endpoint>(endpoint: E, options?: CallOptions<E>): Promise<z.infer<E['response']>>;
  /** Streams a roast endpoint, each piece of text to `onDelta`; resolves with the whole roast. */
  streamRoast<E extends RoastEndpoint>(
    endpoint: E,
    options: CallOptions<E> & { onDelta: (text: string) => void },
  ): Promise<string>;
}

/** The server to talk to: --url (or NEMESIS_URL), else the one logged in to last, else localhost:8787; without a trailing slash. */
export function serverUrl(url: string | undefined, store: CredentialStore = credentialStore()): string {
  const chosen = url || store.current() || defaultServerUrl;
  let parsed: URL;
  try {
    parsed = new URL(chosen);
  } catch {
    throw new CliError(`Not a URL: ${chosen} (expected something like ${defaultServerUrl})`, 2);
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:')
    throw new CliError(`Not an http(s) URL: ${chosen}`, 2);
  return parsed.origin + parsed.pathname.replace(/\/+$/, '');
}

/** A connection with no token (for signing in). */
export function anonymousConnection(url: string, options: { fetch?: typeof fetch } = {}): Connection {
  return wrap(url, createApiClient({ baseUrl: url, fetch: options.fetch, headers: cliHeaders }));
}

/** A connection with NEMESIS_TOKEN, else the token kept for the server; throws the log-in hint when there is none. */
export function signedInConnection(url: string | undefined, store: CredentialStore = credentialStore()): Connection {
  const base = serverUrl(url, store);
  const token = process.env.NEMESIS_TOKEN || store.find(base)?.token;
  if (!token) throw new CliError(`You are not logged in to ${base}.`, 1, undefined, loginHint(base));
  return tokenConnection(base, token);
}

/** A connection to `url` with a personal access token. */
export function tokenConnection(url: string, token: string): Connection {
  return wrap(url, createApiClient({ baseUrl: url, headers: { ...cliHeaders, Authorization: `Bearer ${token}` } }));
}

function wrap(url: string, client: ApiClient): Connection {
  return {
    url,
    client,
    call: (endpoint, options) =>
      client.call(endpoint, options).catch((error: unknown) => Promise.reject(callFailure(error, url))),
    streamRoast: (endpoint, options) =>
      streamRoast(client, endpoint, options).catch((error: unknown) => Promise.reject(callFailure(error, url))),
  };
}

import { createApiClient } from '#contract/api/api-client.ts';
import type { ApiClient } from '#contract/api/api-client.ts';
import { signedInHintCookie } from '#contract/auth/signed-in-hint-cookie.ts';

/** The typed API client with a cookie jar (the session and device cookies), as a browser on the site's own origin would call. */
export interface BrowserLikeClient extends ApiClient {
  cookies: Map<string, string>;
  /** The jar as a Cookie header's value (`name=value; …`), for requests made with another tool. */
  cookieHeader(): string;
  /** A raw request with the jar's cookies (and nothing else added), for CSRF and header checks. */
  raw(path: string, init?: RequestInit): Promise<Response>;
}

/** A client for `baseUrl` that keeps the cookies the server sets and sends them back; `headers` go with every typed call (an X-Forwarded-For, say). */
export function browserLikeClient(baseUrl: string, headers: Record<string, string> = {}): BrowserLikeClient {
  const cookies = new Map<string, string>();
  const cookieHeader = () => [...cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  const keep = (response: Response) => {
    for (const line of response.headers.getSetCookie()) {
      const [pair = ''] = line.split(';');
      const [name = '', value = ''] = pair.split('=');
      if (/Max-Age=0/i.test(line) || value === '') cookies.delete(name);
      else if (name === signedInHintCookie) continue;
      else cookies.set(name, value);
    }
    return response;
  };
  const raw = async (path: string, init: RequestInit = {}) => {
    const headers = new Headers(init.headers);
    if (cookies.size) headers.set('Cookie', cookieHeader());
    return keep(await fetch(baseUrl + path.replace(baseUrl, ''), { ...init, headers }));
  };
  const client = createApiClient({
    baseUrl,
    headers: { Origin: baseUrl, ...headers },
    sleep: async () => {},
    fetch: (input, init) => raw(String(input), init),
  });
  return { ...client, cookies, cookieHeader, raw };
}

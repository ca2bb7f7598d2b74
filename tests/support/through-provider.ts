import type { BrowserLikeClient } from './browser-like-client.ts';

const decode = (value: string) =>
  value
    .replace(/&quot;/g, '"')
    .replace(/&#39;|&#x27;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

/** A social sign-in as far as the provider's redirect back to us: the authorization URL it started with and the callback it ends on. */
export interface ProviderRoundTrip {
  authorizationUrl: URL;
  callbackUrl: URL;
}

/**
 * Walks a social sign-in as a browser would: opens our start path with the client's cookies (the flow
 * cookie lands in its jar), then the provider's pages with a jar of their own, signing in as `login`
 * and consenting (or cancelling), until the provider sends the browser back to our site. The callback
 * is not opened: the test opens it (or a tampered copy). `tamper` may change the authorization URL first.
 */
export async function throughProvider(
  api: BrowserLikeClient,
  startPath: string,
  login: string,
  options: { cancel?: boolean; tamper?: (url: URL) => void } = {},
): Promise<ProviderRoundTrip> {
  const start = await api.raw(startPath, { redirect: 'manual' });
  if (start.status !== 302) throw new Error(`start answered ${start.status}`);
  const authorizationUrl = new URL(start.headers.get('Location')!);
  options.tamper?.(authorizationUrl);
  const ourOrigin = new URL(start.url).origin;
  const jar = new Map<string, string>();
  let request: { url: URL; method: string; body?: URLSearchParams } = { url: authorizationUrl, method: 'GET' };
  for (let step = 0; step < 20; step++) {
    if (request.url.origin === ourOrigin) return { authorizationUrl, callbackUrl: request.url };
    const response = await fetch(request.url, {
      method: request.method,
      redirect: 'manual',
      headers: { Cookie: [...jar].map(([name, value]) => `${name}=${value}`).join('; '), Accept: 'text/html' },
      ...(request.body ? { body: request.body } : {}),
    });
    for (const line of response.headers.getSetCookie()) {
      const [pair = ''] = line.split(';');
      const at = pair.indexOf('=');
      jar.set(pair.slice(0, at), pair.slice(at + 1));
    }
    const location = response.headers.get('Location');
    if (response.status >= 300 && response.status < 400 && location) {
      request = { url: new URL(location, request.url), method: 'GET' };
      continue;
    }
    const html = await response.text();
    if (response.status !== 200) throw new Error(`${request.url} answered ${response.status}: ${html.slice(0, 300)}`);
    if (options.cancel) {
      const cancel = /<a[^>]*href="([^"]+)"[^>]*>\s*(?:\[\s*)?(?:Cancel|Abort)/i.exec(html)?.[1];
      if (!cancel) throw new Error(`no cancel link on ${request.url}`);
      request = { url: new URL(decode(cancel), request.url), method: 'GET' };
      continue;
    }
    const action = /<form[^>]*action="([^"]+)"/i.exec(html)?.[1];
    if (!action) throw new Error(`no form on ${request.url}: ${html.slice(0, 300)}`);
    const body = new URLSearchParams();
    for (const [, name, value] of html.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)"/g))
      body.set(name!, decode(value!));
    if (/name="login"/.test(html)) {
      body.set('login', login);
      body.set('password', 'any password');
    }
    request = { url: new URL(decode(action), request.url), method: 'POST', body };
  }
  throw new Error('the provider never sent the browser back');
}

/** Opens our callback (or any path) with the client's cookies and answers where it redirects to, as a path with its query. */
export async function redirectOf(api: BrowserLikeClient, url: URL | string): Promise<string> {
  const response = await api.raw(String(url), { redirect: 'manual' });
  if (response.status !== 302) throw new Error(`${String(url)} answered ${response.status}: ${await response.text()}`);
  const location = new URL(response.headers.get('Location')!, response.url);
  return location.pathname + location.search;
}

import { createHash, createHmac, randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo, Socket } from 'node:net';

/** One Facebook user, as Graph's /me answers for them. */
export interface FacebookUser {
  id: string;
  email?: string;
  first_name?: string;
  last_name?: string;
}

/** A local stand-in for Facebook Login and the Graph API. */
export interface FakeFacebook {
  /** The login dialog (FACEBOOK_DIALOG_URL). */
  dialogUrl: string;
  /** The Graph API base (FACEBOOK_GRAPH_URL). */
  graphUrl: string;
  clientId: string;
  clientSecret: string;
  /** Users by the login typed on the dialog; a login not listed is user `{login}` with `{login}@example.test`. */
  users: Map<string, FacebookUser>;
  close(): Promise<void>;
}

const version = 'v21.0';
const escape = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/**
 * Speaks Facebook's manual login flow over http on 127.0.0.1: the OAuth dialog (a page to sign in
 * or cancel, which redirects to the app with a code or `error=access_denied`), the token endpoint
 * (client secret, redirect URI and PKCE verifier checked) and Graph's /me (access token and
 * appsecret_proof checked).
 */
export async function startFakeFacebook(): Promise<FakeFacebook> {
  const clientId = '1122334455667788';
  const clientSecret = randomBytes(16).toString('hex');
  const users = new Map<string, FacebookUser>();
  const codes = new Map<string, { user: FacebookUser; redirectUri: string; challenge: string }>();
  const tokens = new Map<string, FacebookUser>();
  const userFor = (login: string) => users.get(login) ?? { id: login, email: `${login}@example.test` };

  const server = http.createServer((request, response) => {
    void (async () => {
      const url = new URL(request.url ?? '/', 'http://127.0.0.1');
      const chunks: Buffer[] = [];
      for await (const chunk of request) chunks.push(chunk as Buffer);
      const form = new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
      const json = (status: number, body: unknown) => {
        response.writeHead(status, { 'Content-Type': 'application/json' });
        response.end(JSON.stringify(body));
      };
      const oauthError = (message: string) => json(400, { error: { message, type: 'OAuthException', code: 100 } });
      const back = (redirectUri: string, params: Record<string, string>) => {
        response.writeHead(302, { Location: `${redirectUri}?${new URLSearchParams(params)}` });
        response.end();
      };

      if (request.method === 'GET' && url.pathname === `/${version}/dialog/oauth`) {
        const q = url.searchParams;
        if (
          q.get('client_id') !== clientId ||
          q.get('code_challenge_method') !== 'S256' ||
          !q.get('state') ||
          !q.get('code_challenge')
        ) {
          response.writeHead(400, { 'Content-Type': 'text/plain' });
          return response.end('Invalid dialog request');
        }
        const hidden = ['redirect_uri', 'state', 'code_challenge']
          .map((name) => `<input type="hidden" name="${name}" value="${escape(q.get(name) ?? '')}">`)
          .join('');
        const cancel = `/${version}/dialog/cancel?${new URLSearchParams({ redirect_uri: q.get('redirect_uri') ?? '', state: q.get('state') ?? '' })}`;
        response.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' });
        return response.end(`<!doctype html><html lang="en"><head><title>Log in to Facebook</title></head><body><main><h1>Log in to Facebook</h1>
<form method="post" action="/${version}/dialog/confirm">${hidden}
<label>Email or phone <input type="text" name="login" required></label>
<label>Password <input type="password" name="password" required></label>
<button type="submit">Log in</button></form>
<a href="${escape(cancel)}">Cancel</a></main></body></html>`);
      }
      if (request.method === 'POST' && url.pathname === `/${version}/dialog/confirm`) {
        const code = randomBytes(24).toString('base64url');
        const redirectUri = form.get('redirect_uri') ?? '';
        codes.set(code, {
          user: userFor(form.get('login') ?? ''),
          redirectUri,
          challenge: form.get('code_challenge') ?? '',
        });
        return back(redirectUri, { code, state: form.get('state') ?? '' });
      }
      if (request.method === 'GET' && url.pathname === `/${version}/dialog/cancel`) {
        const q = url.searchParams;
        return back(q.get('redirect_uri') ?? '', {
          error: 'access_denied',
          error_code: '200',
          error_description: 'Permissions error',
          error_reason: 'user_denied',
          state: q.get('state') ?? '',
        });
      }
      if (url.pathname === `/${version}/oauth/access_token`) {
        const q = url.searchParams;
        const grant = codes.get(q.get('code') ?? '');
        codes.delete(q.get('code') ?? '');
        if (q.get('client_id') !== clientId || q.get('client_secret') !== clientSecret)
          return oauthError('Error validating client secret.');
        if (!grant || grant.redirectUri !== q.get('redirect_uri'))
          return oauthError('Invalid verification code format.');
        const verifier = q.get('code_verifier') ?? '';
        if (createHash('sha256').update(verifier).digest('base64url') !== grant.challenge)
          return oauthError('Invalid code verifier.');
        const accessToken = randomBytes(32).toString('hex');
        tokens.set(accessToken, grant.user);
        return json(200, { access_token: accessToken, token_type: 'bearer', expires_in: 5_183_944 });
      }
      if (request.method === 'GET' && url.pathname === `/${version}/me`) {
        const q = url.searchParams;
        const token = q.get('access_token') ?? '';
        const user = tokens.get(token);
        if (!user)
          return json(400, { error: { message: 'Invalid OAuth access token.', type: 'OAuthException', code: 190 } });
        if (q.get('appsecret_proof') !== createHmac('sha256', clientSecret).update(token).digest('hex'))
          return oauthError('Invalid appsecret_proof provided in the API argument');
        const fields = (q.get('fields') ?? 'id,name').split(',');
        return json(200, Object.fromEntries(Object.entries(user).filter(([key]) => fields.includes(key))));
      }
      json(404, { error: { message: 'Unknown path', type: 'GraphMethodException', code: 100 } });
    })();
  });
  const sockets = new Set<Socket>();
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    dialogUrl: `${base}/${version}/dialog/oauth`,
    graphUrl: `${base}/${version}`,
    clientId,
    clientSecret,
    users,
    close: async () => {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

import http from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import Provider from 'oidc-provider';
import type { AccountClaims } from 'oidc-provider';

/** What the test provider says about one account (its subject is the login typed on its sign-in page). */
export type TestAccountClaims = Omit<AccountClaims, 'sub'>;

/** A real OpenID provider (oidc-provider) on 127.0.0.1 with one confidential client. */
export interface TestOidcProvider {
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** Accounts by login; a login not listed signs in as `{login}` with `{login}@example.test`, verified. */
  accounts: Map<string, TestAccountClaims>;
  close(): Promise<void>;
}

/**
 * Starts oidc-provider with its development sign-in and consent pages (any login, any password),
 * for a client whose callback is `redirectUri`. `shape: 'google'` answers as Google does: e-mail and
 * names in the ID token, scopes openid, email and profile only; 'generic' also offers phone and
 * leaves the e-mail to userinfo, as the specification's defaults do.
 */
export async function startTestOidcProvider(options: {
  redirectUri: string;
  shape?: 'generic' | 'google';
}): Promise<TestOidcProvider> {
  const google = options.shape === 'google';
  const accounts = new Map<string, TestAccountClaims>();
  const server = http.createServer();
  const sockets = new Set<Socket>();
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const clientId = google ? '1234567890-test.apps.googleusercontent.com' : 'nemesis-day';
  const clientSecret = `secret-${Math.random().toString(36).slice(2)}`;
  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: clientId,
        client_secret: clientSecret,
        redirect_uris: [options.redirectUri],
        token_endpoint_auth_method: 'client_secret_post',
      },
    ],
    claims: {
      openid: ['sub'],
      email: ['email', 'email_verified'],
      profile: google
        ? ['name', 'given_name', 'family_name', 'picture', 'locale']
        : ['name', 'given_name', 'family_name'],
      ...(google ? {} : { phone: ['phone_number', 'phone_number_verified'] }),
    },
    conformIdTokenClaims: !google,
    // Lifetimes set so it does not print a notice for each default.
    ttl: { AccessToken: 600, AuthorizationCode: 60, Grant: 3600, IdToken: 600, Interaction: 600, Session: 3600 },
    cookies: { keys: ['test-provider-cookie-key'] },
    features: { devInteractions: { enabled: true } },
    async findAccount(_ctx, login) {
      const claims = accounts.get(login) ?? { email: `${login}@example.test`, email_verified: true };
      return { accountId: login, claims: async () => ({ ...claims, sub: login }) };
    },
  });
  server.on('request', provider.callback());
  return {
    issuer,
    clientId,
    clientSecret,
    accounts,
    close: async () => {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

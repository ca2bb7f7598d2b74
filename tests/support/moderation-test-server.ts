import { beforeAll } from 'vitest';
import { useAccountTestServer } from './account-test-server.ts';
import type { AccountTestServer } from './account-test-server.ts';
import { adminClients, adminEnv } from './admin-clients.ts';
import type { AdminClients } from './admin-clients.ts';
import { browserLikeClient } from './browser-like-client.ts';
import type { BrowserLikeClient } from './browser-like-client.ts';
import { insertNote } from './insert-note.ts';

/** A server for reports of notes: the admin matrix's clients, notes of the ordinary user's, and visitors at addresses of their own. */
export interface ModerationTestServer {
  parts: AccountTestServer;
  clients: () => AdminClients;
  authorId: () => string;
  /** A new note of the ordinary user's (its short id starts with the prefix given). */
  newNote: (name?: string) => Promise<string>;
  /** A visitor at its own address: the server trusts X-Forwarded-For here (TRUST_PROXY). */
  visitor: (address: string) => BrowserLikeClient;
}

/** For a describe block: starts the server (admin `tag`, proxy trusted, plus `env`) and signs up the admin matrix's clients. */
export function useModerationTestServer(
  engine: 'sqlite' | 'postgres',
  available: boolean,
  tag: string,
  prefix: string,
  env: Record<string, string> = {},
): ModerationTestServer {
  const parts = useAccountTestServer(engine, available, { ...adminEnv(tag), TRUST_PROXY: 'true', ...env });
  let clients: AdminClients;
  let authorId: string;
  let n = 0;
  beforeAll(async () => {
    if (!available) return;
    clients = await adminClients(parts, tag);
    authorId = (
      await parts.database.db
        .selectFrom('users')
        .select('id')
        .where('email', '=', clients.userEmail)
        .executeTakeFirstOrThrow()
    ).id;
  });
  return {
    parts,
    clients: () => clients,
    authorId: () => authorId,
    newNote: (name) => insertNote(parts.database, authorId, `${prefix}${String(n++).padStart(4, '0')}`, name),
    visitor: (address) => browserLikeClient(parts.server.url, { 'X-Forwarded-For': address }),
  };
}

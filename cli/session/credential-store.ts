import { chmodSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { homedir } from 'node:os';
import path from 'node:path';

/** What `nemesis login` keeps for one server: who signed in and their personal access token (never a password). */
export interface StoredLogin {
  email: string;
  token: string;
  tokenId: string;
  createdAt: string;
}

interface CredentialFile {
  /** The server used when neither --url nor NEMESIS_URL names one: the last one logged in to. */
  current?: string;
  servers: Record<string, StoredLogin>;
}

/** The file the CLI keeps its logins in: $XDG_CONFIG_HOME/nemesis/credentials.json (~/.config without it). */
export function credentialsPath(env: NodeJS.ProcessEnv = process.env): string {
  const base = env.XDG_CONFIG_HOME || path.join(homedir(), '.config');
  return path.join(base, 'nemesis', 'credentials.json');
}

/** The logins the CLI keeps, one per server URL, in a file only its owner can read (0600 in a 0700 folder). */
export function credentialStore(file: string = credentialsPath()) {
  function read(): CredentialFile {
    try {
      const parsed = JSON.parse(readFileSync(file, 'utf8')) as CredentialFile;
      return { current: parsed.current, servers: parsed.servers ?? {} };
    } catch {
      return { servers: {} };
    }
  }

  function write(content: CredentialFile): void {
    mkdirSync(path.dirname(file), { recursive: true, mode: 0o700 });
    // Written beside and renamed over, so a crash never leaves half a file; created 0600, never readable by others.
    const temporary = `${file}.${process.pid}.tmp`;
    writeFileSync(temporary, `${JSON.stringify(content, null, 2)}\n`, { mode: 0o600 });
    chmodSync(temporary, 0o600);
    renameSync(temporary, file);
  }

  return {
    file,

    /** The server logged in to last, if any. */
    current(): string | undefined {
      return read().current;
    },

    /** The login kept for `url`, if any. */
    find(url: string): StoredLogin | undefined {
      return read().servers[url];
    },

    /** Keeps a login for `url` and makes it the current server. */
    save(url: string, login: StoredLogin): void {
      const content = read();
      write({ current: url, servers: { ...content.servers, [url]: login } });
    },

    /** Forgets the login for `url`; the current server stays what it was, so the next command still names the server logged out of. */
    remove(url: string): void {
      const content = read();
      const { [url]: _removed, ...servers } = content.servers;
      write({ ...content, servers });
    },
  };
}

export type CredentialStore = ReturnType<typeof credentialStore>;

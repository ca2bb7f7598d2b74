import type { BrowserLikeClient } from './browser-like-client.ts';
import { useAccountTestServer } from './account-test-server.ts';
import type { AccountTestServer } from './account-test-server.ts';
import { newEmail } from './new-email.ts';
import { writeRoasts } from './publish-note.ts';
import type { NemesisDetails } from './publish-note.ts';
import { signedInClient } from './signed-in-client.ts';

/** The nemesis the note API tests write about. */
export const noteDetails = { nemesisName: 'Lex Luthor', nemesisAge: 42, nemesisOccupation: 'Billionaire inventor' };
/** The story those notes tell. */
export const noteStory =
  'He keeps parking his helicopter in my spot and then blames the weather for his terrible timing.';

/** A server for note API tests, new signed-in writers on it, and roasts they write. */
export interface NotesTestServer {
  app: AccountTestServer;
  /** A new account, signed in (writer<n>@example.test); `email` says which. */
  signedInUser(): Promise<BrowserLikeClient & { email: string }>;
  /** Both roasts of `input` with the story, written by `api`: the body that publishes them. */
  roasts(api: BrowserLikeClient, input?: NemesisDetails): ReturnType<typeof writeRoasts>;
}

/** For a describe block of note API tests: a server on `engine` whose public address is https://nemesis.example (plus `env`, and its clock starting at `startAt` if given); nothing when the engine is not `available`. */
export function useNotesTestServer(
  engine: 'sqlite' | 'postgres',
  available: boolean,
  env: Record<string, string> = {},
  startAt?: string,
): NotesTestServer {
  const app = useAccountTestServer(
    engine,
    available,
    { PUBLIC_BASE_URL: 'https://nemesis.example', ...env },
    undefined,
    startAt,
  );
  return {
    app,
    signedInUser: async () => {
      const email = newEmail('writer');
      return Object.assign(await signedInClient(app, email, 'correct horse battery'), { email });
    },
    roasts: (api, input = noteDetails) => writeRoasts(api, input, noteStory),
  };
}

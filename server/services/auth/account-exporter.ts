import type { AccountExport } from '#contract/auth/account-data.ts';
import { noteUrl } from '#contract/notes/note-paths.ts';
import type { NoteReactionRepository } from '../../db/repositories/note-reaction-repository.ts';
import type { NoteRepository } from '../../db/repositories/note-repository.ts';
import type { SignInEventRepository } from '../../db/repositories/sign-in-event-repository.ts';
import type { Clock } from '../../clock.ts';
import { userReaderKey } from '../notes/note-reaction-service.ts';
import type { Principal } from './session-service.ts';
import type { SignedInDeviceService } from './signed-in-device-service.ts';

// More than the account page shows: the record keeps only the latest few anyway.
const signInsExported = 100;

/** Download My Data: everything kept about the signed-in user, in one JSON document, without any secret. */
export function createAccountExporter(deps: {
  notes: NoteRepository;
  reactions: NoteReactionRepository;
  signInEvents: SignInEventRepository;
  devices: SignedInDeviceService;
  publicBaseUrl: string;
  clock: Clock;
}) {
  return {
    /** The user's account, notes, viewed notes, reactions, signed-in devices and sign-ins. */
    async export(principal: Principal): Promise<AccountExport> {
      const { user } = principal;
      const [notes, viewed, reactions, sessions, signIns] = await Promise.all([
        deps.notes.listAllByAuthor(user.id),
        deps.notes.listViewedBy(user.id),
        deps.reactions.listByReader(userReaderKey(user.id)),
        deps.devices.list(principal),
        deps.signInEvents.latest(user.id, signInsExported),
      ]);
      return {
        exportedAt: deps.clock.now().toISOString(),
        account: {
          email: user.email,
          emailVerifiedAt: user.emailVerifiedAt,
          createdAt: user.createdAt,
          lastLoginAt: user.lastLoginAt,
          givenName: user.givenName,
          familyName: user.familyName,
        },
        notes: notes.map((note) => ({
          shortUuid: note.shortUuid,
          vanityUrl: note.vanityUrl,
          publicUrl: noteUrl(deps.publicBaseUrl, note),
          nemesisName: note.nemesisName,
          nemesisAge: note.nemesisAge,
          nemesisOccupation: note.nemesisOccupation,
          userNotes: note.userNotes,
          initialRoast: note.initialRoast,
          finalRoast: note.finalRoast,
          createdAt: note.createdAt,
        })),
        recentlyViewed: viewed.map((row) => ({
          shortUuid: row.shortUuid,
          nemesisName: row.nemesisName,
          viewedAt: row.timestamp,
        })),
        reactions: reactions.map((row) => ({
          shortUuid: row.shortUuid,
          reaction: row.reaction,
          reactedAt: row.updatedAt,
        })),
        sessions,
        signIns: signIns.map((row) => ({ method: row.method, client: row.client, at: row.createdAt })),
      };
    },
  };
}

export type AccountExporter = ReturnType<typeof createAccountExporter>;

import { adminEndpoints } from '#contract/admin/admin-endpoints.ts';
import { adminDefaultPageSize, adminMessages } from '#contract/admin/admin-messages.ts';
import type { SavedPromptVersion, UserFilter } from '#contract/admin/admin-schemas.ts';
import type { ModelSettings } from '#contract/ai/model-settings.ts';
import type { CallOptions } from '#contract/api/api-client.ts';
import type { RoastEndpoint } from '#contract/notes/stream-roast.ts';
import { CliError } from './cli-error.ts';
import type { Connection } from './session/connection.ts';

/** A version as an action needs it: which it is and whether it is the active one. */
type SeenVersion = Pick<SavedPromptVersion, 'version' | 'isActive'>;

/** A user's details as the admin API gives them (`nemesis users show`), by attribute name. */
type UserDetails = Record<string, string | number | boolean | null>;

/**
 * Each change to one user: its command (`nemesis users <name>`), its label in `nemesis admin`, what
 * --help says, whether it asks first, what it reports, and whether it applies to a user's details (`self`:
 * the user is the admin asking, whom the server does not let disable themselves or give up their admin rights).
 */
export const userChanges = [
  {
    name: 'disable',
    label: 'Disable',
    endpoint: adminEndpoints.adminDisableUser,
    help: 'disable an account: it can no longer sign in, and its sessions and tokens end',
    confirm: true,
    done: 'is disabled',
    applies: (user: UserDetails, self: boolean) => user.enabled !== false && !self,
  },
  {
    name: 'enable',
    label: 'Enable',
    endpoint: adminEndpoints.adminEnableUser,
    help: 'enable a disabled account again',
    confirm: false,
    done: 'is enabled',
    applies: (user: UserDetails) => user.enabled === false,
  },
  {
    name: 'reset-password',
    label: 'Require a new password',
    endpoint: adminEndpoints.adminRequirePasswordReset,
    help: 'make the user set a new password at their next sign-in (signs them out)',
    confirm: true,
    done: 'must set a new password at the next sign-in',
    applies: (user: UserDetails) =>
      user.has_password === true &&
      user.required_action !== 'NEW_PASSWORD' &&
      user.required_action !== 'RESET_PASSWORD',
  },
  {
    name: 'reset-factors',
    label: 'Reset second factors',
    endpoint: adminEndpoints.adminResetSecondFactors,
    help: 'remove the authenticator app, e-mail codes, recovery codes and passkeys of a user who lost them (signs them out; they are mailed)',
    confirm: true,
    done: 'now signs in with the password alone and can set up second factors again',
    applies: (user: UserDetails) => user.mfa !== 'off',
  },
  {
    name: 'grant-admin',
    label: 'Grant admin',
    endpoint: adminEndpoints.adminGrantAdmin,
    help: 'make the user an admin (adds them to admin-users)',
    confirm: false,
    done: 'is an admin',
    applies: (user: UserDetails) => user.admin !== true,
  },
  {
    name: 'revoke-admin',
    label: 'Revoke admin',
    endpoint: adminEndpoints.adminRevokeAdmin,
    help: 'take admin rights away (removes them from admin-users)',
    confirm: true,
    done: 'is no longer an admin',
    applies: (user: UserDetails, self: boolean) => user.admin === true && !self,
  },
] as const;

/** One of the changes to a user. */
export type UserChange = (typeof userChanges)[number];

/** The version `number` among a prompt's versions; throws CliError (ADMIN_PROMPT_VERSION_NOT_FOUND) when it has none such. */
export function versionOf<V extends SeenVersion>(versions: V[], number: number): V {
  const found = versions.find((version) => version.version === number);
  if (!found)
    throw new CliError(`${adminMessages.promptVersionNotFound}: v${number}`, 1, 'ADMIN_PROMPT_VERSION_NOT_FOUND');
  return found;
}

/** The active version among a prompt's versions (the newest, should none be). */
export function activeVersionOf<V extends SeenVersion>(versions: V[]): V {
  return versions.find((version) => version.isActive) ?? versions[0]!;
}

/**
 * A sample roast, saving nothing: given `onDelta`, streamed to it as the model writes (resolving with
 * the whole roast); without, the endpoint's JSON answer (`--json`).
 */
export type SampleRoast = (onDelta?: (text: string) => void) => Promise<unknown>;

/** Which users a page of the user list holds: those the search finds (by e-mail or id) or with the status, a page of `pageSize` (50 unless set). */
interface UserQuery {
  search?: string;
  status?: UserFilter;
  page: number;
  pageSize?: number;
}

/**
 * The admin's requests that `nemesis <group> <command>` and `nemesis admin` both make, over one
 * connection: the reads of models, prompts and users, and every change. A change to a prompt carries
 * the state of the prompt it was read with, so that a change another admin made meanwhile is refused
 * (ADMIN_VERSION_CONFLICT) rather than overwritten; every failure is a CliError with the server's
 * message and code.
 */
export function adminActions(connection: Connection) {
  /** A sample roast from `endpoint` for `body`. */
  const sampleRoast =
    <E extends RoastEndpoint>(endpoint: E, body: CallOptions<E>['body']): SampleRoast =>
    (onDelta) =>
      onDelta
        ? connection.streamRoast(endpoint, { body, onDelta } as CallOptions<E> & { onDelta: typeof onDelta })
        : connection.call(endpoint, { body } as CallOptions<E>);
  /** A page of the user list. */
  const users = ({ pageSize = adminDefaultPageSize, ...query }: UserQuery) =>
    connection.call(adminEndpoints.adminUsers, { query: { ...query, pageSize } });
  /** Saves a new version of a prompt, if its newest version is still the newest of `versions` (none for a new prompt). */
  const savePromptVersion = (
    promptId: string,
    versions: SeenVersion[],
    draft: { promptText: string; description: string; activate: boolean },
  ) =>
    connection.call(adminEndpoints.adminCreatePrompt, {
      body: { promptId, ...draft, basedOnVersion: versions[0]?.version ?? 0 },
    });
  /** A prompt's versions as saved, newest first, without their notes' counts; throws CliError (ADMIN_PROMPT_NOT_FOUND) for an id without versions. */
  const promptVersions = async (promptId: string): Promise<SavedPromptVersion[]> =>
    (await connection.call(adminEndpoints.adminPromptVersions, { params: { promptId } })).versions;

  return {
    /** The models on offer, the active one and its settings; `refresh` asks every provider again rather than the list cached for 5 minutes. */
    models: (refresh = false) =>
      connection.call(adminEndpoints.adminModels, { query: { refresh: refresh ? 'true' : undefined } }),

    /** Every prompt's versions, newest first, with their notes' counts. */
    prompts: () => connection.call(adminEndpoints.adminPrompts),

    users,

    /** A user's details, by attribute name. */
    user: (userId: string) => connection.call(adminEndpoints.adminUser, { params: { id: userId } }),

    /** The user an argument names: an id as it is, an e-mail looked up through the user list's search; throws CliError (ADMIN_USER_NOT_FOUND) for an address without an account. */
    findUser: async (user: string): Promise<{ userId: string; email: string }> => {
      if (!user.includes('@')) return { userId: user, email: user };
      const email = user.trim().toLowerCase();
      // The search also finds addresses that contain this one (a@x.test in ba@x.test): rarely more than a page.
      for (let page = 1; ; page++) {
        const listing = await users({ search: email, page });
        const found = listing.users.find((entry) => entry.email === email);
        if (found) return found;
        if (page * adminDefaultPageSize >= listing.totalCount)
          throw new CliError(`${adminMessages.userEmailNotFound}: ${user}`, 1, 'ADMIN_USER_NOT_FOUND');
      }
    },

    promptVersions,
    savePromptVersion,

    /** Like promptVersions, but none for a prompt not made yet. */
    promptVersionsIfAny: (promptId: string): Promise<SavedPromptVersion[]> =>
      promptVersions(promptId).catch((error: unknown) => {
        if (error instanceof CliError && error.code === 'ADMIN_PROMPT_NOT_FOUND') return [];
        throw error;
      }),

    /** Makes `version` the active one, if the active version is still the one among `versions` (the prompt's, as read). */
    activatePrompt: (promptId: string, versions: SeenVersion[], version: number) =>
      connection.call(adminEndpoints.adminActivatePrompt, {
        params: { promptId },
        body: { version, basedOnActiveVersion: activeVersionOf(versions).version },
      }),

    /** Saves an older version's text as a new active version (history is kept), on the same terms as a save. */
    revertPrompt: (
      promptId: string,
      versions: SeenVersion[],
      old: Pick<SavedPromptVersion, 'version' | 'promptText'>,
    ) =>
      savePromptVersion(promptId, versions, {
        promptText: old.promptText,
        description: `Revert to version ${old.version}`,
        activate: true,
      }),

    /** A sample roast from a model with these settings (`nemesis models test`, the Models tab's Test). */
    testModel: (modelId: string, modelSettings: ModelSettings) =>
      sampleRoast(adminEndpoints.adminTestModel, { modelId, modelSettings }),

    /** A sample roast from a prompt's text for a nemesis (`nemesis prompts try`). */
    tryPrompt: (body: CallOptions<typeof adminEndpoints.adminTryPrompt>['body']) =>
      sampleRoast(adminEndpoints.adminTryPrompt, body),

    /** Makes a model the active one with these settings; refused when it is not on offer. */
    useModel: (modelId: string, modelSettings: ModelSettings) =>
      connection.call(adminEndpoints.adminPutModel, { body: { modelId, modelSettings } }),

    /** Makes one of the changes to a user. */
    changeUser: (change: UserChange, userId: string) => connection.call(change.endpoint, { params: { id: userId } }),
  };
}

/** The admin's requests over one connection. */
export type AdminActions = ReturnType<typeof adminActions>;

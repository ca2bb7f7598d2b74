import type { z } from 'zod';
import { adminMessages } from '#contract/admin/admin-messages.ts';
import { adminConfigKeys, adminUsersValue, holdThresholdValue } from '#contract/admin/admin-schemas.ts';
import type { AdminConfigKey } from '#contract/admin/admin-schemas.ts';
import type { ModelSettings } from '#contract/ai/model-settings.ts';
import { AppError } from '../../app-error.ts';
import type { AiProviders, ModelListing } from '../../ai/ai-providers.ts';
import type { ConfigRepository } from '../../db/repositories/config-repository.ts';
import type { UserRow } from '../../db/schema.ts';
import type { UnitOfWork } from '../../db/unit-of-work.ts';
import { adminUsersConfigKey } from './admin-check.ts';
import type { AdminCheck } from './admin-check.ts';
import { auditEntry } from './audit-log.ts';
import { mailboxFieldProblem } from '../forms/mailbox-field-problem.ts';
import { modelConfigKey, modelConfigValue } from '../roasts/model-service.ts';
import type { ModelService } from '../roasts/model-service.ts';
import type { Clock } from '../../clock.ts';

type Actor = Pick<UserRow, 'id' | 'email'>;

// Asking every provider costs seconds; an admin refreshes on demand, and a stale list renews itself.
const listingTtlMs = 5 * 60_000;

const valueSchemas: Record<AdminConfigKey, z.ZodType> = {
  'bedrock-model': modelConfigValue,
  'admin-users': adminUsersValue,
  'report-hold-threshold': holdThresholdValue,
};

/**
 * The admin's config and model settings: known keys only, each value checked; the models every
 * provider offers (cached), and switching the active model. Every write goes to the audit log with it (one unit of work).
 * An admin named only in `admin-users` cannot leave themselves out of it.
 * Throws ADMIN_INVALID_CONFIG_KEY, ADMIN_CONFIG_NOT_FOUND, ADMIN_BEDROCK_MODEL_NOT_AVAILABLE, INVALID_INPUT.
 */
export function createAdminConfigService(deps: {
  configs: ConfigRepository;
  providers: AiProviders;
  models: ModelService;
  adminCheck: AdminCheck;
  unitOfWork: UnitOfWork;
  clock: Clock;
}) {
  const { configs, clock } = deps;
  let listing: { at: Date; value: ModelListing } | undefined;

  function knownKey(key: string): AdminConfigKey {
    if (!(adminConfigKeys as readonly string[]).includes(key))
      throw new AppError('ADMIN_INVALID_CONFIG_KEY', adminMessages.invalidConfigKey);
    return key as AdminConfigKey;
  }

  async function stored(key: AdminConfigKey, from: Pick<ConfigRepository, 'find'> = configs) {
    const row = await from.find(key);
    return row && { configKey: row.configKey, configValue: parseStored(row.configValue), updatedAt: row.updatedAt };
  }

  async function models(refresh: boolean) {
    if (refresh || !listing || clock.now().getTime() - listing.at.getTime() > listingTtlMs)
      listing = { at: clock.now(), value: await deps.providers.listAllModels((await deps.models.active()).modelId) };
    return listing;
  }

  /** Checks that a model is offered now, asking the providers again once before refusing it. */
  async function requireAvailable(modelId: string): Promise<void> {
    if ((await models(false)).value.models.includes(modelId)) return;
    if (!(await models(true)).value.models.includes(modelId))
      throw new AppError('ADMIN_BEDROCK_MODEL_NOT_AVAILABLE', adminMessages.modelNotAvailable);
  }

  function write(actor: Actor, key: AdminConfigKey, value: unknown): Promise<void> {
    return deps.unitOfWork(async (tx) => {
      const before = await stored(key, tx.configs);
      await tx.configs.put(key, JSON.stringify(value), clock.now());
      await tx.audit.insert(auditEntry(actor, 'config.put', key, before?.configValue, value, clock.now()));
    });
  }

  return {
    /** The stored entry of a known key. */
    async get(key: string) {
      const entry = await stored(knownKey(key));
      if (!entry) throw new AppError('ADMIN_CONFIG_NOT_FOUND', adminMessages.configNotFound);
      return entry;
    },

    /** Saves a known key's value after checking it (a model must be one the providers offer). */
    async put(actor: Actor, key: string, value: unknown): Promise<void> {
      const configKey = knownKey(key);
      const parsed = valueSchemas[configKey].safeParse(value);
      if (!parsed.success)
        throw new AppError(
          'INVALID_INPUT',
          `${adminMessages.invalidConfigValue}: ${parsed.error.issues[0]?.message ?? ''}`,
        );
      const mailboxProblem = mailboxFieldProblem(valueSchemas[configKey], parsed.data);
      if (mailboxProblem)
        throw new AppError('INVALID_INPUT', `${adminMessages.invalidConfigValue}: ${mailboxProblem.message}`);
      if (configKey === modelConfigKey)
        await requireAvailable((parsed.data as z.infer<typeof modelConfigValue>).activeModel);
      if (configKey === adminUsersConfigKey && (await deps.adminCheck.sourceOf(actor)) === 'admin-users') {
        const listed = (parsed.data as string[]).some((email) => email.trim().toLowerCase() === actor.email);
        if (!listed) throw new AppError('INVALID_INPUT', adminMessages.cannotRevokeSelf);
      }
      await write(actor, configKey, parsed.data);
    },

    /** The models on offer (`provider/model`), the active one and its settings, when the list was made, and providers that did not answer. */
    async models(refresh: boolean) {
      const [{ at, value }, active] = await Promise.all([models(refresh), deps.models.active()]);
      return {
        availableModels: value.models,
        activeModel: active.modelId,
        modelSettings: active.settings,
        lastRefresh: at.toISOString(),
        unavailableProviders: value.unavailable,
        providerFailures: value.failures,
      };
    },

    /** Throws ADMIN_BEDROCK_MODEL_NOT_AVAILABLE unless the providers offer this model now. */
    requireAvailable,

    /** Makes a model the active one with its settings. */
    async setModel(actor: Actor, modelId: string, modelSettings: ModelSettings): Promise<void> {
      await requireAvailable(modelId);
      await write(actor, modelConfigKey, { activeModel: modelId, modelSettings });
    },
  };
}

export type AdminConfigService = ReturnType<typeof createAdminConfigService>;

/** A stored value as JSON, or as the text it is (an `admin-users` list saved comma-separated). */
function parseStored(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

import { adminActions } from '../admin-actions.ts';
import type { AdminConfigKey } from '#contract/admin/admin-schemas.ts';
import { moderationLimits } from '#contract/moderation/report-reasons.ts';
import type { Connection } from '../session/connection.ts';

/** A setting nobody saved: the value in force all the same, and where it comes from. */
export interface DefaultSetting {
  configValue: unknown;
  source: string;
}

/**
 * The value a setting has while none is saved (the server answers ADMIN_CONFIG_NOT_FOUND for it): the
 * active model and its settings as the server chose them, no admins but ADMIN_EMAILS', the default
 * hold threshold. Throws the API's errors.
 */
export async function defaultSetting(connection: Connection, key: AdminConfigKey): Promise<DefaultSetting> {
  switch (key) {
    case 'bedrock-model': {
      const { activeModel, modelSettings } = await adminActions(connection).models();
      return {
        configValue: { activeModel, modelSettings },
        source: 'the default: AI_MODEL if set, else the first Ollama model if Ollama answers, else builtin/roastbook',
      };
    }
    case 'admin-users':
      return { configValue: [], source: 'the default: the only admins are those ADMIN_EMAILS names on the server' };
    case 'report-hold-threshold':
      return { configValue: moderationLimits.holdThresholdDefault, source: 'the default' };
  }
}

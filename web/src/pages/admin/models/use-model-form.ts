import { useState } from 'react';
import type { UseMutationResult } from '@tanstack/react-query';
import { adminEndpoints } from '#contract/admin/admin-endpoints.ts';
import type { ModelSettings } from '#contract/ai/model-settings.ts';
import type { ApiError } from '#contract/api/api-error.ts';
import type { EndpointInput } from '../../../api/endpoint-key.ts';
import { useWrite } from '../../../api/use-write.ts';
import type { AnswerOf } from '../../../api/use-endpoint.ts';
import { draftOf, settingFields, settingsOf } from './model-draft.ts';
import type { ModelDraft, SettingName } from './model-draft.ts';
import type { ModelsAnswer } from './use-models.ts';

type PutModel = typeof adminEndpoints.adminPutModel;

/** The model form's state: the draft and what it would save, whether it differs from the config, and its save. */
export interface ModelForm {
  /** The admin's changes, else the loaded config; undefined until it has loaded. */
  draft: ModelDraft | undefined;
  settings: ModelSettings | undefined;
  unsaved: boolean;
  /** The last save succeeded and nothing changed since ('Configuration Saved'). */
  saved: boolean;
  save: UseMutationResult<AnswerOf<PutModel>, ApiError, EndpointInput<PutModel>>;
  /** Changes the draft (undefined: Discard, back to the config); the last save's outcome goes. */
  change: (next: ModelDraft | undefined) => void;
  /** A field left: it shows the value that will be used. */
  settle: (name: SettingName) => void;
  submit: () => void;
  dismissSaved: () => void;
}

/**
 * The model form (spec §4, §5) over the loaded config: unsaved changes are what differs from it as it
 * would be saved (a setting typed back to its value is none). Save waits for the config to load again,
 * so the form then shows what was saved.
 */
export function useModelForm(config: ModelsAnswer | undefined): ModelForm {
  const [edited, setEdited] = useState<ModelDraft>();
  const [saved, setSaved] = useState(false);
  const save = useWrite(adminEndpoints.adminPutModel, { invalidates: [adminEndpoints.adminModels] });
  const draft = edited ?? (config && draftOf(config.activeModel, config.modelSettings));
  const settings = draft && settingsOf(draft);
  const unsaved =
    config !== undefined &&
    draft !== undefined &&
    settings !== undefined &&
    (draft.modelId !== config.activeModel ||
      settingFields.some(({ name }) => settings[name] !== config.modelSettings[name]));

  return {
    draft,
    settings,
    unsaved,
    saved,
    save,
    change: (next) => {
      setEdited(next);
      setSaved(false);
      save.reset();
    },
    settle: (name) => {
      if (!edited || !settings) return;
      const shown = String(settings[name]);
      if (edited.settings[name] !== shown) setEdited({ ...edited, settings: { ...edited.settings, [name]: shown } });
    },
    submit: () => {
      if (!draft || !settings || !unsaved || save.isPending) return;
      save.mutate(
        { body: { modelId: draft.modelId, modelSettings: settings } },
        {
          onSuccess: () => {
            setEdited(undefined);
            setSaved(true);
          },
        },
      );
    },
    dismissSaved: () => setSaved(false),
  };
}

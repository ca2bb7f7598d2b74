import { fractionStep, modelSettingRanges } from '#contract/ai/model-settings.ts';
import type { ModelSettings } from '#contract/ai/model-settings.ts';
import { TextField } from '../../../components/text-field.tsx';
import { settingFields } from './model-draft.ts';
import type { ModelDraft, SettingName } from './model-draft.ts';
import './models-page.css';

/** What the settings card edits: the draft, whether it differs from the config, and whether a save is under way. */
export interface ModelSettingsCardProps {
  draft: ModelDraft;
  unsaved: boolean;
  saving: boolean;
  onChange: (next: ModelDraft | undefined) => void;
  onSettle: (name: SettingName) => void;
}

/** The ranges of a setting's field: maxTokens in whole tokens, the others in tenths. */
const rangeOf = (name: keyof ModelSettings) => ({
  min: modelSettingRanges[name][0],
  max: modelSettingRanges[name][1],
  step: name === 'maxTokens' ? 1 : fractionStep,
});

/**
 * The settings card of the model form: a field per setting, whether there are unsaved changes, and
 * Save (the form's submit) and Discard, both waiting while a save runs.
 */
export function ModelSettingsCard({ draft, unsaved, saving, onChange, onSettle }: ModelSettingsCardProps) {
  return (
    <div className="card models-page__settings">
      <h2>Settings</h2>
      {settingFields.map(({ name, label, hint }) => (
        <TextField
          key={name}
          label={label}
          hint={hint}
          type="number"
          inputMode={name === 'maxTokens' ? 'numeric' : undefined}
          range={rangeOf(name)}
          value={draft.settings[name]}
          errors={[]}
          onChange={(value) => onChange({ ...draft, settings: { ...draft.settings, [name]: value } })}
          // Leaving a field shows the value that will be used: in range, and 0 or 1 for what is not a number.
          onBlur={() => onSettle(name)}
        />
      ))}
      <p className="models-page__unsaved" role="status">
        {unsaved ? 'You have unsaved changes.' : 'No unsaved changes.'}
      </p>
      <div className="models-page__actions">
        <button type="submit" className="button button--primary" disabled={!unsaved || saving}>
          {saving ? 'Saving…' : 'Save'}
        </button>
        <button type="button" className="button" disabled={!unsaved || saving} onClick={() => onChange(undefined)}>
          Discard
        </button>
      </div>
    </div>
  );
}

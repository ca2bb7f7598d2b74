import { useEffect, useRef, useState } from 'react';
import { adminEndpoints } from '#contract/admin/admin-endpoints.ts';
import { sampleNemesis } from '#contract/admin/admin-schemas.ts';
import { fractionStep, modelSettingRanges, settingFromInput } from '#contract/ai/model-settings.ts';
import type { ModelSettings } from '#contract/ai/model-settings.ts';
import { api } from '../../../api/api-client.ts';
import { errorText } from '../../../api/error-text.ts';
import { LoadingState } from '../../../components/loading-state.tsx';
import { TextField } from '../../../components/text-field.tsx';
import { formatDateTime } from '../../../format/format-date.ts';
import { useMutation } from '../../../hooks/use-mutation.ts';
import { useQuery } from '../../../hooks/use-query.ts';
import { useRoastStream } from '../../../hooks/use-roast-stream.ts';
import { AdminAlert } from '../admin-alert.tsx';
import { AdminSectionHeader } from '../admin-section-header.tsx';
import { adminSections } from '../admin-sections.ts';
import { LabRoast } from '../lab-roast.tsx';
import { ModelList } from './model-list.tsx';
import './models-page.css';

const section = adminSections.find((item) => item.path === '/admin/bedrock')!;

/** The spec's success text after a save (§8). */
const savedText = 'Bedrock model configuration has been updated successfully. The new settings will be used for all AI operations.';

type SettingName = keyof ModelSettings;

/** The model form as the admin has it: the chosen model and each setting as typed. */
interface Draft {
  modelId: string;
  settings: Record<SettingName, string>;
}

const settingFields: { name: SettingName; label: string; hint: string }[] = [
  { name: 'temperature', label: 'Temperature', hint: 'How adventurous the wording is: 0 to 1, in steps of 0.1.' },
  { name: 'topP', label: 'Top P', hint: 'How wide a choice of words the model considers: 0 to 1, in steps of 0.1.' },
  { name: 'maxTokens', label: 'Max Tokens', hint: 'The longest roast the model may write: 1 to 8192 tokens.' },
];

const draftOf = (modelId: string, settings: ModelSettings): Draft => ({
  modelId,
  settings: { temperature: String(settings.temperature), topP: String(settings.topP), maxTokens: String(settings.maxTokens) },
});

const settingsOf = (draft: Draft): ModelSettings => ({
  temperature: settingFromInput('temperature', draft.settings.temperature),
  topP: settingFromInput('topP', draft.settings.topP),
  maxTokens: settingFromInput('maxTokens', draft.settings.maxTokens),
});

/**
 * The model screen (spec §2, §4, §5): the available models by provider, the active one marked, the
 * settings; unsaved changes are tracked against the loaded config, Save (which reloads it) and
 * Discard. Refresh List asks every provider again. Test writes a sample roast with the chosen model
 * and the unsaved settings, before anyone else meets them.
 */
export function ModelsPage() {
  // Refresh List asks the providers again; a plain load takes the server's cached list.
  const refreshNext = useRef(false);
  const models = useQuery((signal) => {
    const query = refreshNext.current ? { refresh: 'true' as const } : {};
    refreshNext.current = false;
    return api.call(adminEndpoints.adminModels, { query, signal });
  }, []);
  // Undefined until the admin changes something: the form then shows the loaded config.
  const [edited, setEdited] = useState<Draft>();
  const [saved, setSaved] = useState(false);
  const test = useRoastStream();
  const [testedModel, setTestedModel] = useState('');
  const alerts = useRef<HTMLDivElement>(null);
  // Save disables its own button: the news takes the focus rather than leaving it nowhere.
  useEffect(() => {
    if (saved) alerts.current?.focus();
  }, [saved]);

  const config = models.data;
  const draft = edited ?? (config && draftOf(config.activeModel, config.modelSettings));
  const settings = draft && settingsOf(draft);
  // Unsaved changes are what differs from the loaded config, as it would be saved (a setting typed back to its value is none).
  const unsaved =
    config !== undefined &&
    draft !== undefined &&
    settings !== undefined &&
    (draft.modelId !== config.activeModel || settingFields.some(({ name }) => settings[name] !== config.modelSettings[name]));

  const save = useMutation(async (modelId: string, modelSettings: ModelSettings) => {
    await api.call(adminEndpoints.adminPutModel, { body: { modelId, modelSettings } });
    await models.reload();
    setEdited(undefined);
    setSaved(true);
  });

  const change = (next: Draft | undefined) => {
    setEdited(next);
    setSaved(false);
    save.reset();
  };
  const refreshList = () => {
    refreshNext.current = true;
    void models.reload();
  };
  const runTest = () => {
    if (!draft || !settings) return;
    const body = { modelId: draft.modelId, modelSettings: settings };
    setTestedModel(draft.modelId);
    test.start(JSON.stringify(body), (onDelta, signal) => api.streamRoast(adminEndpoints.adminTestModel, { body, onDelta, signal }));
  };

  const refreshButton = (
    <button type="button" className="button" onClick={refreshList} disabled={models.loading}>
      {models.loading && models.data ? 'Refreshing…' : 'Refresh List'}
    </button>
  );

  return (
    <>
      <AdminSectionHeader title={section.label} description={section.description} actions={refreshButton} />
      <div className="models-page__alerts" ref={alerts} tabIndex={-1}>
        {models.error && (
          <AdminAlert heading="Configuration Error" onRetry={() => void models.reload()}>
            <p>Failed to load models. Please try refreshing.</p>
          </AdminAlert>
        )}
        {saved && (
          <AdminAlert heading="Configuration Saved" tone="success" onDismiss={() => setSaved(false)}>
            <p>{savedText}</p>
          </AdminAlert>
        )}
        {save.error && (
          <AdminAlert heading="Configuration Error" onDismiss={save.reset}>
            <p>{errorText(save.error)}</p>
          </AdminAlert>
        )}
        {models.data && models.data.unavailableProviders.length > 0 && (
          <AdminAlert heading="Some providers did not answer" tone="info">
            <p>
              Not answering: {models.data.unavailableProviders.join(', ')}. Their models are missing from the list; Refresh List asks them again.
            </p>
          </AdminAlert>
        )}
      </div>
      {!models.data && models.loading && <LoadingState label="Loading models…" />}
      {models.data && draft && settings && (
        <div className="models-page">
          <form
            className="models-page__form"
            noValidate
            onSubmit={(event) => {
              event.preventDefault();
              if (unsaved && !save.pending) void save.run(draft.modelId, settings);
            }}
          >
            <fieldset className="card models-page__models">
              <legend>
                <h2>Available Models</h2>
              </legend>
              <p className="models-page__refreshed">Last refreshed {formatDateTime(models.data.lastRefresh, 'seconds')}</p>
              <ModelList
                availableModels={models.data.availableModels}
                activeModel={models.data.activeModel}
                selected={draft.modelId}
                onSelect={(modelId) => change({ ...draft, modelId })}
              />
            </fieldset>
            <div className="card models-page__settings">
              <h2>Settings</h2>
              {settingFields.map(({ name, label, hint }) => (
                <TextField
                  key={name}
                  label={label}
                  hint={hint}
                  type="number"
                  inputMode={name === 'maxTokens' ? 'numeric' : undefined}
                  range={{ min: modelSettingRanges[name][0], max: modelSettingRanges[name][1], step: name === 'maxTokens' ? 1 : fractionStep }}
                  value={draft.settings[name]}
                  errors={[]}
                  onChange={(value) => change({ ...draft, settings: { ...draft.settings, [name]: value } })}
                  // Leaving a field shows the value that will be used: in range, and 0 or 1 for what is not a number.
                  onBlur={() => {
                    const shown = String(settings[name]);
                    if (edited && draft.settings[name] !== shown) setEdited({ ...draft, settings: { ...draft.settings, [name]: shown } });
                  }}
                />
              ))}
              <p className="models-page__unsaved" role="status">
                {unsaved ? 'You have unsaved changes.' : 'No unsaved changes.'}
              </p>
              <div className="models-page__actions">
                <button type="submit" className="button button--primary" disabled={!unsaved || save.pending}>
                  {save.pending ? 'Saving…' : 'Save'}
                </button>
                <button type="button" className="button" disabled={!unsaved || save.pending} onClick={() => change(undefined)}>
                  Discard
                </button>
              </div>
            </div>
          </form>
          <section className="card models-page__test" aria-labelledby="model-test-title">
            <h2 id="model-test-title">Test the Selected Model</h2>
            <p>
              Writes a short first roast of the sample nemesis ({sampleNemesis.nemesisName}, {sampleNemesis.nemesisAge}, {sampleNemesis.nemesisOccupation}) with{' '}
              <strong className="models-page__test-model">{draft.modelId}</strong> and the settings above, saved or not. Nothing is saved or published.
            </p>
            <LabRoast
              stream={test}
              startLabel="Test"
              title={`Sample roast from ${testedModel}`}
              waitingText="Writing a sample roast…"
              onStart={runTest}
            />
          </section>
        </div>
      )}
    </>
  );
}

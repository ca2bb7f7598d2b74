import { LoadingState } from '../../../components/loading-state.tsx';
import { formatDateTime } from '../../../format/format-date.ts';
import { AdminSectionHeader } from '../admin-section-header.tsx';
import { adminSections } from '../admin-sections.ts';
import { ModelList } from './model-list.tsx';
import { ModelSettingsCard } from './model-settings-card.tsx';
import { ModelTestCard } from './model-test-card.tsx';
import { ModelsAlerts } from './models-alerts.tsx';
import { ProviderHelp } from './provider-help.tsx';
import { useModelForm } from './use-model-form.ts';
import { useModels } from './use-models.ts';
import './models-page.css';

const section = adminSections.find((item) => item.path === '/admin/bedrock')!;

/**
 * The model screen (spec §2, §4, §5): the available models by provider, the active one marked, the
 * settings; unsaved changes are tracked against the loaded config, Save (which reloads it) and
 * Discard. Refresh List asks every provider again. Test writes a sample roast with the chosen model
 * and the unsaved settings, before anyone else meets them.
 */
export function ModelsPage() {
  const { query: models, refreshList } = useModels();
  const form = useModelForm(models.data);
  const { draft, settings } = form;
  const config = models.data;

  const refreshButton = (
    <button type="button" className="button" onClick={refreshList} disabled={models.isFetching}>
      {models.isFetching && config ? 'Refreshing…' : 'Refresh List'}
    </button>
  );

  return (
    <>
      <AdminSectionHeader title={section.label} description={section.description} actions={refreshButton} />
      <ModelsAlerts models={models} form={form} />
      {!config && models.isFetching && <LoadingState label="Loading models…" />}
      {config && draft && settings && (
        <div className="models-page">
          <form
            className="models-page__form"
            noValidate
            onSubmit={(event) => {
              event.preventDefault();
              form.submit();
            }}
          >
            <fieldset className="card models-page__models">
              <legend>
                <h2>Available Models</h2>
              </legend>
              <p className="models-page__refreshed">Last refreshed {formatDateTime(config.lastRefresh, 'seconds')}</p>
              <ModelList
                availableModels={config.availableModels}
                activeModel={config.activeModel}
                selected={draft.modelId}
                onSelect={(modelId) => form.change({ ...draft, modelId })}
              />
            </fieldset>
            <ModelSettingsCard
              draft={draft}
              unsaved={form.unsaved}
              saving={form.save.isPending}
              onChange={form.change}
              onSettle={form.settle}
            />
          </form>
          <ModelTestCard modelId={draft.modelId} settings={settings} />
          <ProviderHelp />
        </div>
      )}
    </>
  );
}

import { useEffect, useRef } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ApiError } from '#contract/api/api-error.ts';
import { settledError } from '../../../api/settled-error.ts';
import { CallError } from '../../../components/call-error.tsx';
import { AdminAlert } from '../admin-alert.tsx';
import { DismissButton } from '../dismiss-button.tsx';
import type { ModelForm } from './use-model-form.ts';
import type { ModelsAnswer } from './use-models.ts';
import './models-page.css';

/** The spec's success text after a save (§8). */
const savedText =
  'Bedrock model configuration has been updated successfully. The new settings will be used for all AI operations.';

/**
 * The model screen's news above the form: the list failed to load (Try Again), the save's outcome,
 * and the providers that did not answer, each with the address asked and the error. Save disables its own button, so 'Configuration Saved'
 * takes the focus rather than leaving it nowhere.
 */
export function ModelsAlerts({ models, form }: { models: UseQueryResult<ModelsAnswer, ApiError>; form: ModelForm }) {
  const area = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (form.saved) area.current?.focus();
  }, [form.saved]);
  const loadFailure = settledError(models);
  const failures = models.data?.providerFailures ?? [];
  return (
    <div className="models-page__alerts" ref={area} tabIndex={-1}>
      {loadFailure && (
        <CallError
          error={loadFailure}
          title="Configuration Error"
          message="Failed to load models. Please try refreshing."
          onRetry={() => void models.refetch()}
        />
      )}
      {form.saved && (
        <AdminAlert heading="Configuration Saved" tone="success" onDismiss={form.dismissSaved}>
          <p>{savedText}</p>
        </AdminAlert>
      )}
      {form.save.error && (
        <CallError error={form.save.error} title="Configuration Error">
          <DismissButton onDismiss={form.save.reset} />
        </CallError>
      )}
      {failures.length > 0 && (
        <AdminAlert heading="Some providers did not answer" tone="info">
          <ul>
            {failures.map((failure) => (
              <li key={failure.name} className="models-page__failure">
                <strong>{failure.name}</strong>
                {failure.address && (
                  <>
                    {' '}
                    at <code>{failure.address}</code>
                  </>
                )}
                : {failure.error}
              </li>
            ))}
          </ul>
          <p>Their models are missing from the list; Refresh List asks them again.</p>
        </AdminAlert>
      )}
    </div>
  );
}

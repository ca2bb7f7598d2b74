import { useEffect, useRef } from 'react';
import { promptLimits } from '#contract/admin/admin-messages.ts';
import { createPromptRequest } from '#contract/admin/admin-schemas.ts';
import { missingPlaceholderMessage } from '#contract/admin/prompt-placeholders.ts';
import type { ApiError } from '#contract/api/api-error.ts';
import { CallError } from '../../../components/call-error.tsx';
import { CheckField } from '../../../components/check-field.tsx';
import { TextAreaField } from '../../../components/text-area-field.tsx';
import { TextField } from '../../../components/text-field.tsx';
import { schemaFieldErrors, submitHandler, useForm } from '../../../hooks/use-form.ts';
import { DismissButton } from '../dismiss-button.tsx';
import { PromptPlayground } from './prompt-playground.tsx';
import './prompt-editor.css';

/** What the form opens with: a new prompt, or a new version of an existing one (its id locked), and whether saving makes it active unless unticked. */
export interface PromptDraft {
  mode: 'create' | 'edit';
  promptId: string;
  promptText: string;
  description: string;
  activate: boolean;
}

/** What the form saves: the fields, and whether the new version becomes the active one. */
export interface PromptSave {
  promptId: string;
  promptText: string;
  description: string;
  activate: boolean;
}

type FieldName = 'promptId' | 'promptText' | 'description' | 'activate';

/** The save the form runs (the page's mutation): under way, its failure, and clearing that failure. */
export interface PromptSaveState {
  isPending: boolean;
  error: ApiError | null;
  reset: () => void;
}

/** The §5 rules of a prompt form, with the server's own schema, and the placeholders its stage needs. */
function promptErrors(values: Record<FieldName, string>) {
  const errors = schemaFieldErrors(createPromptRequest, {
    promptId: values.promptId,
    promptText: values.promptText,
    description: values.description,
  });
  const missing = errors.promptText?.length ? undefined : missingPlaceholderMessage(values.promptId, values.promptText);
  return missing ? { ...errors, promptText: [missing] } : errors;
}

/**
 * The prompt form (spec §4, §5): id (locked when editing), description and text, each checked by the
 * server's rules with its messages, which clear when the field is edited; 'Create Prompt' or 'Save
 * New Version', disabled while the id or the text is empty; making the new version active when ticked
 * (as it starts for a new version of an existing prompt: an edit or a revert is meant to take effect).
 * The playground beside it tries the draft as it stands.
 */
export function PromptEditor({
  draft,
  save,
  onSave,
  onCancel,
}: {
  draft: PromptDraft;
  save: PromptSaveState;
  onSave: (values: PromptSave) => void;
  onCancel: () => void;
}) {
  const form = useForm<FieldName>({
    initial: {
      promptId: draft.promptId,
      promptText: draft.promptText,
      description: draft.description,
      activate: draft.activate ? 'true' : '',
    },
    validate: promptErrors,
  });
  const heading = useRef<HTMLHeadingElement>(null);
  // Opening the form (Edit, Revert To, a quick action) takes the reader to it.
  useEffect(() => {
    heading.current?.focus();
    heading.current?.scrollIntoView({ block: 'start' });
  }, []);

  const { values } = form;
  const empty = values.promptId.trim() === '' || values.promptText.trim() === '';
  const errors = promptErrors(values);
  const onSubmit = submitHandler(form, {
    pending: save.isPending,
    run: async () =>
      onSave({
        promptId: values.promptId,
        promptText: values.promptText,
        description: values.description,
        activate: values.activate === 'true',
      }),
  });
  const editing = draft.mode === 'edit';

  return (
    <section className="card prompt-editor" aria-labelledby="prompt-editor-title">
      <h2 id="prompt-editor-title" ref={heading} tabIndex={-1}>
        {editing ? `New version of ${draft.promptId}` : 'New prompt template'}
      </h2>
      <div className="prompt-editor__panes">
        <form className="prompt-editor__form" noValidate onSubmit={onSubmit}>
          <TextField
            label="Prompt ID"
            hint={
              editing
                ? 'A new version of this prompt: its id stays.'
                : 'Lowercase letters, numbers and hyphens; initial-roast and final-roast are the roasts the site writes.'
            }
            readOnly={editing}
            autoComplete="off"
            {...form.field('promptId')}
          />
          <TextField
            label="Description"
            hint="Optional: what this version changes."
            required={false}
            autoComplete="off"
            {...form.field('description')}
          />
          <TextAreaField
            label="Prompt Text"
            hint="Rules above a line of ---, then the details with {{nemesisName}}, {{nemesisAge}}, {{nemesisOccupation}} (and {{userNotes}}, {{initialRoast}} for the final roast)."
            rows={16}
            max={promptLimits.textMax}
            warnBelow={promptLimits.textWarnBelow}
            {...form.field('promptText')}
          />
          <CheckField required={false} {...form.field('activate')}>
            Make this version active when saved
          </CheckField>
          {save.error && (
            <CallError error={save.error} title="Operation Error">
              <DismissButton onDismiss={save.reset} />
            </CallError>
          )}
          <div className="prompt-editor__actions">
            <button type="submit" className="button button--primary" disabled={empty || save.isPending}>
              {save.isPending ? 'Saving…' : editing ? 'Save New Version' : 'Create Prompt'}
            </button>
            <button type="button" className="button" onClick={onCancel} disabled={save.isPending}>
              Cancel
            </button>
          </div>
        </form>
        <PromptPlayground
          promptId={values.promptId}
          promptText={values.promptText}
          draftProblem={errors.promptId?.[0] ?? errors.promptText?.[0]}
        />
      </div>
    </section>
  );
}

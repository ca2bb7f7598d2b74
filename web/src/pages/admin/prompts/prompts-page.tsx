import { useEffect, useRef, useState } from 'react';
import { adminEndpoints } from '#contract/admin/admin-endpoints.ts';
import type { PromptVersion } from '#contract/admin/admin-schemas.ts';
import { api } from '../../../api/api-client.ts';
import { errorText } from '../../../api/error-text.ts';
import { Alert } from '../../../components/alert.tsx';
import { LoadingState } from '../../../components/loading-state.tsx';
import { useMutation } from '../../../hooks/use-mutation.ts';
import { useQuery } from '../../../hooks/use-query.ts';
import { AdminAlert } from '../admin-alert.tsx';
import { AdminSectionHeader } from '../admin-section-header.tsx';
import { adminSections } from '../admin-sections.ts';
import { PromptCard } from './prompt-card.tsx';
import { PromptEditor } from './prompt-editor.tsx';
import type { PromptDraft, PromptSave } from './prompt-editor.tsx';
import './prompts-page.css';

const section = adminSections.find((item) => item.path === '/admin/prompts')!;

// The roasts the site writes come first, in the order they are written; other ids after them by name.
const stageOrder = ['initial-roast', 'final-roast'];
const rank = (promptId: string) => (stageOrder.includes(promptId) ? stageOrder.indexOf(promptId) : stageOrder.length);

/** The quick actions (spec §2): a new prompt of a roast stage, prefilled with the template the site shipped (its version 1). */
const quickActions = [
  { promptId: 'initial-roast', label: 'Create Initial Roast Prompt', description: 'Initial roast prompt' },
  { promptId: 'final-roast', label: 'Create Final Roast Prompt', description: 'Final roast prompt' },
] as const;

/** The last success: a save (said at the top of the page) or an activation (said on its prompt's card). */
interface Notice {
  promptId?: string;
  text: string;
}

/**
 * The prompt screen (spec §2, §4, §5): each prompt id with its versions, newest first, its use and
 * the notes written with it; edit the active version, Revert To an older one, Activate any, create
 * a prompt (quick actions prefilled with the shipped templates), compare two versions, and try a
 * draft in the playground before saving it. Saves and activations carry the version the screen
 * shows, so another admin's change meanwhile is refused rather than overwritten.
 */
export function PromptsPage() {
  const prompts = useQuery((signal) => api.call(adminEndpoints.adminPrompts, { signal }), []);
  const [draft, setDraft] = useState<PromptDraft>();
  // Each opening of the form starts it afresh, even for the same prompt.
  const [opened, setOpened] = useState(0);
  const [notice, setNotice] = useState<Notice>();
  // The prompt of the last activation, whose card shows its outcome, and how many activations have settled.
  const [activating, setActivating] = useState<string>();
  const [settled, setSettled] = useState(0);
  const noticeRef = useRef<HTMLDivElement>(null);
  const versionsOf = (promptId: string): PromptVersion[] => prompts.data?.prompts[promptId] ?? [];

  const save = useMutation(async (values: PromptSave) => {
    const basedOnVersion = versionsOf(values.promptId)[0]?.version;
    await api.call(adminEndpoints.adminCreatePrompt, { body: { ...values, basedOnVersion } });
    await prompts.reload();
    setDraft(undefined);
    setNotice({ text: 'Prompt template saved successfully.' });
  });
  const activate = useMutation(async (promptId: string, version: number) => {
    const basedOnActiveVersion = versionsOf(promptId).find((item) => item.isActive)?.version;
    await api.call(adminEndpoints.adminActivatePrompt, { params: { promptId }, body: { version, basedOnActiveVersion } });
    await prompts.reload();
    setNotice({ promptId, text: 'Prompt version activated successfully.' });
  });

  // A save closes the form: the news takes the reader's focus where the form was.
  useEffect(() => {
    if (notice && !notice.promptId) noticeRef.current?.focus();
  }, [notice]);

  const open = (next: PromptDraft) => {
    save.reset();
    setNotice(undefined);
    setDraft(next);
    setOpened((count) => count + 1);
  };
  const runActivate = (promptId: string, version: number) => {
    setNotice(undefined);
    setActivating(promptId);
    void activate.run(promptId, version).then(() => setSettled((count) => count + 1));
  };

  const ids = Object.keys(prompts.data?.prompts ?? {}).sort((a, b) => rank(a) - rank(b) || a.localeCompare(b));
  const actions = (
    <>
      {quickActions.map((action) => (
        <button
          key={action.promptId}
          type="button"
          className="button button--small"
          disabled={!prompts.data}
          onClick={() => open({ mode: 'create', promptId: action.promptId, description: action.description, promptText: versionsOf(action.promptId).at(-1)?.promptText ?? '' })}
        >
          {action.label}
        </button>
      ))}
      <button type="button" className="button button--small" disabled={!prompts.data} onClick={() => open({ mode: 'create', promptId: '', description: '', promptText: '' })}>
        New Prompt
      </button>
      <button type="button" className="button button--small" disabled={prompts.loading} onClick={() => void prompts.reload()}>
        {prompts.loading && prompts.data ? 'Refreshing…' : 'Refresh'}
      </button>
    </>
  );

  return (
    <>
      <AdminSectionHeader title={section.label} description={section.description} actions={actions} />
      <div className="prompts-page__alerts" ref={noticeRef} tabIndex={-1}>
        {prompts.error && (
          <AdminAlert heading="Configuration Error" onRetry={() => void prompts.reload()}>
            <p>Failed to load prompt templates. Please try refreshing.</p>
          </AdminAlert>
        )}
        {notice && !notice.promptId && (
          <Alert tone="success" onDismiss={() => setNotice(undefined)}>
            {notice.text}
          </Alert>
        )}
      </div>
      {draft && (
        <PromptEditor
          key={opened}
          draft={draft}
          save={save}
          onSave={(values) => void save.run(values)}
          onCancel={() => {
            setDraft(undefined);
            save.reset();
          }}
        />
      )}
      {!prompts.data && prompts.loading && <LoadingState label="Loading prompt templates…" />}
      {prompts.data && ids.length === 0 && <p className="prompts-page__empty">No prompt templates found...</p>}
      <div className="prompts-page__list">
        {ids.map((promptId) => (
          <PromptCard
            key={promptId}
            promptId={promptId}
            versions={versionsOf(promptId)}
            busy={activate.pending || save.pending}
            outcome={activating === promptId ? settled : 0}
            notice={
              activating === promptId && activate.error ? (
                <AdminAlert heading="Operation Error" onDismiss={activate.reset}>
                  <p>{errorText(activate.error)}</p>
                </AdminAlert>
              ) : (
                notice?.promptId === promptId && (
                  <Alert tone="success" onDismiss={() => setNotice(undefined)}>
                    {notice.text}
                  </Alert>
                )
              )
            }
            onEdit={(active) => open({ mode: 'edit', promptId, promptText: active.promptText, description: active.description })}
            onRevert={(version) => open({ mode: 'edit', promptId, promptText: version.promptText, description: `Reverted to version ${version.version}` })}
            onActivate={(version) => runActivate(promptId, version.version)}
          />
        ))}
      </div>
    </>
  );
}

import { useEffect, useRef, useState } from 'react';
import { adminEndpoints } from '#contract/admin/admin-endpoints.ts';
import type { PromptVersion } from '#contract/admin/admin-schemas.ts';
import { settledError } from '../../../api/settled-error.ts';
import { useEndpoint } from '../../../api/use-endpoint.ts';
import { useWrite } from '../../../api/use-write.ts';
import { Alert } from '../../../components/alert.tsx';
import { CallError } from '../../../components/call-error.tsx';
import { LoadingState } from '../../../components/loading-state.tsx';
import { AdminSectionHeader } from '../admin-section-header.tsx';
import { adminSections } from '../admin-sections.ts';
import { DismissButton } from '../dismiss-button.tsx';
import { PromptCard } from './prompt-card.tsx';
import { PromptEditor } from './prompt-editor.tsx';
import type { PromptDraft, PromptSave } from './prompt-editor.tsx';
import { PromptsActions } from './prompts-actions.tsx';
import { PromptsModelNote } from './prompts-model-note.tsx';
import './prompts-page.css';

const section = adminSections.find((item) => item.path === '/admin/prompts')!;

// The roasts the site writes come first, in the order they are written; other ids after them by name.
const stageOrder = ['initial-roast', 'final-roast'];
const rank = (promptId: string) => (stageOrder.includes(promptId) ? stageOrder.indexOf(promptId) : stageOrder.length);

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
 * shows, so another admin's change meanwhile is refused rather than overwritten; each waits for the
 * prompts to load again before it says it is done.
 */
export function PromptsPage() {
  const prompts = useEndpoint(adminEndpoints.adminPrompts);
  const save = useWrite(adminEndpoints.adminCreatePrompt, { invalidates: [adminEndpoints.adminPrompts] });
  const activate = useWrite(adminEndpoints.adminActivatePrompt, { invalidates: [adminEndpoints.adminPrompts] });
  const [draft, setDraft] = useState<PromptDraft>();
  // Each opening of the form starts it afresh, even for the same prompt.
  const [opened, setOpened] = useState(0);
  const [notice, setNotice] = useState<Notice>();
  // The prompt of the last activation, whose card shows its outcome, and how many activations have settled.
  const [activating, setActivating] = useState<string>();
  const [settled, setSettled] = useState(0);
  const noticeRef = useRef<HTMLDivElement>(null);
  const versionsOf = (promptId: string): PromptVersion[] => prompts.data?.prompts[promptId] ?? [];
  const loadFailure = settledError(prompts);

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
  const runSave = (values: PromptSave) => {
    const basedOnVersion = versionsOf(values.promptId)[0]?.version ?? 0;
    const onSuccess = () => {
      setDraft(undefined);
      setNotice({ text: 'Prompt template saved successfully.' });
    };
    save.mutate({ body: { ...values, basedOnVersion } }, { onSuccess });
  };
  const runActivate = (promptId: string, version: number) => {
    setNotice(undefined);
    setActivating(promptId);
    // A prompt with versions has one active version: the card's Activate is only there for such a prompt.
    const basedOnActiveVersion = versionsOf(promptId).find((item) => item.isActive)!.version;
    activate.mutate(
      { params: { promptId }, body: { version, basedOnActiveVersion } },
      {
        onSuccess: () => setNotice({ promptId, text: 'Prompt version activated successfully.' }),
        onSettled: () => setSettled((count) => count + 1),
      },
    );
  };
  /** What a prompt's card says about the last activation: its failure, or its success. */
  const cardNotice = (promptId: string) =>
    activating === promptId && activate.error ? (
      <CallError error={activate.error} title="Operation Error">
        <DismissButton onDismiss={activate.reset} />
      </CallError>
    ) : (
      notice?.promptId === promptId && (
        <Alert tone="success" onDismiss={() => setNotice(undefined)}>
          {notice.text}
        </Alert>
      )
    );

  const ids = Object.keys(prompts.data?.prompts ?? {}).sort((a, b) => rank(a) - rank(b) || a.localeCompare(b));
  const actions = (
    <PromptsActions
      loaded={prompts.data !== undefined}
      fetching={prompts.isFetching}
      versionsOf={versionsOf}
      onOpen={open}
      onRefresh={() => void prompts.refetch()}
    />
  );

  return (
    <>
      <AdminSectionHeader title={section.label} description={section.description} actions={actions} />
      <div className="prompts-page__alerts" ref={noticeRef} tabIndex={-1}>
        <PromptsModelNote />
        {loadFailure && (
          <CallError
            error={loadFailure}
            title="Configuration Error"
            message="Failed to load prompt templates. Please try refreshing."
            onRetry={() => void prompts.refetch()}
          />
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
          onSave={runSave}
          onCancel={() => {
            setDraft(undefined);
            save.reset();
          }}
        />
      )}
      {!prompts.data && prompts.isFetching && <LoadingState label="Loading prompt templates…" />}
      {prompts.data && ids.length === 0 && <p className="prompts-page__empty">No prompt templates found...</p>}
      <div className="prompts-page__list">
        {ids.map((promptId) => (
          <PromptCard
            key={promptId}
            promptId={promptId}
            versions={versionsOf(promptId)}
            busy={activate.isPending || save.isPending}
            outcome={activating === promptId ? settled : 0}
            notice={cardNotice(promptId)}
            onEdit={(active) =>
              open({ mode: 'edit', promptId, promptText: active.promptText, description: '', activate: true })
            }
            onRevert={(version) =>
              open({
                mode: 'edit',
                promptId,
                promptText: version.promptText,
                description: `Reverted to version ${version.version}`,
                activate: true,
              })
            }
            onActivate={(version) => runActivate(promptId, version.version)}
          />
        ))}
      </div>
    </>
  );
}

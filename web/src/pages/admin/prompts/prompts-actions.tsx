import type { PromptVersion } from '#contract/admin/admin-schemas.ts';
import type { PromptDraft } from './prompt-editor.tsx';

/** The quick actions (spec §2): a new prompt of a roast stage, prefilled with the template the site shipped (its version 1). */
const quickActions = [
  { promptId: 'initial-roast', label: 'Create Initial Roast Prompt', description: 'Initial roast prompt' },
  { promptId: 'final-roast', label: 'Create Final Roast Prompt', description: 'Final roast prompt' },
] as const;

/** What the prompt screen's actions need: whether the prompts are loaded or loading, their versions, and what opening a form and Refresh do. */
export interface PromptsActionsProps {
  loaded: boolean;
  fetching: boolean;
  versionsOf: (promptId: string) => readonly PromptVersion[];
  onOpen: (draft: PromptDraft) => void;
  onRefresh: () => void;
}

/** The prompt screen's header actions: the quick actions, New Prompt (both wait for the prompts) and Refresh. */
export function PromptsActions({ loaded, fetching, versionsOf, onOpen, onRefresh }: PromptsActionsProps) {
  return (
    <>
      {quickActions.map((action) => (
        <button
          key={action.promptId}
          type="button"
          className="button button--small"
          disabled={!loaded}
          onClick={() =>
            onOpen({
              mode: 'create',
              promptId: action.promptId,
              description: action.description,
              promptText: versionsOf(action.promptId).at(-1)?.promptText ?? '',
              activate: false,
            })
          }
        >
          {action.label}
        </button>
      ))}
      <button
        type="button"
        className="button button--small"
        disabled={!loaded}
        onClick={() => onOpen({ mode: 'create', promptId: '', description: '', promptText: '', activate: false })}
      >
        New Prompt
      </button>
      <button type="button" className="button button--small" disabled={fetching} onClick={onRefresh}>
        {fetching && loaded ? 'Refreshing…' : 'Refresh'}
      </button>
    </>
  );
}

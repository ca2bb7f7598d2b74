import { adminEndpoints } from '#contract/admin/admin-endpoints.ts';
import { sampleFinalRoastInput, sampleNemesis, tryPromptRequest } from '#contract/admin/admin-schemas.ts';
import { noteLimits } from '#contract/notes/note-limits.ts';
import { streamRoast } from '../../../api/stream-roast.ts';
import { NemesisDetailsFields } from '../../../components/nemesis-details-fields.tsx';
import { TextAreaField } from '../../../components/text-area-field.tsx';
import { schemaFieldErrors, useForm } from '../../../hooks/use-form.ts';
import { useRoastStream } from '../../../hooks/use-roast-stream.ts';
import { LabRoast } from '../lab-roast.tsx';
import './prompt-playground.css';

type DetailName = 'nemesisName' | 'nemesisAge' | 'nemesisOccupation' | 'userNotes' | 'initialRoast';

const sampleDetails: Record<DetailName, string> = {
  nemesisName: sampleNemesis.nemesisName,
  nemesisAge: String(sampleNemesis.nemesisAge),
  nemesisOccupation: sampleNemesis.nemesisOccupation,
  ...sampleFinalRoastInput,
};

/** What the playground tries: the draft as it stands in the form, and whether that draft can be tried yet. */
export interface PromptPlaygroundProps {
  promptId: string;
  promptText: string;
  /** The draft's own fault (empty, a placeholder missing), shown instead of trying it. */
  draftProblem: string | undefined;
}

/**
 * The playground beside the prompt form: the draft (unsaved) template filled with sample details
 * the admin may change (for a final-roast draft also a story and a first roast), written by the
 * active model and streamed. Nothing is saved.
 */
export function PromptPlayground({ promptId, promptText, draftProblem }: PromptPlaygroundProps) {
  const final = promptId === 'final-roast';
  const details = useForm<DetailName>({
    initial: sampleDetails,
    validate: (values) =>
      schemaFieldErrors(
        tryPromptRequest,
        final ? values : { ...values, userNotes: undefined, initialRoast: undefined },
      ),
    live: ['nemesisName', 'nemesisAge', 'nemesisOccupation', 'userNotes', 'initialRoast'],
  });
  const roast = useRoastStream();
  const tryDraft = () => {
    details.showAllErrors();
    if (!details.valid || draftProblem) return;
    const { userNotes, initialRoast, nemesisAge, ...rest } = details.values;
    const body = {
      promptId,
      promptText,
      ...rest,
      nemesisAge: Number(nemesisAge.trim()),
      ...(final && { userNotes, initialRoast }),
    };
    roast.start(JSON.stringify(body), (onDelta, signal) =>
      streamRoast(adminEndpoints.adminTryPrompt, { body }, onDelta, signal),
    );
  };
  return (
    <section className="prompt-playground" aria-labelledby="prompt-playground-title">
      <h3 id="prompt-playground-title">Playground</h3>
      <p className="prompt-playground__lead">
        Fills the draft as it stands, saved or not, with these details and has the active model write its roast. Nothing
        is saved.
      </p>
      <NemesisDetailsFields field={details.field} />
      {final && (
        <>
          <TextAreaField
            label="Story"
            rows={3}
            max={noteLimits.userNotesMax}
            warnBelow={noteLimits.userNotesWarnBelow}
            {...details.field('userNotes')}
          />
          <TextAreaField
            label="First Roast"
            rows={3}
            max={noteLimits.roastMax}
            warnBelow={noteLimits.roastWarnBelow}
            {...details.field('initialRoast')}
          />
        </>
      )}
      {draftProblem && <p className="prompt-playground__problem">To try the draft: {draftProblem}</p>}
      <LabRoast
        stream={roast}
        startLabel="Try Draft"
        title="Roast from the draft"
        waitingText="The active model is writing…"
        onStart={tryDraft}
        blocked={draftProblem !== undefined || !details.valid}
      />
    </section>
  );
}

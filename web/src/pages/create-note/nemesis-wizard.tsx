import { notePath } from '#contract/notes/note-paths.ts';
import { Alert } from '../../components/alert.tsx';
import { useFocusOnChange } from '../../hooks/use-focus-on-change.ts';
import { DetailsStep } from './details-step.tsx';
import { PublishStep } from './publish-step.tsx';
import { StoryStep } from './story-step.tsx';
import { SuccessCard } from './success-card.tsx';
import { useWizard } from './use-wizard.ts';
import { WizardSteps } from './wizard-steps.tsx';
import '../../components/eyebrow.css';
import './nemesis-wizard.css';

/**
 * The 3-step wizard (spec §2, §4): details, then the first roast and the user's story, then the
 * final roast and the custom URL; then the success card. Roasts stream in as they are written.
 * Going back keeps everything typed, and going forward again with the same input reuses the
 * roast already written. A failed rewrite keeps the roast written before. What was typed is kept
 * as a draft in the tab for the signed-in user, and taken up again when the wizard opens.
 */
export function NemesisWizard() {
  const wizard = useWizard();
  const { step, online, created, nemesis } = wizard;
  // Each new step (and the success card) takes focus at its heading, as a new page would.
  const heading = useFocusOnChange<HTMLHeadingElement>(created ? 'created' : String(step));

  return (
    <div className="wizard">
      <header className="wizard__header">
        <p className="wizard__eyebrow">Nemesis Day</p>
        <h1 className="wizard__title">Create Your Nemesis Note</h1>
        <WizardSteps step={step} finished={created !== undefined} />
      </header>
      {!online && !created && (
        <Alert tone="info">
          <strong>You are offline.</strong> Writing a roast and creating a note need a connection. Everything you typed
          stays here until you are back online.
        </Alert>
      )}
      <section className="card wizard__card">
        {created ? (
          <SuccessCard
            name={nemesis.nemesisName}
            url={created.publicUrl}
            path={notePath(created)}
            shortUuid={created.shortUuid}
            sealed={created.seal !== undefined}
            headingRef={heading}
            onCreateAnother={wizard.createAnother}
          />
        ) : step === 1 ? (
          <DetailsStep form={wizard.details} headingRef={heading} online={online} onNext={wizard.toStory} />
        ) : step === 2 ? (
          <StoryStep
            name={nemesis.nemesisName}
            roast={wizard.initial}
            form={wizard.story}
            headingRef={heading}
            online={online}
            onBack={() => wizard.backTo(1)}
            onRetryRoast={wizard.rewriteInitial}
            onSubmit={wizard.toPublish}
          />
        ) : (
          <PublishStep
            name={nemesis.nemesisName}
            roast={wizard.final}
            form={wizard.vanity}
            seal={wizard.seal}
            headingRef={heading}
            online={online}
            creating={wizard.publish.isPending}
            createError={wizard.publish.error}
            onBack={() => wizard.backTo(2)}
            onRetryRoast={wizard.rewriteFinal}
            onSubmit={wizard.create}
          />
        )}
      </section>
    </div>
  );
}

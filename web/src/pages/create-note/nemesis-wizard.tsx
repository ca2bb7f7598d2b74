import { useEffect, useRef, useState } from 'react';
import { endpoints } from '#contract/endpoints.ts';
import type { CreateNoteRequest, NemesisDetails } from '#contract/notes/note-schemas.ts';
import { api } from '../../api/api-client.ts';
import { useSession } from '../../auth/session-context.ts';
import { useRefreshOnSessionLoss } from '../../auth/use-refresh-on-session-loss.ts';
import { Alert } from '../../components/alert.tsx';
import { useForm } from '../../hooks/use-form.ts';
import { useMutation } from '../../hooks/use-mutation.ts';
import { keptLists } from '../../offline/kept-lists.ts';
import { keptNotes } from '../../offline/kept-notes.ts';
import { useOnline } from '../../offline/use-online.ts';
import { notePath } from '../note/note-path.ts';
import { DetailsStep } from './details-step.tsx';
import { PublishStep } from './publish-step.tsx';
import { StoryStep } from './story-step.tsx';
import { SuccessCard } from './success-card.tsx';
import { useRoastStream } from '../../hooks/use-roast-stream.ts';
import type { FinishedRoast, RoastStream } from '../../hooks/use-roast-stream.ts';
import { useWizardDraft } from './use-wizard-draft.ts';
import type { WizardDraft } from './use-wizard-draft.ts';
import { ageErrors, nameErrors, occupationErrors, storyErrors, vanityErrors } from './wizard-field-rules.ts';
import { WizardSteps } from './wizard-steps.tsx';
import '../../components/eyebrow.css';
import './nemesis-wizard.css';

type Step = 1 | 2 | 3;

const noDetails = { nemesisName: '', nemesisAge: '', nemesisOccupation: '' };

// A step of a draft is taken up again only with the roast it shows.
const stepOf = (draft: WizardDraft | undefined): Step => (!draft?.initial || draft.step === 1 ? 1 : draft.step === 3 && draft.final ? 3 : 2);
const finished = (roast: RoastStream): FinishedRoast | undefined => (roast.status === 'done' && roast.inputKey !== undefined ? { text: roast.text, inputKey: roast.inputKey } : undefined);

/**
 * The 3-step wizard (spec §2, §4): details, then the first roast and the user's story, then the
 * final roast and the custom URL; then the success card. Roasts stream in as they are written.
 * Going back keeps everything typed, and going forward again with the same input reuses the
 * roast already written. A failed rewrite keeps the roast written before. What was typed is kept
 * as a draft in the tab for the signed-in user, and taken up again when the wizard opens.
 */
export function NemesisWizard() {
  const session = useSession();
  const online = useOnline();
  const draft = useWizardDraft(session.claims?.sub);
  const { restored } = draft;
  const [step, setStep] = useState<Step>(() => stepOf(restored));
  const details = useForm({
    initial: restored?.details ?? noDetails,
    validate: (values) => ({
      nemesisName: nameErrors(values.nemesisName),
      nemesisAge: ageErrors(values.nemesisAge),
      nemesisOccupation: occupationErrors(values.nemesisOccupation),
    }),
    live: ['nemesisName', 'nemesisAge', 'nemesisOccupation'],
  });
  const story = useForm({ initial: { userNotes: restored?.userNotes ?? '' }, validate: (values) => ({ userNotes: storyErrors(values.userNotes) }), live: ['userNotes'] });
  const vanity = useForm({ initial: { vanityUrl: restored?.vanityUrl ?? '' }, validate: (values) => ({ vanityUrl: vanityErrors(values.vanityUrl) }), live: ['vanityUrl'] });
  const initial = useRoastStream(restored?.initial);
  const final = useRoastStream(restored?.final);
  const [created, setCreated] = useState<{ shortUuid: string; vanityUrl: string; publicUrl: string }>();

  // Each new step (and the success card) takes focus at its heading, as a new page would.
  const heading = useRef<HTMLHeadingElement>(null);
  const moved = useRef(false);
  useEffect(() => {
    if (!moved.current) {
      moved.current = true;
      return;
    }
    heading.current?.focus();
    heading.current?.scrollIntoView({ block: 'nearest' });
  }, [step, created]);

  // The draft is kept until the note is published.
  const current: WizardDraft = { step, details: details.values, userNotes: story.values.userNotes, vanityUrl: vanity.values.vanityUrl, initial: finished(initial), final: finished(final) };
  useEffect(() => draft.keep(created ? undefined : current));

  // Publishing keeps the note on this device, and adds it to the kept My Notes list.
  const publish = useMutation(async (body: CreateNoteRequest) => {
    const result = await api.call(endpoints.createNote, { body });
    const { createdAt } = result;
    const { vanityUrl: _requested, ...fields } = body;
    void keptNotes.save({ note: { ...fields, shortUuid: result.shortUuid, vanityUrl: result.vanityUrl, createdAt }, isAuthor: true });
    if (session.claims) {
      const summary = { shortUuid: result.shortUuid, nemesisName: body.nemesisName, timestamp: createdAt, vanityUrl: result.vanityUrl };
      void keptLists.update('my-notes', session.claims.sub, (notes) => [summary, ...notes.filter((note) => note.shortUuid !== summary.shortUuid)]);
    }
    setCreated({ shortUuid: result.shortUuid, vanityUrl: result.vanityUrl, publicUrl: result.publicUrl });
  });

  // The session ended mid-wizard: Log In leads to the sign-in form, and the draft keeps what was typed.
  useRefreshOnSessionLoss([initial.error, final.error, publish.error]);

  const nemesis: NemesisDetails = {
    nemesisName: details.values.nemesisName.trim(),
    nemesisAge: Number(details.values.nemesisAge.trim()),
    nemesisOccupation: details.values.nemesisOccupation.trim(),
  };
  const storyBody = { ...nemesis, userNotes: story.values.userNotes.trim(), initialRoast: initial.text };

  const writeInitial = () => {
    const body = { ...nemesis };
    final.reset();
    initial.start(JSON.stringify(body), (onDelta, signal) => api.streamRoast(endpoints.generateInitial, { body, onDelta, signal }));
  };
  const writeFinal = () => {
    const body = { ...storyBody };
    publish.reset();
    final.start(JSON.stringify(body), (onDelta, signal) => api.streamRoast(endpoints.generateFinal, { body, onDelta, signal }));
  };

  const toStory = () => {
    details.showAllErrors();
    if (!details.valid || !online) return;
    setStep(2);
    if (initial.status !== 'done' || initial.inputKey !== JSON.stringify(nemesis)) writeInitial();
  };
  const toPublish = () => {
    story.showAllErrors();
    if (!story.valid || initial.status !== 'done' || !online) return;
    setStep(3);
    publish.reset();
    if (final.status !== 'done' || final.inputKey !== JSON.stringify(storyBody)) writeFinal();
  };
  const backTo = (target: Step) => {
    // A roast still being written (or failed) is abandoned; a finished one is kept for when the user comes back.
    const leaving = target === 1 ? initial : final;
    if (leaving.status !== 'done') leaving.reset();
    publish.reset();
    setStep(target);
  };

  const create = () => {
    vanity.showAllErrors();
    if (!vanity.valid || final.status !== 'done' || publish.pending || !online) return;
    const chosen = vanity.values.vanityUrl.trim();
    void publish.run({ ...storyBody, finalRoast: final.text, vanityUrl: chosen === '' ? undefined : chosen });
  };

  const createAnother = () => {
    initial.reset();
    final.reset();
    // Emptied, not back to the draft they started from.
    details.reset(noDetails);
    story.reset({ userNotes: '' });
    vanity.reset({ vanityUrl: '' });
    publish.reset();
    setCreated(undefined);
    setStep(1);
  };

  const path = created ? notePath(created) : '';
  return (
    <div className="wizard">
      <header className="wizard__header">
        <p className="wizard__eyebrow">Nemesis Day</p>
        <h1 className="wizard__title">Create Your Nemesis Note</h1>
        <WizardSteps step={step} finished={created !== undefined} />
      </header>
      {!online && !created && (
        <Alert tone="info">
          <strong>You are offline.</strong> Writing a roast and publishing a note need a connection. Everything you typed stays here until you are back online.
        </Alert>
      )}
      <section className="card wizard__card">
        {created ? (
          <SuccessCard name={nemesis.nemesisName} url={created.publicUrl} path={path} headingRef={heading} onCreateAnother={createAnother} />
        ) : step === 1 ? (
          <DetailsStep form={details} headingRef={heading} online={online} onNext={toStory} />
        ) : step === 2 ? (
          <StoryStep name={nemesis.nemesisName} roast={initial} form={story} headingRef={heading} online={online} onBack={() => backTo(1)} onRetryRoast={writeInitial} onSubmit={toPublish} />
        ) : (
          <PublishStep
            name={nemesis.nemesisName}
            roast={final}
            form={vanity}
            headingRef={heading}
            online={online}
            creating={publish.pending}
            createError={publish.error}
            onBack={() => backTo(2)}
            onRetryRoast={writeFinal}
            onSubmit={create}
          />
        )}
      </section>
    </div>
  );
}

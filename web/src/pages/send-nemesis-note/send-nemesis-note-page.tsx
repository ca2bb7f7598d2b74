import { useEffect, useState } from 'react';
import type { FormEvent } from 'react';
import type { ApiError } from '#contract/api/api-error.ts';
import { appreciationMessages } from '#contract/forms/forms-messages.ts';
import { appreciationStepOne, appreciationStepTwo } from '#contract/forms/forms-schemas.ts';
import { localTimeZone } from '#contract/site/nemesis-day.ts';
import { errorText } from '../../api/error-text.ts';
import { useSiteInfo } from '../../api/use-site-info.ts';
import { FormPage } from '../../components/form-page.tsx';
import { KeptResult } from '../../components/kept-result.tsx';
import { ProgressBar } from '../../components/progress-bar.tsx';
import { useDocumentTitle } from '../../hooks/use-document-title.ts';
import { useFocusOnChange } from '../../hooks/use-focus-on-change.ts';
import { schemaFieldErrors, submitHandler, useForm } from '../../hooks/use-form.ts';
import { useSubmission } from '../../offline/use-submission.ts';
import type { Delivery } from '../../components/delivery-choice.tsx';
import { NemesisStep } from './nemesis-step.tsx';
import { NoteSent } from './note-sent.tsx';
import { SenderStep } from './sender-step.tsx';
import './send-nemesis-note-page.css';

const noNemesis = { nemesisName: '', nemesisEmail: '', appreciation: '' };
const noSender = { senderName: '', senderEmail: '', agree: '', website: '' };
const stepNames = ['Your nemesis', 'From you'] as const;

// Spec §8: the server's message after 'Error: '; its own line when no answer came (and the note could not be kept for later).
function failureText(error: ApiError): string {
  return error.type === 'network'
    ? appreciationMessages.networkError
    : appreciationMessages.errorPrefix + errorText(error);
}

/**
 * /send-nemesis-note (spec §2, §4): step 1 who the nemesis is and why, step 2 ('Almost there...')
 * who sends it and the agreement, then the success with the Buy a Coffee link. Back keeps what was
 * typed. Without a connection the note is kept on this device and sent once the connection is back.
 */
export function SendNemesisNotePage() {
  useDocumentTitle('Send a Nemesis Note · Nemesis Day');
  // Asked now, so the coffee link is there when the note has gone (asked again then, if the page opened offline).
  const site = useSiteInfo();
  const coffeeUrl = site.data?.coffeeUrl ?? undefined;
  const [step, setStep] = useState<1 | 2>(1);
  const [delivery, setDelivery] = useState<Delivery>(() => ({ deliver: 'now', timeZone: localTimeZone() }));
  const nemesis = useForm({
    initial: noNemesis,
    validate: (values) => schemaFieldErrors(appreciationStepOne, values),
    live: ['nemesisName', 'appreciation'],
    labels: { nemesisName: 'Nemesis Name', nemesisEmail: 'Nemesis Email', appreciation: 'Why you appreciate them' },
  });
  const sender = useForm({
    initial: noSender,
    validate: (values) => schemaFieldErrors(appreciationStepTwo, { ...values, agree: values.agree === 'true' }),
    live: ['senderName'],
    labels: {
      senderName: 'Your Name',
      senderEmail: 'Your Email',
      agree: 'Agreeing to the Terms of Service and the Privacy Policy',
      website: 'Website',
    },
  });
  const submission = useSubmission(failureText);
  const heading = useFocusOnChange<HTMLHeadingElement>(`${step} ${submission.outcome}`);
  const nemesisName = nemesis.values.nemesisName.trim();
  const sent = submission.outcome === 'sent';
  useEffect(() => {
    if (sent && site.error) void site.refetch();
  }, [sent]);

  const toSender = (event: FormEvent) => {
    event.preventDefault();
    nemesis.showAllErrors();
    if (nemesis.valid) setStep(2);
  };
  const backToNemesis = () => {
    submission.submit.reset();
    setStep(1);
  };
  const { senderName, senderEmail, website } = sender.values;
  const send = () =>
    submission.send({
      kind: 'nemesis-note',
      body: { ...nemesis.values, senderName, senderEmail, agree: true, website, ...delivery },
    });
  // The sender stays as typed: another note is most likely from the same person.
  const again = {
    label: 'Send Another',
    onClick: () => {
      nemesis.reset();
      submission.startOver();
      setStep(1);
    },
  };

  return (
    <FormPage
      title="Send a Nemesis Note"
      lead="Every great rival deserves to hear it once: tell your nemesis why you appreciate them, and we e-mail them your note."
      offlineText={
        submission.outcome
          ? undefined
          : 'You can still write your note: if you send it now, it is kept on this device and goes out when the connection is back.'
      }
      progress={
        !submission.outcome && (
          <ProgressBar
            label={`Step ${step} of 2`}
            value={step}
            min={1}
            max={2}
            fill={(step - 0.5) / 2}
            valueText={`Step ${step} of 2: ${stepNames[step - 1]}`}
          />
        )
      }
    >
      {sent ? (
        <NoteSent
          nemesisName={nemesisName}
          delivery={delivery}
          deliverAt={submission.deliverAt}
          coffeeUrl={coffeeUrl}
          headingRef={heading}
          again={again}
        />
      ) : submission.outcome === 'kept' ? (
        <KeptResult what={<>Your note to {nemesisName}</>} headingRef={heading} again={again} />
      ) : step === 1 ? (
        <NemesisStep form={nemesis} headingRef={heading} onSubmit={toSender} />
      ) : (
        <SenderStep
          form={sender}
          nemesisName={nemesisName}
          headingRef={heading}
          submit={submission.submit}
          delivery={delivery}
          onDeliveryChange={setDelivery}
          onBack={backToNemesis}
          onSubmit={submitHandler(sender, { pending: submission.submit.pending, run: send })}
        />
      )}
    </FormPage>
  );
}

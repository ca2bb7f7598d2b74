import { useRef, useState } from 'react';
import { endpoints } from '#contract/endpoints.ts';
import { noteSharingMessages, sendNoteFields } from '#contract/notes/note-sharing.ts';
import { momentInZone, localTimeZone } from '#contract/site/nemesis-day.ts';
import { useWrite } from '../../api/use-write.ts';
import { FormSubmit, formWrite } from '../../components/form-submit.tsx';
import { TextField } from '../../components/text-field.tsx';
import { schemaFieldErrors, submitHandler, useForm } from '../../hooks/use-form.ts';
import { newSubmissionId } from '../../offline/new-submission-id.ts';
import { DeliveryChoice } from '../../components/delivery-choice.tsx';
import type { Delivery } from '../../components/delivery-choice.tsx';
import './send-it-to-them.css';

/** The moment the server holds the note until (its answer's `deliverAt`), in the zone chosen; nothing for a note sent now. */
function heldMoment(deliverAt: string | undefined, delivery: Delivery): string | undefined {
  return deliverAt === undefined ? undefined : momentInZone(new Date(deliverAt), delivery.timeZone);
}

/**
 * "Send it to them", folded under the success card's sharing: the note's link e-mailed to its
 * nemesis from the author, now or at 09:00 on Nemesis Day in a chosen zone, through Send a Nemesis
 * Note (its limits, the recipient's stop list and stop link; the server says why when it refuses).
 */
export function SendItToThem({ shortUuid, nemesisName }: { shortUuid: string; nemesisName: string }) {
  const [delivery, setDelivery] = useState<Delivery>(() => ({ deliver: 'now', timeZone: localTimeZone() }));
  // One key per note as typed: the same note sent again (after a lost answer) is never mailed twice, and
  // a changed one is a new note (a refusal is recorded under its key, and would answer for it).
  const submission = useRef<{ typed: string; id: string }>(undefined);
  const submissionIdFor = (typed: string) => {
    if (submission.current?.typed !== typed) submission.current = { typed, id: newSubmissionId() };
    return submission.current.id;
  };
  const [sent, setSent] = useState<{ moment: string | undefined }>();
  const form = useForm({
    initial: { nemesisEmail: '', senderName: '' },
    validate: (values) => schemaFieldErrors(sendNoteFields, values),
    labels: { nemesisEmail: 'Their e-mail', senderName: 'Your name' },
  });
  const send = useWrite(endpoints.sendNoteToNemesis, {
    onSuccess: ({ deliverAt }) => {
      setSent({ moment: heldMoment(deliverAt, delivery) });
      submission.current = undefined;
    },
  });
  const submit = formWrite(send, () => {
    const typed = {
      nemesisEmail: form.values.nemesisEmail.trim(),
      senderName: form.values.senderName.trim(),
      ...delivery,
    };
    send.mutate({ params: { shortUuid }, body: { ...typed, submissionId: submissionIdFor(JSON.stringify(typed)) } });
  });
  const another = () => {
    form.reset({ senderName: form.values.senderName });
    send.reset();
    setSent(undefined);
  };

  return (
    <details className="send-it">
      <summary className="send-it__summary">{noteSharingMessages.title}</summary>
      {sent ? (
        <div className="send-it__done">
          <p role="status" className="send-it__status">
            {sent.moment ? (
              <>
                {noteSharingMessages.scheduled}
                <strong>{sent.moment}</strong>. {noteSharingMessages.cancellable}
              </>
            ) : (
              noteSharingMessages.sent
            )}
          </p>
          <button type="button" className="button button--small" onClick={another}>
            Send to another address
          </button>
        </div>
      ) : (
        <form
          className="send-it__form"
          noValidate
          aria-label={noteSharingMessages.title}
          onSubmit={submitHandler(form, submit)}
        >
          <p className="send-it__intro">
            E-mail the link to <strong>{nemesisName}</strong>. {noteSharingMessages.intro}
          </p>
          <TextField
            label="Their e-mail"
            type="email"
            inputMode="email"
            autoComplete="off"
            {...form.field('nemesisEmail')}
          />
          <TextField
            label="Your name"
            hint="As they know you: the e-mail is signed with it, and their reply comes to your account's address."
            autoComplete="name"
            {...form.field('senderName')}
          />
          <DeliveryChoice value={delivery} onChange={setDelivery} />
          <div className="send-it__actions">
            <FormSubmit
              submit={submit}
              valid={form.valid}
              missing={form.missing}
              label="Send"
              pendingLabel="Sending…"
            />
          </div>
        </form>
      )}
    </details>
  );
}

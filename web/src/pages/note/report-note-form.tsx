import { useEffect, useRef } from 'react';
import { moderationLimits, reportReasonLabels, reportReasons } from '#contract/moderation/report-reasons.ts';
import { moderationMessages } from '#contract/moderation/moderation-messages.ts';
import { detailsProblem, reportNoteRequest } from '#contract/moderation/moderation-schemas.ts';
import { errorText } from '../../api/error-text.ts';
import { Field } from '../../components/field.tsx';
import { FormFields } from '../../components/form-fields.tsx';
import { FormSubmit } from '../../components/form-submit.tsx';
import { HoneypotField } from '../../components/honeypot-field.tsx';
import { TextAreaField } from '../../components/text-area-field.tsx';
import { TextField } from '../../components/text-field.tsx';
import { schemaFieldErrors, submitHandler, useForm } from '../../hooks/use-form.ts';
import { useSubmission } from '../../offline/use-submission.ts';
import '../../components/form-page.css';
import './report-note.css';

const noReport = { reason: '', details: '', email: '', website: '' };

/** Each field by the server's schema, and the details by the rule across fields (Other needs them). */
function validate(values: typeof noReport) {
  const errors = schemaFieldErrors(reportNoteRequest, values);
  const problem = detailsProblem(values.reason, values.details);
  return problem ? { ...errors, details: [problem] } : errors;
}

/**
 * The report form (issue 21), for anyone: a reason, details (required for Other), an e-mail for an
 * answer. Focus moves to its title when it opens (not to Reason: leaving that empty would show its
 * message, and the buttons would move away under the finger going for Cancel). Offline the report waits on this device with
 * the forms' submissions and goes out once the connection is back. `onCancel` closes it.
 */
export function ReportNoteForm({ shortUuid, onCancel }: { shortUuid: string; onCancel: () => void }) {
  const form = useForm({
    initial: noReport,
    validate,
    live: ['details'],
    labels: { reason: 'Reason', details: 'Details', email: 'Your e-mail', website: 'Website' },
  });
  const submission = useSubmission(errorText);
  const send = () => submission.send({ kind: 'report-note', shortUuid, body: reportNoteRequest.parse(form.values) });
  const reason = form.field('reason');
  const title = useRef<HTMLHeadingElement>(null);
  useEffect(() => title.current?.focus(), []);

  if (submission.outcome) {
    return (
      <section className="report-note" aria-label="Report this note">
        <p role="status" className="report-note__done">
          {submission.outcome === 'sent'
            ? moderationMessages.thanks
            : 'Your report is kept on this device and will be sent as soon as the connection is back.'}
        </p>
      </section>
    );
  }
  return (
    <section className="report-note report-note--open" aria-labelledby="report-note-title">
      <h2 id="report-note-title" className="report-note__title" ref={title} tabIndex={-1}>
        Report this note
      </h2>
      <form
        noValidate
        aria-label="Report this note"
        onSubmit={submitHandler(form, { pending: submission.submit.pending, run: send })}
      >
        <FormFields className="form-page__form">
          <Field label="Reason" field={reason}>
            {(control) => (
              <select {...control} className="field__input" onChange={(event) => reason.onChange(event.target.value)}>
                <option value="">Choose a reason…</option>
                {reportReasons.map((key) => (
                  <option key={key} value={key}>
                    {reportReasonLabels[key]}
                  </option>
                ))}
              </select>
            )}
          </Field>
          <TextAreaField
            label="Details"
            hint={form.values.reason === 'other' ? 'Required for Other.' : 'Optional.'}
            rows={4}
            max={moderationLimits.detailsMax}
            warnBelow={moderationLimits.detailsWarnBelow}
            {...form.field('details')}
          />
          <TextField
            label="Your e-mail"
            type="email"
            inputMode="email"
            autoComplete="email"
            required={false}
            hint="Optional: for an answer."
            {...form.field('email')}
          />
          <HoneypotField {...form.field('website')} />
          <div className="button-row">
            <FormSubmit
              submit={submission.submit}
              valid={form.valid}
              missing={form.missing}
              label="Send Report"
              pendingLabel="Sending…"
            />
            <button type="button" className="button" onClick={onCancel}>
              Cancel
            </button>
          </div>
        </FormFields>
      </form>
    </section>
  );
}

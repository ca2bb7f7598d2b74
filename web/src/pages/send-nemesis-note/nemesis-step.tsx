import type { FormEvent, Ref } from 'react';
import { formLimits } from '#contract/forms/forms-limits.ts';
import { FormFields } from '../../components/form-fields.tsx';
import { MissingNote } from '../../components/form-submit.tsx';
import { TextAreaField } from '../../components/text-area-field.tsx';
import { TextField } from '../../components/text-field.tsx';
import type { Form } from '../../hooks/use-form.ts';

/** The fields of step 1, as typed. */
export type NemesisField = 'nemesisName' | 'nemesisEmail' | 'appreciation';

/** Step 1: who the nemesis is, where the note goes, and why the sender appreciates them; Next (its submit) leads to step 2. */
export function NemesisStep({
  form,
  headingRef,
  onSubmit,
}: {
  form: Form<NemesisField>;
  headingRef: Ref<HTMLHeadingElement>;
  onSubmit: (event: FormEvent) => void;
}) {
  return (
    <form noValidate aria-labelledby="nemesis-step-title" onSubmit={onSubmit}>
      <FormFields className="form-page__form">
        <h2 id="nemesis-step-title" className="form-page__step-title" ref={headingRef} tabIndex={-1}>
          Who is your nemesis?
        </h2>
        <TextField label="Nemesis Name" autoComplete="off" {...form.field('nemesisName')} />
        <TextField
          label="Nemesis Email"
          type="email"
          inputMode="email"
          autoComplete="off"
          hint="The note is e-mailed here."
          {...form.field('nemesisEmail')}
        />
        <TextAreaField
          label="Why do you appreciate them?"
          hint="A worthy rival keeps you sharp. Tell them how."
          max={formLimits.appreciationMax}
          warnBelow={formLimits.appreciationWarnBelow}
          {...form.field('appreciation')}
        />
        <div className="form-page__actions">
          <button type="submit" className="button button--primary" disabled={!form.valid}>
            Next
          </button>
          {!form.valid && <MissingNote missing={form.missing} />}
        </div>
      </FormFields>
    </form>
  );
}

import type { FormEvent } from 'react';
import { formLimits } from '#contract/forms/forms-limits.ts';
import { FormSubmit } from '../../components/form-submit.tsx';
import type { FormSubmitProps } from '../../components/form-submit.tsx';
import { HoneypotField } from '../../components/honeypot-field.tsx';
import { FormFields } from '../../components/form-fields.tsx';
import { TextAreaField } from '../../components/text-area-field.tsx';
import { TextField } from '../../components/text-field.tsx';
import type { Form } from '../../hooks/use-form.ts';

/** The contact form's fields, as typed (`website` is the honeypot). */
export type ContactField = 'name' | 'email' | 'subject' | 'message' | 'website';

/** The contact form (spec §2): name, e-mail, subject and message, each with its messages beneath it, and Send Message (its submit). */
export function ContactForm({
  form,
  submit,
  onSubmit,
}: {
  form: Form<ContactField>;
  submit: FormSubmitProps['submit'];
  onSubmit: (event: FormEvent) => void;
}) {
  return (
    <form noValidate aria-label="Contact" onSubmit={onSubmit}>
      <FormFields className="form-page__form">
        <TextField label="Name" autoComplete="name" {...form.field('name')} />
        <TextField
          label="Email"
          type="email"
          inputMode="email"
          autoComplete="email"
          hint="We reply to this address."
          {...form.field('email')}
        />
        <TextField label="Subject" autoComplete="off" {...form.field('subject')} />
        <TextAreaField
          label="Message"
          max={formLimits.messageMax}
          warnBelow={formLimits.messageWarnBelow}
          {...form.field('message')}
        />
        <HoneypotField {...form.field('website')} />
        <div className="form-page__actions">
          <FormSubmit
            submit={submit}
            valid={form.valid}
            missing={form.missing}
            label="Send Message"
            pendingLabel="Sending…"
          />
        </div>
      </FormFields>
    </form>
  );
}

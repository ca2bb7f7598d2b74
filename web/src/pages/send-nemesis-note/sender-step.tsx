import type { FormEvent, Ref } from 'react';
import { appreciationMessages } from '#contract/forms/forms-messages.ts';
import { spaRoutes } from '#contract/site/spa-routes.ts';
import { CheckField } from '../../components/check-field.tsx';
import { FormSubmit } from '../../components/form-submit.tsx';
import type { FormSubmitProps } from '../../components/form-submit.tsx';
import { HoneypotField } from '../../components/honeypot-field.tsx';
import { TextField } from '../../components/text-field.tsx';
import type { Form } from '../../hooks/use-form.ts';
import { DeliveryChoice } from '../../components/delivery-choice.tsx';
import type { Delivery } from '../../components/delivery-choice.tsx';

/** The fields of step 2, as typed (`agree` is 'true' when ticked; `website` is the honeypot). */
export type SenderField = 'senderName' | 'senderEmail' | 'agree' | 'website';

/** What step 2 needs: its form, the sending, and where Back and Send lead. */
export interface SenderStepProps {
  form: Form<SenderField>;
  nemesisName: string;
  headingRef: Ref<HTMLHeadingElement>;
  submit: FormSubmitProps['submit'];
  /** Now or on Nemesis Day, and its time zone. */
  delivery: Delivery;
  onDeliveryChange: (delivery: Delivery) => void;
  onBack: () => void;
  /** Send: checks the fields, then sends. */
  onSubmit: (event: FormEvent) => void;
}

// The legal pages open in a new tab, so following one never loses what was typed here.
function LegalLink({ to, children }: { to: string; children: string }) {
  return (
    <a href={to} target="_blank" rel="noopener">
      {children}
      <span className="visually-hidden"> (opens in a new tab)</span>
    </a>
  );
}

/** Step 2 ('Almost there...'): who sends the note and the agreement to the terms; Back keeps what was typed, Send sends it. */
export function SenderStep({
  form,
  nemesisName,
  headingRef,
  submit,
  delivery,
  onDeliveryChange,
  onBack,
  onSubmit,
}: SenderStepProps) {
  return (
    <form className="form-page__form" noValidate aria-labelledby="sender-step-title" onSubmit={onSubmit}>
      <h2 id="sender-step-title" className="form-page__step-title" ref={headingRef} tabIndex={-1}>
        {appreciationMessages.stepTwoTitle}
      </h2>
      <p className="form-page__text">
        Tell <strong>{nemesisName}</strong> who the note is from: the e-mail shows your name and address, and their
        reply comes to you.
      </p>
      <TextField label="Your Name" autoComplete="name" {...form.field('senderName')} />
      <TextField
        label="Your Email"
        type="email"
        inputMode="email"
        autoComplete="email"
        {...form.field('senderEmail')}
      />
      <DeliveryChoice value={delivery} onChange={onDeliveryChange} />
      <CheckField {...form.field('agree')}>
        I agree to the <LegalLink to={spaRoutes.termsOfUse}>Terms of Service</LegalLink> and the{' '}
        <LegalLink to={spaRoutes.privacyPolicy}>Privacy Policy</LegalLink>.
      </CheckField>
      <HoneypotField {...form.field('website')} />
      <div className="form-page__actions">
        <button type="button" className="button" onClick={onBack} disabled={submit.pending}>
          Back
        </button>
        <FormSubmit submit={submit} valid={form.valid} missing={form.missing} label="Send" pendingLabel="Sending…" />
      </div>
    </form>
  );
}

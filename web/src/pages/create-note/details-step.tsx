import type { Ref } from 'react';
import { TextField } from '../../components/text-field.tsx';
import type { Form } from '../../hooks/use-form.ts';
import './nemesis-wizard.css';
import './wizard-form.css';

/** The fields of step 1, as typed. */
export type DetailsField = 'nemesisName' | 'nemesisAge' | 'nemesisOccupation';

/** Step 1: who the nemesis is (name, age, occupation); Next writes the first roast. */
export function DetailsStep({ form, headingRef, online, onNext }: { form: Form<DetailsField>; headingRef: Ref<HTMLHeadingElement>; online: boolean; onNext: () => void }) {
  return (
    <form
      className="wizard-form"
      noValidate
      aria-labelledby="details-step-title"
      onSubmit={(event) => {
        event.preventDefault();
        onNext();
      }}
    >
      <h2 id="details-step-title" className="wizard__step-title" ref={headingRef} tabIndex={-1}>
        Who is your nemesis?
      </h2>
      <p className="wizard__lead">Tell us who they are. Our roaster takes it from there.</p>
      <TextField label="Nemesis Name" autoComplete="off" {...form.field('nemesisName')} />
      <div className="wizard-form__row">
        <div className="wizard-form__age">
          <TextField label="Age" inputMode="numeric" autoComplete="off" {...form.field('nemesisAge')} />
        </div>
        <div className="wizard-form__grow">
          <TextField label="Occupation" autoComplete="off" {...form.field('nemesisOccupation')} />
        </div>
      </div>
      <div className="wizard-form__actions">
        <button type="submit" className="button button--primary" disabled={!form.valid || !online}>
          Roast Them <span aria-hidden="true">🔥</span>
        </button>
      </div>
    </form>
  );
}

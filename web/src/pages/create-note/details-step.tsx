import type { Ref } from 'react';
import { MissingNote } from '../../components/form-submit.tsx';
import { NemesisDetailsFields } from '../../components/nemesis-details-fields.tsx';
import type { NemesisDetailField } from '../../components/nemesis-details-fields.tsx';
import type { Form } from '../../hooks/use-form.ts';
import { Emoji } from '../../components/emoji.tsx';
import './nemesis-wizard.css';
import './wizard-form.css';

/** Step 1: who the nemesis is (name, age, occupation); Next writes the first roast. */
export function DetailsStep({
  form,
  headingRef,
  online,
  onNext,
}: {
  form: Form<NemesisDetailField>;
  headingRef: Ref<HTMLHeadingElement>;
  online: boolean;
  onNext: () => void;
}) {
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
      <NemesisDetailsFields field={form.field} />
      <div className="wizard-form__actions">
        <button type="submit" className="button button--primary" disabled={!form.valid || !online}>
          Roast Them{' '}
          <span aria-hidden="true">
            <Emoji emoji="🔥" />
          </span>
        </button>
        {!form.valid && <MissingNote missing={form.missing} />}
      </div>
    </form>
  );
}

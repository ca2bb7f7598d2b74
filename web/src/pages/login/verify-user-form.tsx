import { endpoints } from '#contract/endpoints.ts';
import { callEndpoint } from '../../api/use-endpoint.ts';
import { useWrite } from '../../api/use-write.ts';
import { codeErrors } from '../../auth/field-rules.ts';
import { CodeField } from '../../components/code-field.tsx';
import { FormSubmit, formWrite } from '../../components/form-submit.tsx';
import { submitHandler, useForm } from '../../hooks/use-form.ts';
import type { AuthScreen } from './auth-screen.ts';
import { FlowScreen } from './flow-screen.tsx';
import '../../components/auth-form.css';
import './flow-screen.css';
import './verify-user-form.css';

/**
 * Verify user and confirm verify user (spec §2), after signing in with an unverified address: choose
 * the contact to verify (shown masked), then enter its code; either step can be skipped.
 */
export function VerifyUserForm({
  name,
  email,
  destination,
  onNext,
}: {
  name: 'verifyUser' | 'confirmVerifyUser';
  email: string;
  destination: string;
  onNext: (next: AuthScreen | 'done') => void;
}) {
  const confirming = name === 'confirmVerifyUser';
  const form = useForm({
    initial: { code: '' },
    validate: (values) => ({ code: confirming ? codeErrors(values.code) : [] }),
  });
  // Verify sends a code; Submit checks it.
  const verify = useWrite(async () => {
    if (!confirming) {
      const { codeDeliveryDetails } = await callEndpoint(endpoints.verifyAttribute, {
        body: { attributeName: 'email' },
      });
      return onNext({ name: 'confirmVerifyUser', email, destination: codeDeliveryDetails.destination });
    }
    await callEndpoint(endpoints.confirmAttribute, { body: { attributeName: 'email', code: form.values.code.trim() } });
    onNext('done');
  });
  const submit = formWrite(verify, () => verify.mutate());
  const skip = (
    <button type="button" className="link-button" onClick={() => onNext('done')}>
      Skip
    </button>
  );

  return (
    <FlowScreen title={confirming ? 'Verify Your Email' : 'Account recovery requires verified contact information'}>
      {confirming ? (
        <p className="flow-screen__text">
          We emailed a code to <strong>{destination}</strong>. Enter it to verify your address.
        </p>
      ) : (
        <p className="flow-screen__text">
          Verify your e-mail address so that you can reset your password if you forget it.
        </p>
      )}
      <form className="auth-form" noValidate onSubmit={submitHandler(form, submit)}>
        {confirming ? (
          <CodeField label="Code" {...form.field('code')} />
        ) : (
          <fieldset className="verify-user__choices">
            <legend className="visually-hidden">Contact to verify</legend>
            <label className="verify-user__choice">
              <input type="radio" name="attribute" value="email" checked readOnly /> Email: {destination}
            </label>
          </fieldset>
        )}
        <FormSubmit
          submit={submit}
          valid={form.valid}
          label={confirming ? 'Submit' : 'Verify'}
          pendingLabel={confirming ? 'Checking…' : 'Sending…'}
          wide
        />
        {skip}
      </form>
    </FlowScreen>
  );
}

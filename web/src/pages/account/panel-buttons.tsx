import { FormSubmit } from '../../components/form-submit.tsx';
import type { FormSubmitProps } from '../../components/form-submit.tsx';

/** The end of a Security section panel's form: its submit (with the form's failure) and Cancel, which closes the panel. */
export function PanelButtons({ onCancel, ...submit }: Omit<FormSubmitProps, 'wide'> & { onCancel: () => void }) {
  return (
    <div className="sign-in-method__buttons">
      <FormSubmit {...submit} />
      <button type="button" className="button" onClick={onCancel}>
        Cancel
      </button>
    </div>
  );
}

import type { ReactNode } from 'react';
import { useHydrated } from '../hooks/use-hydrated.ts';
import './form-fields.css';

/**
 * A form's fields and buttons, in the form's column layout (`className`). On a page the server
 * rendered they are disabled until React has made the page interactive: what someone typed or ticked
 * before then would not reach the form's state, so Next or Send would stay greyed out.
 */
export function FormFields({ className, children }: { className: string; children: ReactNode }) {
  const hydrated = useHydrated();
  return (
    <fieldset className={`form-fields ${className}`} disabled={!hydrated}>
      {children}
    </fieldset>
  );
}

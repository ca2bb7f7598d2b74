import type { ReactNode, Ref } from 'react';
import './form-result.css';

/** What a FormResult shows: an icon, a heading (which takes focus), a few lines and the ways on. */
export interface FormResultProps {
  icon: string;
  title: string;
  headingRef: Ref<HTMLHeadingElement>;
  children: ReactNode;
  actions: ReactNode;
}

/** How a form's sending went, in place of the form: sent, thanked, or kept until the connection is back. */
export function FormResult({ icon, title, headingRef, children, actions }: FormResultProps) {
  return (
    <div className="form-result">
      <p className="form-result__icon" aria-hidden="true">
        {icon}
      </p>
      <h2 className="form-page__step-title" ref={headingRef} tabIndex={-1}>
        {title}
      </h2>
      {children}
      <div className="button-row">{actions}</div>
    </div>
  );
}

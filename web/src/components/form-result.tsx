import type { ReactNode, Ref } from 'react';
import { Link } from 'react-router-dom';
import { spaRoutes } from '#contract/site/spa-routes.ts';
import { Emoji } from './emoji.tsx';
import './form-result.css';

/** What a FormResult shows: an icon, a heading (which takes focus), a few lines, and the button that starts another. */
export interface FormResultProps {
  icon: string;
  title: string;
  headingRef: Ref<HTMLHeadingElement>;
  children: ReactNode;
  /** The button back to the form for another ('Send Another'). */
  again: { label: string; onClick: () => void };
}

/** How a form's sending went, in place of the form (sent, thanked, or kept until the connection is back), with the ways on: another, or Go Home. */
export function FormResult({ icon, title, headingRef, children, again }: FormResultProps) {
  return (
    <div className="form-result">
      <p className="form-result__icon" aria-hidden="true">
        <Emoji emoji={icon} />
      </p>
      <h2 className="form-page__step-title" ref={headingRef} tabIndex={-1}>
        {title}
      </h2>
      {children}
      <div className="button-row">
        <button type="button" className="button button--primary" onClick={again.onClick}>
          {again.label}
        </button>
        <Link to={spaRoutes.home} className="button">
          Go Home
        </Link>
      </div>
    </div>
  );
}

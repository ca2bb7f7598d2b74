import type { Ref } from 'react';
import { Link } from 'react-router-dom';
import { spaRoutes } from '#contract/site/spa-routes.ts';
import { useCopy } from '../../hooks/use-copy.ts';
import '../../components/field.css';
import './nemesis-wizard.css';
import './success-card.css';

/**
 * The note is published: its public URL in a read-only field with Copy ('Copied!' for 2 s), and
 * View Note, My Notes and Create Another.
 */
export function SuccessCard({
  name,
  url,
  path,
  headingRef,
  onCreateAnother,
}: {
  name: string;
  url: string;
  path: string;
  headingRef: Ref<HTMLHeadingElement>;
  onCreateAnother: () => void;
}) {
  const copy = useCopy();
  return (
    <section className="success" aria-labelledby="success-title">
      <p className="success__icon" aria-hidden="true">
        🎉
      </p>
      <h2 id="success-title" className="wizard__step-title" ref={headingRef} tabIndex={-1}>
        Your nemesis note is live!
      </h2>
      <p className="success__text">
        The roast of <strong>{name}</strong> is ready to share. Send it to friends, post it, or slide it under your
        nemesis&apos;s door.
      </p>
      <div className="copy-row">
        <label className="field__label" htmlFor="public-url">
          Public URL
        </label>
        <div className="copy-row__controls">
          <input
            id="public-url"
            className="field__input copy-row__value"
            readOnly
            value={url}
            onFocus={(event) => event.target.select()}
          />
          <button type="button" className="button" onClick={() => void copy.copy(url)}>
            {copy.state === 'copied' ? 'Copied!' : 'Copy'}
          </button>
        </div>
        <p className="copy-row__status" role="status">
          {copy.state === 'copied'
            ? 'The link is on your clipboard.'
            : copy.state === 'failed'
              ? 'Could not copy: select the link and copy it by hand.'
              : ''}
        </p>
      </div>
      <div className="button-row">
        <Link to={path} className="button button--primary">
          View Note
        </Link>
        <Link to={spaRoutes.account} className="button">
          My Notes
        </Link>
        <button type="button" className="button" onClick={onCreateAnother}>
          Create Another
        </button>
      </div>
    </section>
  );
}

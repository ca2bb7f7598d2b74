import { useState } from 'react';
import type { Ref } from 'react';
import { Link } from 'react-router-dom';
import { spaRoutes } from '#contract/site/spa-routes.ts';
import { AddToCalendarLink } from '../../components/add-to-calendar-link.tsx';
import { useCopy } from '../../hooks/use-copy.ts';
import { ShareButton } from '../../components/share-button.tsx';
import { SendItToThem } from './send-it-to-them.tsx';
import { Emoji } from '../../components/emoji.tsx';
import '../../components/field.css';
import './nemesis-wizard.css';
import './success-card.css';

/** Whether this browser has a system share sheet (phones, mostly); without one, Copy is the way to share. */
const hasShareSheet = () => typeof navigator.share === 'function';

/**
 * The note is published, and this is where people share it: its public URL whole (it wraps, never
 * cut) with Copy ('Copied!' for 2 s), the system share sheet where there is one, "Send it to them"
 * by e-mail, Add to calendar, and View Note, My Notes and Create Another.
 */
export function SuccessCard({
  name,
  url,
  path,
  shortUuid,
  sealed,
  headingRef,
  onCreateAnother,
}: {
  name: string;
  url: string;
  path: string;
  shortUuid: string;
  /** Whether the note is sealed until Nemesis Day: the calendar then holds the moment it opens. */
  sealed: boolean;
  headingRef: Ref<HTMLHeadingElement>;
  onCreateAnother: () => void;
}) {
  const copy = useCopy();
  // The card only shows after publishing in this browser, never in a page the server rendered.
  const [shareSheet] = useState(hasShareSheet);
  return (
    <section className="success" aria-labelledby="success-title">
      <p className="success__icon" aria-hidden="true">
        <Emoji emoji="🎉" />
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
        <textarea
          id="public-url"
          className="field__input copy-row__value"
          readOnly
          rows={2}
          value={url}
          onFocus={(event) => event.target.select()}
        />
        <div className="copy-row__controls">
          <button type="button" className="button" onClick={() => void copy.copy(url)}>
            {copy.state === 'copied' ? 'Copied!' : 'Copy'}
          </button>
          {shareSheet && (
            <ShareButton title={`A roast for ${name}`} text={`${name} has been roasted for Nemesis Day.`} path={path} />
          )}
        </div>
        <p className="copy-row__status" role="status">
          {copy.state === 'copied'
            ? 'The link is on your clipboard.'
            : copy.state === 'failed'
              ? 'Could not copy: select the link and copy it by hand.'
              : ''}
        </p>
      </div>
      <SendItToThem shortUuid={shortUuid} nemesisName={name} />
      <p className="success__calendar">
        {sealed ? 'It opens on Nemesis Day.' : 'Nemesis Day is 15 February.'}{' '}
        <AddToCalendarLink sealedNote={sealed ? shortUuid : undefined} />
      </p>
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

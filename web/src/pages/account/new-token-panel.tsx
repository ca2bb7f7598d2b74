import { useEffect, useRef } from 'react';
import { Emoji } from '../../components/emoji.tsx';
import { formatDate } from '../../format/format-date.ts';
import { useCopy } from '../../hooks/use-copy.ts';
import '../../components/field.css';
import './new-token-panel.css';

/** A token just created: its secret in a read-only field with Copy, the warning that it is shown only now, and when it expires. */
export function NewTokenPanel({
  name,
  token,
  expiresAt,
  onDone,
}: {
  name: string;
  token: string;
  expiresAt: string;
  onDone: () => void;
}) {
  const input = useRef<HTMLInputElement>(null);
  const copy = useCopy();
  useEffect(() => {
    input.current?.focus();
    input.current?.select();
  }, [token]);

  const copyToken = async () => {
    if (!(await copy.copy(token))) input.current?.select(); // the user can still copy it by hand
  };

  return (
    <div className="new-token" role="region" aria-labelledby="new-token-title">
      <h3 id="new-token-title" className="new-token__title">
        Your new token “{name}”
      </h3>
      <p className="new-token__warning">
        <Emoji emoji="⚠️" /> Copy this token now. It won&apos;t be shown again.
      </p>
      <p className="new-token__expiry">It works until {formatDate(expiresAt)}.</p>
      <div className="new-token__row">
        <label className="visually-hidden" htmlFor="new-token-value">
          New personal access token
        </label>
        <input
          ref={input}
          id="new-token-value"
          className="field__input new-token__value"
          readOnly
          value={token}
          onFocus={(event) => event.target.select()}
        />
        <button type="button" className="button" onClick={() => void copyToken()}>
          Copy
        </button>
      </div>
      <p className="new-token__status" role="status">
        {copy.state === 'copied'
          ? 'Copied to the clipboard.'
          : copy.state === 'failed'
            ? 'Could not copy: select the token and copy it by hand.'
            : ''}
      </p>
      <button type="button" className="link-button" onClick={onDone}>
        I have copied it
      </button>
    </div>
  );
}

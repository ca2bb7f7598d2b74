import { useCopy } from '../hooks/use-copy.ts';
import { Emoji } from './emoji.tsx';
import './recovery-codes-panel.css';

/** New recovery codes, shown once: the list, Copy and Download, and the button that says they are kept. */
export function RecoveryCodesPanel({
  codes,
  doneLabel,
  onDone,
}: {
  codes: string[];
  doneLabel: string;
  onDone: () => void;
}) {
  const copy = useCopy();
  const text = `Nemesis Day recovery codes\nEach code signs you in once when you cannot use your authenticator app or e-mail.\n\n${codes.join('\n')}\n`;
  return (
    <div className="recovery-codes">
      <p className="recovery-codes__warning">
        <Emoji emoji="⚠️" /> Save these recovery codes now. They won&apos;t be shown again.
      </p>
      <p className="recovery-codes__text">
        If you lose your phone or cannot get your e-mail, each code signs you in once in place of a code.
      </p>
      <ul className="recovery-codes__list" aria-label="Recovery codes">
        {codes.map((code) => (
          <li key={code}>
            <code>{code}</code>
          </li>
        ))}
      </ul>
      <div className="recovery-codes__actions">
        <button type="button" className="button" onClick={() => void copy.copy(codes.join('\n'))}>
          Copy
          <span className="visually-hidden"> recovery codes</span>
        </button>
        <a
          className="button"
          href={`data:text/plain;charset=utf-8,${encodeURIComponent(text)}`}
          download="nemesis-day-recovery-codes.txt"
        >
          Download
          <span className="visually-hidden"> recovery codes</span>
        </a>
        <button type="button" className="button button--primary" onClick={onDone}>
          {doneLabel}
        </button>
      </div>
      <p className="recovery-codes__status" role="status">
        {copy.state === 'copied'
          ? 'Copied to the clipboard.'
          : copy.state === 'failed'
            ? 'Could not copy: download them or write them down.'
            : ''}
      </p>
    </div>
  );
}

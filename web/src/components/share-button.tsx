import { useCopy } from '../hooks/use-copy.ts';
import { Emoji } from './emoji.tsx';
import './share-button.css';

// Only called once the reader has pressed the button: the server renders it without knowing the page's origin.
const linkTo = (path: string) => new URL(path, window.location.origin).href;

/**
 * Share This Roast: the system share sheet where the browser has one (title, text and the URL of
 * `path`), else the URL copied to the clipboard with 'Copied!' for 2 seconds.
 */
export function ShareButton({ title, text, path }: { title: string; text: string; path: string }) {
  const copy = useCopy();
  const share = async () => {
    const data = { title, text, url: linkTo(path) };
    if (
      typeof navigator.share === 'function' &&
      (typeof navigator.canShare !== 'function' || navigator.canShare(data))
    ) {
      try {
        await navigator.share(data);
        return;
      } catch (error) {
        if ((error as Error).name === 'AbortError') return; // the user closed the share sheet
        // The sheet could not open: copying still works.
      }
    }
    await copy.copy(data.url);
  };
  return (
    <>
      <button type="button" className="button button--primary" onClick={() => void share()}>
        {copy.state === 'copied' ? (
          'Copied!'
        ) : (
          <>
            <span aria-hidden="true">
              <Emoji emoji="📣" />
            </span>{' '}
            Share This Roast
          </>
        )}
      </button>
      <p className="share__status" role="status">
        {copy.state === 'copied'
          ? 'The link to this roast is on your clipboard.'
          : copy.state === 'failed'
            ? `Could not copy. The link is ${linkTo(path)}`
            : ''}
      </p>
    </>
  );
}

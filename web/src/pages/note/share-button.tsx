import { useCopy } from '../../hooks/use-copy.ts';
import './share-button.css';

/**
 * Share This Roast: the system share sheet where the browser has one (title, text and URL), else
 * the URL copied to the clipboard with 'Copied!' for 2 seconds.
 */
export function ShareButton({ title, text, url }: { title: string; text: string; url: string }) {
  const copy = useCopy();
  const share = async () => {
    const data = { title, text, url };
    if (typeof navigator.share === 'function' && (typeof navigator.canShare !== 'function' || navigator.canShare(data))) {
      try {
        await navigator.share(data);
        return;
      } catch (error) {
        if ((error as Error).name === 'AbortError') return; // the user closed the share sheet
        // The sheet could not open: copying still works.
      }
    }
    await copy.copy(url);
  };
  return (
    <>
      <button type="button" className="button button--primary" onClick={() => void share()}>
        {copy.state === 'copied' ? (
          'Copied!'
        ) : (
          <>
            <span aria-hidden="true">📣</span> Share This Roast
          </>
        )}
      </button>
      <p className="share__status" role="status">
        {copy.state === 'copied' ? 'The link to this roast is on your clipboard.' : copy.state === 'failed' ? `Could not copy. The link is ${url}` : ''}
      </p>
    </>
  );
}

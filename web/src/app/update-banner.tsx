import { applyUpdate, useUpdateWaiting } from './service-worker.ts';
import './update-banner.css';

/** Offers to reload when a new version of the app has been downloaded. */
export function UpdateBanner() {
  if (!useUpdateWaiting()) return null;
  return (
    <div className="update-banner" role="status">
      <span>A new version of Nemesis Day is ready.</span>
      <button type="button" className="button button--primary" onClick={applyUpdate}>
        Update
      </button>
    </div>
  );
}

// Global styles first among the entry's own, so that a stylesheet of the shell's tree wins a tie. The components
// pages share come in the app chunk, whose styles load before these: theirs win over a global rule by specificity.
import './styles.css';
import './components/button.css';
import './components/card.css';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { afterPageReady } from './app/after-page-ready.ts';
import { App, createAppRouter } from './app/app.tsx';
import { registerServiceWorker } from './app/service-worker.ts';
import { keepOfflineEmoji } from './components/emoji.tsx';
import { startSendingPending } from './offline/pending-sender.ts';

/** Starts the app: the router from the server's data, then React on #root. */
function start(): void {
  const root = document.getElementById('root')!;
  const app = (
    <StrictMode>
      <App router={createAppRouter()} />
    </StrictMode>
  );
  // A page the server rendered is hydrated (its markup kept); the bare shell is rendered from scratch.
  // Hydrating in a transition lets React yield to the browser between components: the page is already
  // on screen, and a tap during hydration is answered instead of waiting behind one long task.
  if (root.hasChildNodes()) startTransition(() => void hydrateRoot(root, app));
  else createRoot(root).render(app);
}

// In a task of its own, after the one that ran the app's modules: on a phone each is long enough to
// hold up a tap, and both in one task would hold it up twice as long.
setTimeout(start);
// Offline support waits for the page: the service worker's precache (the whole app) and the waiting
// submissions' store would compete with the page's own code on a phone's link and main thread.
void afterPageReady().then(() => {
  void registerServiceWorker();
  keepOfflineEmoji();
  startSendingPending();
});

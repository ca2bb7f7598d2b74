// Global styles first, so that a component's own stylesheet (imported by App's tree) wins a tie.
import './styles.css';
import './components/button.css';
import './components/card.css';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App, createAppRouter } from './app/app.tsx';
import { registerServiceWorker } from './app/service-worker.ts';
import { keepOfflineEmoji } from './components/emoji.tsx';
import { startSendingPending } from './offline/pending-sender.ts';

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
void registerServiceWorker();
keepOfflineEmoji();
startSendingPending();

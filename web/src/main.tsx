// Global styles first, so that a component's own stylesheet (imported by App's tree) wins a tie.
import './styles.css';
import './components/button.css';
import './components/card.css';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App, createAppRouter } from './app/app.tsx';
import { registerServiceWorker } from './app/service-worker.ts';
import { startSendingPending } from './offline/pending-sender.ts';

const root = document.getElementById('root')!;
const app = (
  <StrictMode>
    <App router={createAppRouter()} />
  </StrictMode>
);
// A page the server rendered is hydrated (its markup kept); the bare shell is rendered from scratch.
if (root.hasChildNodes()) hydrateRoot(root, app);
else createRoot(root).render(app);
void registerServiceWorker();
startSendingPending();

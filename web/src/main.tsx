// Global styles first, so that a component's own stylesheet (imported by App's tree) wins a tie.
import './styles.css';
import './components/button.css';
import './components/card.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app.tsx';
import { registerServiceWorker } from './app/service-worker.ts';
import { startSendingPending } from './offline/pending-sender.ts';

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
registerServiceWorker();
startSendingPending();

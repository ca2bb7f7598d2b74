import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app.tsx';
import { scheduleEffectsLikeReact } from './app/schedule-effects-like-react.ts';
import { registerServiceWorker } from './app/service-worker.ts';
import './styles.css';

scheduleEffectsLikeReact();
createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
registerServiceWorker();

import type { ReactNode } from 'react';
import { useOnline } from '../offline/use-online.ts';
import { Alert } from './alert.tsx';
import './form-page.css';

/** What a FormPage shows: its title and lead, what sending offline does (no note when absent), and the form or its result. */
export interface FormPageProps {
  title: string;
  lead: string;
  /** Said while the browser is offline, after 'You are offline.' */
  offlineText?: string;
  /** Under the lead: where in the form the user is (a step bar). */
  progress?: ReactNode;
  children: ReactNode;
}

/** A public form's page (Send a Nemesis Note, Contact): its heading above a card holding the form, or its result. */
export function FormPage({ title, lead, offlineText, progress, children }: FormPageProps) {
  const online = useOnline();
  return (
    <div className="form-page">
      <header className="form-page__header">
        <h1 className="form-page__title">{title}</h1>
        <p className="form-page__lead">{lead}</p>
        {progress}
      </header>
      {!online && offlineText && (
        <Alert tone="info">
          <strong>You are offline.</strong> {offlineText}
        </Alert>
      )}
      <div className="card form-page__card">{children}</div>
    </div>
  );
}

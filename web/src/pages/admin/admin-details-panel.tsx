import { useEffect, useId, useRef } from 'react';
import type { ReactNode } from 'react';
import './admin-details-panel.css';

/** What a details panel shows: what it is about ('User details'), its heading, links beside Close Details, its body and what closing does. */
export interface AdminDetailsPanelProps {
  eyebrow: string;
  title: ReactNode;
  links?: ReactNode;
  onClose: () => void;
  children: ReactNode;
}

/**
 * One row's details above its list (a user, a note): a region named by its heading, and Close
 * Details. The heading takes focus when the panel opens; its caller gives focus back to the row's
 * opener on close.
 */
export function AdminDetailsPanel({ eyebrow, title, links, onClose, children }: AdminDetailsPanelProps) {
  const id = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  // Opened from a row far down the list: the panel (above it) comes into view with focus on its heading.
  useEffect(() => {
    heading.current?.focus();
    heading.current?.scrollIntoView({ block: 'nearest' });
  }, []);
  return (
    <section className="card admin-details" aria-labelledby={id}>
      <div className="admin-details__top">
        <div>
          <p className="admin-details__eyebrow">{eyebrow}</p>
          <h2 id={id} ref={heading} tabIndex={-1} className="admin-details__title">
            {title}
          </h2>
        </div>
        <div className="admin-details__links">
          {links}
          <button type="button" className="button button--small" onClick={onClose}>
            Close Details
          </button>
        </div>
      </div>
      {children}
    </section>
  );
}

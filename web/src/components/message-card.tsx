import type { AriaRole, ReactNode } from 'react';
import { Emoji } from './emoji.tsx';
import './message-card.css';

/** What a MessageCard shows: an icon, the page's heading, its text and the ways on. */
export interface MessageCardProps {
  icon: string;
  title: string;
  children: ReactNode;
  /** The buttons and links of its button row. */
  actions: ReactNode;
  /** More classes for the card (an error card's). */
  className?: string;
  role?: AriaRole;
  /** The heading's id, for a card labelled by it. */
  titleId?: string;
}

/** A page that is only a message (not found, access denied, sign-in required, an error): an icon, a heading, a few lines and a row of buttons. */
export function MessageCard({ icon, title, children, actions, className, role, titleId }: MessageCardProps) {
  return (
    <section
      className={className ? `card message-card ${className}` : 'card message-card'}
      role={role}
      aria-labelledby={titleId}
    >
      <p className="message-card__icon" aria-hidden="true">
        <Emoji emoji={icon} />
      </p>
      <h1 id={titleId}>{title}</h1>
      {children}
      <div className="button-row">{actions}</div>
    </section>
  );
}

import type { ReactNode } from 'react';
import './note-tile.css';

/** One note in an account grid: its nemesis's name, a line about it, anything more (its reactions), and its actions. */
export function NoteTile({
  name,
  meta,
  details,
  children,
}: {
  name: string;
  meta: ReactNode;
  details?: ReactNode;
  children: ReactNode;
}) {
  return (
    <li className="note-tile">
      <div className="note-tile__body">
        <h3 className="note-tile__name">{name}</h3>
        <p className="note-tile__meta">{meta}</p>
        {details && <div className="note-tile__details">{details}</div>}
      </div>
      <div className="note-tile__actions">{children}</div>
    </li>
  );
}

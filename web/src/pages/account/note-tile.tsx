import type { ReactNode } from 'react';
import './note-tile.css';

/** One note in an account grid: its nemesis's name, a line about it, and its actions. */
export function NoteTile({ name, meta, children }: { name: string; meta: ReactNode; children: ReactNode }) {
  return (
    <li className="note-tile">
      <div className="note-tile__body">
        <h3 className="note-tile__name">{name}</h3>
        <p className="note-tile__meta">{meta}</p>
      </div>
      <div className="note-tile__actions">{children}</div>
    </li>
  );
}

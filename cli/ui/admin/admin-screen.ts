import type { Connection } from '../../session/connection.ts';

/** A line of a screen, in its colour. */
export interface Line {
  text: string;
  color?: string;
  bold?: boolean;
}

/** Something the admin can do on a screen: a change, always asked about first, or a view that fills the screen (as it streams, for a test roast). */
export type Action =
  | { kind: 'change'; label: string; run: () => Promise<unknown> }
  | { kind: 'view'; label: string; show: (lines: (lines: Line[]) => void) => Promise<void> };

/** What Enter on a row opens: what the row is, and the actions that apply to it now. */
export interface Screen {
  title: string;
  lines: Line[];
  actions: Action[];
}

/** A row of a tab: what it shows, in which colour, and the screen Enter opens. */
export interface Item {
  key: string;
  label: string;
  color?: string;
  open: () => Promise<Screen>;
}

/**
 * A tab: its name and how it loads its rows, with a line about them all (such as the model settings)
 * and notices in colour under it (such as the providers that did not answer). A tab that searches on
 * the server loads the rows matching `search`; the others' rows are filtered here.
 */
export interface Tab {
  name: string;
  searchesOnServer?: boolean;
  load: (connection: Connection, search: string) => Promise<{ items: Item[]; caption?: string; notices?: Line[] }>;
}

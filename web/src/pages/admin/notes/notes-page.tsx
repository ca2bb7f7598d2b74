import { useEffect, useRef, useState } from 'react';
import { adminEndpoints } from '#contract/admin/admin-endpoints.ts';
import type { AdminNoteFilter, AdminNoteItem } from '#contract/admin/admin-note-schemas.ts';
import { Alert } from '../../../components/alert.tsx';
import { useDebouncedValue } from '../../../hooks/use-debounced-value.ts';
import { AdminFilterBar } from '../admin-filter-bar.tsx';
import { AdminPagedList } from '../admin-paged-list.tsx';
import { AdminRefreshButton } from '../admin-refresh-button.tsx';
import { AdminSearchField } from '../admin-search-field.tsx';
import { AdminSectionHeader } from '../admin-section-header.tsx';
import { adminSections } from '../admin-sections.ts';
import { AdminSelectField } from '../admin-select-field.tsx';
import { usePagedEndpoint } from '../use-paged-endpoint.ts';
import { NoteDetailsPanel } from './note-details-panel.tsx';
import { NotesTable } from './notes-table.tsx';
import './notes-page.css';

const section = adminSections.find((item) => item.path === '/admin/notes')!;

const filterOptions = [
  { value: 'all', label: 'All' },
  { value: 'hidden', label: 'Hidden' },
  { value: 'reported', label: 'Reported' },
] as const satisfies readonly { value: AdminNoteFilter; label: string }[];

/** How long typing pauses before the search goes to the server. */
const searchPauseMs = 300;

/**
 * Notes: every note, newest first, a page at a time, searched by the server (nemesis name, author's
 * e-mail or short id) and filtered (all, hidden, reported), each with the moderation decisions, so an
 * admin can act on a note nobody reported (a complaint that came by e-mail). A new search or filter
 * goes back to page 1. A note's name opens its details above the list; a deleted note's panel
 * closes, and focus goes to the notice that says it is deleted (its row, and any button in it, are gone).
 */
export function NotesPage() {
  const [search, setSearch] = useState('');
  const [filter, setFilter] = useState<AdminNoteFilter>('all');
  const searched = useDebouncedValue(search.trim(), searchPauseMs);
  const list = usePagedEndpoint(adminEndpoints.adminNotes, { search: searched || undefined, filter });
  const [selected, setSelected] = useState<AdminNoteItem>();
  // Closing the details panel gives focus back to the name that opened it.
  const opener = useRef<HTMLButtonElement>(null);
  const [deleted, setDeleted] = useState<string>();
  const deletedNotice = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (deleted) deletedNotice.current?.focus();
  }, [deleted]);
  const onDeleted = (item: AdminNoteItem) => {
    if (item.note.shortUuid === selected?.note.shortUuid) setSelected(undefined);
    setDeleted(item.note.nemesisName);
  };
  const filtered = searched !== '' || filter !== 'all';
  // A new search or filter starts again at page 1.
  const refind = (change: () => void) => {
    change();
    list.setPage(1);
  };
  return (
    <>
      <AdminSectionHeader
        title={section.label}
        description={section.description}
        actions={<AdminRefreshButton query={list.query} />}
      />
      <AdminFilterBar label="Find notes">
        <AdminSearchField
          id="notes-search"
          placeholder="Nemesis, author e-mail or short id"
          value={search}
          onChange={(value) => refind(() => setSearch(value))}
        />
        <AdminSelectField
          label="Show"
          value={filter}
          options={filterOptions}
          onChange={(value) => refind(() => setFilter(value as AdminNoteFilter))}
        />
      </AdminFilterBar>
      {deleted && (
        <div ref={deletedNotice} tabIndex={-1} className="notes-page__notice">
          <Alert tone="success" onDismiss={() => setDeleted(undefined)}>
            {deleted} is deleted, with its reports.
          </Alert>
        </div>
      )}
      {selected && (
        <NoteDetailsPanel
          key={selected.note.shortUuid}
          item={selected}
          onClose={() => {
            setSelected(undefined);
            opener.current?.focus();
          }}
          onDeleted={() => onDeleted(selected)}
        />
      )}
      <AdminPagedList list={list} what="notes" empty={filtered ? 'No notes match.' : 'No notes yet.'}>
        {({ notes }) => (
          <NotesTable
            notes={notes}
            selectedId={selected?.note.shortUuid}
            onSelect={(item, button) => {
              opener.current = button;
              setDeleted(undefined);
              setSelected(item);
            }}
            onDeleted={onDeleted}
          />
        )}
      </AdminPagedList>
    </>
  );
}

import { useRef } from 'react';
import type { KeyboardEvent } from 'react';
import { useSearchParams } from 'react-router-dom';
import { AdminSectionHeader } from '../admin-section-header.tsx';
import { adminSections } from '../admin-sections.ts';
import { AppreciationLogTable } from './appreciation-log-table.tsx';
import { ContactMessagesTable } from './contact-messages-table.tsx';
import { MailOutboxTable } from './mail-outbox-table.tsx';
import './messages-page.css';

const section = adminSections.find((item) => item.path === '/admin/messages')!;

/** The page's tabs, in order: their value in the address (?tab=), their name, and their list. */
const tabs = [
  { id: 'contact', label: 'Contact Messages', Table: ContactMessagesTable },
  { id: 'notes', label: 'Nemesis Notes', Table: AppreciationLogTable },
  { id: 'mail', label: 'Mail Outbox', Table: MailOutboxTable },
] as const;

/**
 * Messages: contact messages, the Nemesis Notes sent (or refused) and the mail outbox, one tab each,
 * newest first and paginated. The tab is in the address (?tab=mail), so it survives a reload.
 */
export function MessagesPage() {
  const [params, setParams] = useSearchParams();
  const current = tabs.find((tab) => tab.id === params.get('tab')) ?? tabs[0];
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const open = (index: number) => {
    setParams({ tab: tabs[index]!.id }, { replace: true });
    buttons.current[index]?.focus();
  };
  // Arrow keys, Home and End move between tabs, as in any tab list.
  const onKeyDown = (event: KeyboardEvent) => {
    const index = tabs.indexOf(current);
    const next = { ArrowRight: index + 1, ArrowLeft: index - 1, Home: 0, End: tabs.length - 1 }[event.key];
    if (next === undefined) return;
    event.preventDefault();
    open((next + tabs.length) % tabs.length);
  };
  const { Table } = current;

  return (
    <>
      <AdminSectionHeader title={section.label} description={section.description} />
      <div className="messages-page__tabs" role="tablist" aria-label="Messages" onKeyDown={onKeyDown}>
        {tabs.map((tab, index) => (
          <button
            key={tab.id}
            ref={(element) => {
              buttons.current[index] = element;
            }}
            type="button"
            role="tab"
            id={`messages-tab-${tab.id}`}
            aria-selected={tab === current}
            aria-controls="messages-panel"
            tabIndex={tab === current ? 0 : -1}
            className="messages-page__tab"
            onClick={() => open(index)}
          >
            {tab.label}
          </button>
        ))}
      </div>
      <div
        id="messages-panel"
        role="tabpanel"
        aria-labelledby={`messages-tab-${current.id}`}
        className="messages-page__panel"
      >
        <Table key={current.id} />
      </div>
    </>
  );
}

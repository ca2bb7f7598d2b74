import { useEffect, useRef } from 'react';
import type { KeyboardEvent, ReactNode } from 'react';
import './auth-tabs.css';

/** One tab: its label and the content of its panel. */
export interface AuthTab<Key extends string> {
  key: Key;
  label: string;
  panel: ReactNode;
}

/**
 * Tabs with the ARIA tabs pattern: arrow keys, Home and End move between tabs and select them.
 * Which tab is selected belongs to the caller (the login page keeps it in the URL, so choosing a
 * tab renders the page anew: `focusSelected` puts focus back on the chosen tab).
 */
export function AuthTabs<Key extends string>({
  label,
  tabs,
  selected,
  focusSelected = false,
  onSelect,
}: {
  label: string;
  tabs: readonly AuthTab<Key>[];
  selected: Key;
  focusSelected?: boolean;
  onSelect: (key: Key) => void;
}) {
  const buttons = useRef(new Map<Key, HTMLButtonElement>());
  useEffect(() => {
    if (focusSelected) buttons.current.get(selected)?.focus();
  }, [focusSelected, selected]);
  const onKeyDown = (event: KeyboardEvent, index: number) => {
    const last = tabs.length - 1;
    const target = {
      ArrowRight: index === last ? 0 : index + 1,
      ArrowLeft: index === 0 ? last : index - 1,
      Home: 0,
      End: last,
    }[event.key];
    if (target === undefined) return;
    event.preventDefault();
    const tab = tabs[target]!;
    onSelect(tab.key);
    buttons.current.get(tab.key)?.focus();
  };
  return (
    <div className="tabs">
      <div role="tablist" aria-label={label} className="tabs__list">
        {tabs.map((tab, index) => (
          <button
            key={tab.key}
            ref={(element) => {
              if (element) buttons.current.set(tab.key, element);
              else buttons.current.delete(tab.key);
            }}
            type="button"
            role="tab"
            id={`tab-${tab.key}`}
            aria-selected={tab.key === selected}
            aria-controls={`panel-${tab.key}`}
            tabIndex={tab.key === selected ? 0 : -1}
            className="tabs__tab"
            onClick={() => onSelect(tab.key)}
            onKeyDown={(event) => onKeyDown(event, index)}
          >
            {tab.label}
          </button>
        ))}
      </div>
      {tabs.map((tab) => (
        <div
          key={tab.key}
          role="tabpanel"
          id={`panel-${tab.key}`}
          aria-labelledby={`tab-${tab.key}`}
          className="tabs__panel"
          hidden={tab.key !== selected}
        >
          {tab.key === selected && tab.panel}
        </div>
      ))}
    </div>
  );
}

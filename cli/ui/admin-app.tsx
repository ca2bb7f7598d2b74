import { Box, useApp, useInput, useStdout } from 'ink';
import { Text } from './text.tsx';
import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import type { Connection } from '../session/connection.ts';
import type { Action, Item, Line, Screen, Tab } from './admin/admin-screen.ts';
import { modelsTab } from './admin/models-tab.ts';
import { promptsTab } from './admin/prompts-tab.ts';
import { ScreenView, screenRows } from './admin/screen-view.tsx';
import { usersTab } from './admin/users-tab.ts';
import { Spinner } from './spinner.tsx';

/** The Models, Prompts and Users tabs, over the same admin API calls as the commands. */
export const adminTabs: Tab[] = [modelsTab, promptsTab, usersTab];

type Mode =
  | { kind: 'browse' }
  | { kind: 'search' }
  | { kind: 'screen'; screen: Screen; lines: Line[]; selected: number; scroll: number }
  | { kind: 'confirm'; action: Action & { kind: 'change' } };

/**
 * `nemesis admin`: a full-screen app over the admin API. ←/→ (or Tab) switch tabs, ↑/↓ move, Enter
 * opens a row's screen (its details and the actions that apply), `/` searches, Esc goes back (and
 * clears the search), `q` quits; every change asks first.
 */
export function AdminApp({ connection }: { connection: Connection }) {
  const { exit } = useApp();
  const { stdout } = useStdout();
  const [tab, setTab] = useState(0);
  const [items, setItems] = useState<Item[]>();
  const [caption, setCaption] = useState<string>();
  const [notices, setNotices] = useState<Line[]>([]);
  const [selected, setSelected] = useState(0);
  const [filter, setFilter] = useState('');
  // The search as the server last got it (when the search is done), for a tab that searches there.
  const [searched, setSearched] = useState('');
  const [mode, setModeState] = useState<Mode>({ kind: 'browse' });
  // Keys typed together ('/' then a search) arrive before a re-render: the handler reads the mode from here.
  const modeRef = useRef(mode);
  const setMode = (next: Mode) => {
    modeRef.current = next;
    setModeState(next);
  };
  // Like the mode, the search text typed so far is read by the key handler from here.
  const filterRef = useRef(filter);
  const setSearchText = (text: string) => {
    filterRef.current = text;
    setFilter(text);
  };
  const [busy, setBusyState] = useState(false);
  // Keys are ignored while a step runs. The handler stays attached (ink re-attaches a handler made
  // inactive only after the next render's effects, so a key pressed as a screen appears was lost) and reads this.
  const busyRef = useRef(false);
  const setBusy = (next: boolean) => {
    busyRef.current = next;
    setBusyState(next);
  };
  // A screen has the rows of the list and of the search line; the status and help lines stay.
  const screenHeight = Math.max(6, (stdout.rows || 24) - 5);
  const [status, setStatus] = useState<{ text: string; good: boolean }>();

  const load = useCallback(
    async (index: number, search: string) => {
      setItems(undefined);
      setCaption(undefined);
      setNotices([]);
      try {
        const loaded = await adminTabs[index]!.load(connection, search);
        setItems(loaded.items);
        setCaption(loaded.caption);
        setNotices(loaded.notices ?? []);
      } catch (error) {
        setItems([]);
        setStatus({ text: (error as Error).message, good: false });
      }
    },
    [connection],
  );
  const serverSearch = adminTabs[tab]!.searchesOnServer ? searched : '';
  useEffect(() => void load(tab, serverSearch), [load, tab, serverSearch]);

  const shown = adminTabs[tab]!.searchesOnServer
    ? (items ?? [])
    : (items ?? []).filter((item) => item.label.toLowerCase().includes(filter.toLowerCase()));
  const current = shown[Math.max(0, Math.min(selected, shown.length - 1))];
  // ink hands keys to the handler of the render before the last until effects have run: a key pressed
  // just after a list loads would see the old (empty) list. The handler reads what is on screen from
  // here, set in the commit itself.
  const view = useRef({ tab, shown, current, serverSearch });
  useLayoutEffect(() => {
    view.current = { tab, shown, current, serverSearch };
  });

  // Runs a step with the keys off and a spinner; a failure is the status line.
  const working = async (step: () => Promise<void>) => {
    setBusy(true);
    setStatus(undefined);
    try {
      await step();
    } catch (error) {
      setStatus({ text: (error as Error).message, good: false });
    } finally {
      setBusy(false);
    }
  };
  const open = (item: Item) =>
    working(async () => {
      const screen = await item.open();
      setMode({ kind: 'screen', screen, lines: screen.lines, selected: 0, scroll: 0 });
    });
  const run = (action: Action & { kind: 'change' }) => {
    setMode({ kind: 'browse' });
    return working(async () => {
      await action.run();
      setStatus({ text: `✓ ${action.label}`, good: true });
      await load(view.current.tab, view.current.serverSearch);
    });
  };
  // A view fills the open screen, as it streams in.
  const show = (mode: Mode & { kind: 'screen' }, action: Action & { kind: 'view' }) =>
    working(() =>
      action.show((lines) => setMode({ ...mode, screen: { ...mode.screen, title: action.label }, lines, scroll: 0 })),
    );
  const switchTab = (step: number) => {
    setTab((index) => (index + step + adminTabs.length) % adminTabs.length);
    setSelected(0);
    setSearchText('');
    setSearched('');
    setStatus(undefined);
  };
  // Text typed into the search. A chunk typed fast may end with Enter: the text before it is the search's, and the search is done.
  const typeIntoSearch = (chunk: string) => {
    const end = chunk.search(/[\r\n]/);
    setSearchText(filterRef.current + (end < 0 ? chunk : chunk.slice(0, end)));
    setSelected(0);
    if (end >= 0) searchDone(filterRef.current);
  };
  // The search is done (Enter) or cleared (Esc): a tab that searches on the server loads again.
  const searchDone = (text: string) => {
    setSearchText(text);
    setSearched(text);
    setMode({ kind: 'browse' });
  };

  useInput((input, key) => {
    if (busyRef.current) return;
    const mode = modeRef.current;
    if (mode.kind === 'confirm') {
      if (input === 'y' || input === 'Y') void run(mode.action);
      else if (input === 'n' || input === 'N' || key.escape) {
        setMode({ kind: 'browse' });
        setStatus({ text: 'Nothing changed.', good: true });
      }
    } else if (mode.kind === 'screen') {
      const action = mode.screen.actions[mode.selected];
      if (key.escape || input === 'q') setMode({ kind: 'browse' });
      else if (key.upArrow) setMode({ ...mode, selected: Math.max(0, mode.selected - 1) });
      else if (key.downArrow)
        setMode({ ...mode, selected: Math.min(mode.screen.actions.length - 1, mode.selected + 1) });
      else if (key.pageDown || key.pageUp) {
        const rows = screenRows(mode.screen, screenHeight);
        const scroll = mode.scroll + (key.pageDown ? rows : -rows);
        setMode({ ...mode, scroll: Math.max(0, Math.min(scroll, mode.lines.length - rows)) });
      } else if (key.return && action?.kind === 'change') setMode({ kind: 'confirm', action });
      else if (key.return && action?.kind === 'view') void show(mode, action);
    } else if (mode.kind === 'search') {
      if (key.escape) searchDone('');
      else if (key.return) searchDone(filterRef.current);
      else if (key.backspace || key.delete) setSearchText(filterRef.current.slice(0, -1));
      else if (input && !key.ctrl && !key.meta) typeIntoSearch(input);
    } else if (input === 'q') exit();
    else if (key.escape) {
      searchDone('');
      setStatus(undefined);
    } else if (key.rightArrow || key.tab) switchTab(1);
    else if (key.leftArrow) switchTab(-1);
    else if (key.upArrow) setSelected((index) => Math.max(0, index - 1));
    else if (key.downArrow) setSelected((index) => Math.max(0, Math.min(view.current.shown.length - 1, index + 1)));
    else if (input.startsWith('/')) {
      // Typed fast (or pasted), the search text comes in the same chunk as the '/'. A new search starts without the last one's error.
      setMode({ kind: 'search' });
      setStatus(undefined);
      setSearchText('');
      typeIntoSearch(input.slice(1));
    } else if (input === 'r') void load(view.current.tab, view.current.serverSearch);
    else if (key.return && view.current.current) void open(view.current.current);
  });

  // Rows that fit under the tabs, the caption and notices, and above the help lines; the window follows the selection.
  const height = Math.max(3, (stdout.rows || 24) - 7 - notices.length);
  const first = Math.max(0, Math.min(selected - Math.floor(height / 2), shown.length - height));
  return (
    <Box flexDirection="column">
      <Box gap={2}>
        <Text bold>Nemesis Day admin</Text>
        {adminTabs.map((entry, index) => (
          <Text key={entry.name} inverse={index === tab} bold={index === tab}>
            {` ${entry.name} `}
          </Text>
        ))}
        <Text dimColor>{connection.url}</Text>
      </Box>
      <Text dimColor>{mode.kind === 'search' || filter ? `/ ${filter}${mode.kind === 'search' ? '▏' : ''}` : ' '}</Text>
      {caption && mode.kind !== 'screen' && <Text dimColor>{caption}</Text>}
      {mode.kind !== 'screen' &&
        notices.map((notice) => (
          <Text key={notice.text} color={notice.color} bold={notice.bold}>
            {notice.text}
          </Text>
        ))}
      {mode.kind === 'screen' ? (
        <ScreenView
          screen={mode.screen}
          lines={mode.lines}
          selected={mode.selected}
          scroll={mode.scroll}
          height={screenHeight}
        />
      ) : items === undefined ? (
        <Spinner label={`Loading ${adminTabs[tab]!.name.toLowerCase()}…`} />
      ) : shown.length === 0 ? (
        <Text dimColor>Nothing here{filter ? ' matches the search' : ''}.</Text>
      ) : (
        shown.slice(first, first + height).map((item, index) => (
          <Text key={item.key} color={item.color} inverse={first + index === selected} wrap="truncate-end">
            {first + index === selected ? '› ' : '  '}
            {item.label}
          </Text>
        ))
      )}
      {mode.kind === 'confirm' && (
        <Text color="yellow" bold>
          {mode.action.label}? (y/n)
        </Text>
      )}
      {busy && <Spinner label="Working…" />}
      {status && <Text color={status.good ? 'green' : 'red'}>{status.text}</Text>}
      <Text dimColor>
        {mode.kind === 'screen'
          ? '↑/↓ choose · Enter do it · PgUp/PgDn scroll · Esc back'
          : '←/→ tabs · ↑/↓ move · Enter open · / search · r reload · Esc back · q quit'}
      </Text>
    </Box>
  );
}

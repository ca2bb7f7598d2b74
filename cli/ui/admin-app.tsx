import { Box, Text, useApp, useInput, useStdout } from 'ink';
import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { adminEndpoints } from '#contract/admin/admin-endpoints.ts';
import type { Connection } from '../session/connection.ts';
import { Spinner } from './spinner.tsx';

/** Something the admin can do to a row, asking first when `confirm`. */
interface Action {
  label: string;
  confirm: boolean;
  run: () => Promise<unknown>;
}

/** A row of a tab: what it shows, in which colour, and what Enter offers. */
interface Item {
  key: string;
  label: string;
  color?: string;
  actions: Action[];
}

/** A tab: its name and how it loads its rows. */
interface Tab {
  name: string;
  load: (connection: Connection) => Promise<Item[]>;
}

const userActions = [
  { label: 'Disable', endpoint: adminEndpoints.adminDisableUser, confirm: true },
  { label: 'Enable', endpoint: adminEndpoints.adminEnableUser, confirm: false },
  { label: 'Require a new password', endpoint: adminEndpoints.adminRequirePasswordReset, confirm: true },
  { label: 'Grant admin', endpoint: adminEndpoints.adminGrantAdmin, confirm: false },
  { label: 'Revoke admin', endpoint: adminEndpoints.adminRevokeAdmin, confirm: true },
] as const;

/** The Models, Prompts and Users tabs, over the same admin API calls as the commands. */
export const adminTabs: Tab[] = [
  {
    name: 'Models',
    load: async (connection) => {
      const listing = await connection.call(adminEndpoints.adminModels);
      return listing.availableModels.map((model) => {
        const active = model === listing.activeModel;
        const use = { label: `Use ${model}`, confirm: true, run: () => connection.call(adminEndpoints.adminPutModel, { body: { modelId: model, modelSettings: listing.modelSettings } }) };
        return { key: model, label: `${active ? '●' : ' '} ${model}${active ? '  (active)' : ''}`, color: active ? 'green' : undefined, actions: active ? [] : [use] };
      });
    },
  },
  {
    name: 'Prompts',
    load: async (connection) => {
      const { prompts } = await connection.call(adminEndpoints.adminPrompts);
      return Object.entries(prompts).flatMap(([promptId, versions]) =>
        versions.map((version) => {
          const activate = { label: `Activate ${promptId} v${version.version}`, confirm: true, run: () => connection.call(adminEndpoints.adminActivatePrompt, { params: { promptId }, body: { version: version.version } }) };
          return {
            key: `${promptId}/${version.version}`,
            label: `${promptId}  v${version.version}${version.isActive ? '  (active)' : ''}  ${version.description}`,
            color: version.isActive ? 'green' : undefined,
            actions: version.isActive ? [] : [activate],
          };
        }),
      );
    },
  },
  {
    name: 'Users',
    load: async (connection) => {
      const { users } = await connection.call(adminEndpoints.adminUsers, { query: { page: 1, pageSize: 50 } });
      return users.map((user) => ({
        key: user.userId,
        label: `${user.email}  ${user.status}`,
        color: user.status === 'CONFIRMED' ? undefined : 'yellow',
        actions: userActions.map((action) => ({ label: `${action.label}: ${user.email}`, confirm: action.confirm, run: () => connection.call(action.endpoint, { params: { id: user.userId } }) })),
      }));
    },
  },
];

type Mode = { kind: 'browse' } | { kind: 'search' } | { kind: 'menu'; item: Item; selected: number } | { kind: 'confirm'; action: Action };

/**
 * `nemesis admin`: a full-screen app over the admin API. ←/→ (or Tab) switch tabs, ↑/↓ move, Enter
 * opens a row's actions, `/` searches, Esc goes back (and clears the search), `q` quits; actions that
 * change much ask first.
 */
export function AdminApp({ connection }: { connection: Connection }) {
  const { exit } = useApp();
  const { stdout } = useStdout();
  const [tab, setTab] = useState(0);
  const [items, setItems] = useState<Item[]>();
  const [selected, setSelected] = useState(0);
  const [filter, setFilter] = useState('');
  const [mode, setModeState] = useState<Mode>({ kind: 'browse' });
  // Keys typed together ('/' then a search) arrive before a re-render: the handler reads the mode from here.
  const modeRef = useRef(mode);
  const setMode = (next: Mode) => {
    modeRef.current = next;
    setModeState(next);
  };
  const [busy, setBusy] = useState(false);
  const [status, setStatus] = useState<{ text: string; good: boolean }>();

  const load = useCallback(
    async (index: number) => {
      setItems(undefined);
      try {
        setItems(await adminTabs[index]!.load(connection));
      } catch (error) {
        setItems([]);
        setStatus({ text: (error as Error).message, good: false });
      }
    },
    [connection],
  );
  useEffect(() => void load(tab), [load, tab]);

  const shown = (items ?? []).filter((item) => item.label.toLowerCase().includes(filter.toLowerCase()));
  const current = shown[Math.max(0, Math.min(selected, shown.length - 1))];
  // ink hands keys to the handler of the render before the last until effects have run: a key pressed
  // just after a list loads would see the old (empty) list. The handler reads what is on screen from
  // here, set in the commit itself.
  const view = useRef({ tab, shown, current });
  useLayoutEffect(() => {
    view.current = { tab, shown, current };
  });

  const run = async (action: Action) => {
    setMode({ kind: 'browse' });
    setBusy(true);
    try {
      await action.run();
      setStatus({ text: `✓ ${action.label}`, good: true });
      await load(view.current.tab);
    } catch (error) {
      setStatus({ text: (error as Error).message, good: false });
    } finally {
      setBusy(false);
    }
  };
  const choose = (action: Action) => (action.confirm ? setMode({ kind: 'confirm', action }) : void run(action));
  const switchTab = (step: number) => {
    setTab((index) => (index + step + adminTabs.length) % adminTabs.length);
    setSelected(0);
    setFilter('');
    setStatus(undefined);
  };

  useInput(
    (input, key) => {
      const mode = modeRef.current;
      if (mode.kind === 'confirm') {
        if (input === 'y' || input === 'Y') void run(mode.action);
        else if (input === 'n' || input === 'N' || key.escape) setMode({ kind: 'browse' });
      } else if (mode.kind === 'menu') {
        if (key.escape) setMode({ kind: 'browse' });
        else if (key.upArrow) setMode({ ...mode, selected: Math.max(0, mode.selected - 1) });
        else if (key.downArrow) setMode({ ...mode, selected: Math.min(mode.item.actions.length - 1, mode.selected + 1) });
        else if (key.return) choose(mode.item.actions[mode.selected]!);
      } else if (mode.kind === 'search') {
        if (key.escape) {
          setFilter('');
          setMode({ kind: 'browse' });
        } else if (key.return) setMode({ kind: 'browse' });
        else if (key.backspace || key.delete) setFilter((text) => text.slice(0, -1));
        else if (input && !key.ctrl && !key.meta) {
          // A chunk typed fast may end with Enter: the text before it is the search's, and the search is done.
          const end = input.search(/[\r\n]/);
          setFilter((text) => text + (end < 0 ? input : input.slice(0, end)));
          setSelected(0);
          if (end >= 0) setMode({ kind: 'browse' });
        }
      } else if (input === 'q') exit();
      else if (key.escape) {
        setFilter('');
        setStatus(undefined);
      }
      else if (key.rightArrow || key.tab) switchTab(1);
      else if (key.leftArrow) switchTab(-1);
      else if (key.upArrow) setSelected((index) => Math.max(0, index - 1));
      else if (key.downArrow) setSelected((index) => Math.max(0, Math.min(view.current.shown.length - 1, index + 1)));
      else if (input.startsWith('/')) {
        // Typed fast (or pasted), the search text comes in the same chunk as the '/'.
        setMode({ kind: 'search' });
        setFilter(input.slice(1));
        setSelected(0);
      }
      else if (input === 'r') void load(view.current.tab);
      else if (key.return && view.current.current) {
        const item = view.current.current;
        if (item.actions.length === 1) choose(item.actions[0]!);
        else if (item.actions.length > 1) setMode({ kind: 'menu', item, selected: 0 });
        else setStatus({ text: 'Nothing to do here: it is already the active one.', good: true });
      }
    },
    { isActive: !busy },
  );

  // Rows that fit under the tabs and above the help lines; the window follows the selection.
  const height = Math.max(3, (stdout.rows || 24) - 7);
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
      {items === undefined ? (
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
      {mode.kind === 'menu' && (
        <Box flexDirection="column" borderStyle="round" paddingX={1}>
          {mode.item.actions.map((action, index) => (
            <Text key={action.label} inverse={index === mode.selected}>
              {index === mode.selected ? '› ' : '  '}
              {action.label}
            </Text>
          ))}
        </Box>
      )}
      {mode.kind === 'confirm' && (
        <Text color="yellow" bold>
          {mode.action.label}? (y/n)
        </Text>
      )}
      {busy && <Spinner label="Working…" />}
      {status && <Text color={status.good ? 'green' : 'red'}>{status.text}</Text>}
      <Text dimColor>←/→ tabs · ↑/↓ move · Enter act · / search · r reload · Esc back · q quit</Text>
    </Box>
  );
}

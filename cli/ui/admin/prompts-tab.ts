import { adminActions } from '../../admin-actions.ts';
import { diffLines } from '../diff-lines.ts';
import type { Action, Tab } from './admin-screen.ts';

/** The Prompts tab: every version of every prompt; a version's screen shows its text, diffs it with the others (`nemesis prompts diff`) and activates it. */
export const promptsTab: Tab = {
  name: 'Prompts',
  load: async (connection) => {
    const actions = adminActions(connection);
    const { prompts } = await actions.prompts();
    const items = Object.entries(prompts).flatMap(([promptId, versions]) =>
      versions.map((version) => {
        const name = `${promptId} v${version.version}`;
        const diffs = versions
          .filter((other) => other.version !== version.version)
          .map((other): Action => {
            const [before, after] = other.version < version.version ? [other, version] : [version, other];
            return {
              kind: 'view',
              label: `Diff with v${other.version}${other.isActive ? ' (active)' : ''}`,
              show: async (show) => show(diffLines(promptId, before, after)),
            };
          });
        // Based on the versions as loaded: an activation another admin made since is refused, not undone.
        const activate: Action[] = version.isActive
          ? []
          : [
              {
                kind: 'change',
                label: `Activate ${name}`,
                run: () => actions.activatePrompt(promptId, versions, version.version),
              },
            ];
        return {
          key: `${promptId}/${version.version}`,
          label: `${promptId}  v${version.version}${version.isActive ? '  (active)' : ''}  ${version.description}`,
          color: version.isActive ? 'green' : undefined,
          open: async () => ({
            title: `${name}${version.isActive ? '  (active)' : ''}  ${version.description}`,
            lines: version.promptText.split('\n').map((text) => ({ text })),
            actions: [...activate, ...diffs],
          }),
        };
      }),
    );
    return { items };
  },
};

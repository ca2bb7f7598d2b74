import { sampleNemesis } from '#contract/admin/admin-schemas.ts';
import type { ModelSettings } from '#contract/ai/model-settings.ts';
import { adminActions } from '../../admin-actions.ts';
import type { Line, Tab } from './admin-screen.ts';

const settingsText = (settings: ModelSettings) =>
  `temperature ${settings.temperature} · top-p ${settings.topP} · max tokens ${settings.maxTokens}`;

/** The Models tab: each model on offer; a model's screen tests it (`nemesis models test`) and makes it the active one. */
export const modelsTab: Tab = {
  name: 'Models',
  load: async (connection) => {
    const listing = await adminActions(connection).models();
    const { modelSettings } = listing;
    // As the web's AI Models page says it: each provider that did not answer, the address asked and the error.
    const notices: Line[] = listing.providerFailures.length
      ? [
          ...listing.providerFailures.map((failure) => ({
            text: `Not answering: ${failure.name}${failure.address ? ` at ${failure.address}` : ''} (${failure.error})`,
            color: 'yellow',
          })),
          { text: 'Their models are missing from the list.', color: 'gray' },
        ]
      : [];
    const items = listing.availableModels.map((model) => {
      const active = model === listing.activeModel;
      return {
        key: model,
        label: `${active ? '●' : ' '} ${model}${active ? '  (active)' : ''}`,
        color: active ? 'green' : undefined,
        open: async () => ({
          title: `${model}${active ? '  (active)' : ''}`,
          lines: [{ text: `Settings: ${settingsText(modelSettings)}` }],
          actions: [
            {
              kind: 'view' as const,
              label: `Test ${model}`,
              show: async (show: (lines: Line[]) => void) => {
                const heading = {
                  text: `Sample roast of ${sampleNemesis.nemesisName} from ${model} (${settingsText(modelSettings)}), saving nothing:`,
                  color: 'gray',
                };
                let roast = '';
                show([heading, { text: 'Writing…', color: 'gray' }]);
                const sample = adminActions(connection).testModel(model, modelSettings);
                await sample((text) => show([heading, { text: (roast += text) }]));
              },
            },
            ...(active
              ? []
              : [
                  {
                    kind: 'change' as const,
                    label: `Use ${model}`,
                    run: () => adminActions(connection).useModel(model, modelSettings),
                  },
                ]),
          ],
        }),
      };
    });
    return { items, caption: `Settings: ${settingsText(modelSettings)}`, notices };
  },
};

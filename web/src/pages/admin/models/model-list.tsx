import { useId } from 'react';
import { builtinModelId } from '#contract/ai/model-settings.ts';
import { AdminBadge } from '../admin-badge.tsx';
import './model-list.css';

/** What the list offers: the models by provider, the active one, and the one chosen in the form. */
export interface ModelListProps {
  availableModels: readonly string[];
  activeModel: string;
  selected: string;
  onSelect: (modelId: string) => void;
}

/** The models of each provider (`provider/model`), in the order listed; the active model is kept even when its provider is not answering. */
function byProvider(models: readonly string[], activeModel: string): [string, string[]][] {
  const groups = new Map<string, string[]>();
  for (const model of models.includes(activeModel) ? models : [activeModel, ...models]) {
    const provider = model.slice(0, model.indexOf('/'));
    groups.set(provider, [...(groups.get(provider) ?? []), model]);
  }
  return [...groups];
}

/**
 * The available models as one radio group, under a heading per provider (spec §2): the active
 * model marked 'Active', the one chosen but not saved 'Selected'.
 */
export function ModelList({ availableModels, activeModel, selected, onSelect }: ModelListProps) {
  const id = useId();
  if (availableModels.length === 0) return <p className="model-list__empty">No models available</p>;
  return (
    <div className="model-list">
      {byProvider(availableModels, activeModel).map(([provider, models]) => (
        <div key={provider} role="group" aria-labelledby={`${id}-${provider}`} className="model-list__provider">
          <h3 id={`${id}-${provider}`}>{provider}</h3>
          <ul>
            {models.map((model) => (
              <li key={model}>
                <label
                  className={
                    model === selected ? 'model-list__option model-list__option--selected' : 'model-list__option'
                  }
                >
                  <input
                    type="radio"
                    name="model"
                    value={model}
                    checked={model === selected}
                    onChange={() => onSelect(model)}
                  />
                  <span className="model-list__name">{model}</span>
                  {model === builtinModelId && <span className="model-list__note">built-in (no AI model)</span>}
                  {!availableModels.includes(model) && <span className="model-list__note">not offered now</span>}
                  {model === activeModel && <AdminBadge tone="good">Active</AdminBadge>}
                  {model === selected && model !== activeModel && <AdminBadge tone="warning">Selected</AdminBadge>}
                </label>
              </li>
            ))}
          </ul>
        </div>
      ))}
    </div>
  );
}

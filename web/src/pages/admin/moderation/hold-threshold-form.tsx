import { useId, useState } from 'react';
import { adminEndpoints } from '#contract/admin/admin-endpoints.ts';
import { holdThresholdValue } from '#contract/admin/admin-schemas.ts';
import { holdThresholdConfigKey, moderationLimits } from '#contract/moderation/report-reasons.ts';
import { useEndpoint } from '../../../api/use-endpoint.ts';
import { useWrite } from '../../../api/use-write.ts';
import { CallError } from '../../../components/call-error.tsx';
import '../../../components/field.css';
import '../admin-filter-bar.css';
import './hold-threshold-form.css';

const setting = { query: { configKey: holdThresholdConfigKey } };

/** The threshold as the server holds it: the saved setting, or the default while none is saved. */
function savedThreshold(query: ReturnType<typeof useEndpoint<typeof adminEndpoints.adminConfig>>): number | undefined {
  if (query.data) return Number(query.data.configValue);
  return query.error?.code === 'ADMIN_CONFIG_NOT_FOUND' ? moderationLimits.holdThresholdDefault : undefined;
}

/**
 * The automatic hold's setting: how many different readers' reports within 24 hours hide a note until
 * an admin decides (0: never), if they come from more than one network or one is signed in. The
 * server checks the value as it does for the config API.
 */
export function HoldThresholdForm() {
  const id = useId();
  const stored = useEndpoint(adminEndpoints.adminConfig, setting);
  const saved = savedThreshold(stored);
  const [typed, setTyped] = useState<string>();
  const save = useWrite(adminEndpoints.adminPutConfig, { invalidates: [adminEndpoints.adminConfig] });
  const value = typed ?? (saved === undefined ? '' : String(saved));
  const valid = /^\d+$/.test(value) && holdThresholdValue.safeParse(Number(value)).success;
  if (stored.error && saved === undefined)
    return <CallError error={stored.error} onRetry={() => void stored.refetch()} />;
  return (
    <form
      className="admin-filter-bar hold-threshold"
      aria-label="Automatic hold"
      onSubmit={(event) => {
        event.preventDefault();
        save.mutate(
          { body: { configKey: holdThresholdConfigKey, configValue: Number(value) } },
          { onSuccess: () => setTyped(undefined) },
        );
      }}
    >
      <div className="field">
        <label className="field__label" htmlFor={id}>
          Hold a note for review after reports from
        </label>
        <input
          id={id}
          className="field__input"
          type="number"
          inputMode="numeric"
          min={moderationLimits.holdThresholdMin}
          max={moderationLimits.holdThresholdMax}
          value={value}
          disabled={saved === undefined}
          onChange={(event) => setTyped(event.target.value)}
          aria-describedby={`${id}-hint`}
        />
        <p id={`${id}-hint`} className="field__hint">
          different readers within {moderationLimits.holdWindowMs / 3_600_000} hours, from at least{' '}
          {moderationLimits.holdNetworksMin} networks or one of them signed in (0: never).
        </p>
      </div>
      <button type="submit" className="button" disabled={!valid || save.isPending || typed === undefined}>
        {save.isPending ? 'Saving…' : 'Save'}
      </button>
      {save.isSuccess && typed === undefined && (
        <p role="status">
          Saved: {saved === 0 ? 'notes are never held automatically' : `${saved} reporters put a note on hold`}.
        </p>
      )}
      {save.error && <CallError error={save.error} />}
    </form>
  );
}

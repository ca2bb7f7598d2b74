import { useState } from 'react';
import type { FactorAddedResponse } from '#contract/auth/mfa-schemas.ts';
import type { MfaType } from '#contract/auth/mfa-types.ts';
import { endpoints } from '#contract/endpoints.ts';
import { callEndpoint } from '../../api/use-endpoint.ts';
import { useWrite } from '../../api/use-write.ts';
import { mfaCodeErrors } from '../../auth/field-rules.ts';
import { formWrite } from '../../components/form-submit.tsx';
import { useForm } from '../../hooks/use-form.ts';
import type { SecurityChanged } from './security-section.tsx';

/** How a second factor is added: start its set-up (answering what the panel shows), then confirm it with a code. */
export interface FactorSetupCalls<Setup> {
  begin: () => Promise<Setup>;
  confirm: (code: string) => Promise<FactorAddedResponse>;
}

/**
 * A second factor's row on the account page: its open panel (the set-up started, or removal), the
 * code form, Add (`start`), Turn On (`verify`, which hands the first factor's recovery codes on) and
 * removal with the password; `close` forgets the panel and the form.
 */
export function useFactorSetup<Setup>(type: MfaType, onChanged: SecurityChanged, calls: FactorSetupCalls<Setup>) {
  const [panel, setPanel] = useState<{ step: 'setup'; setup: Setup } | { step: 'remove' }>();
  const form = useForm({ initial: { code: '' }, validate: (values) => ({ code: mfaCodeErrors(values.code) }) });
  const start = useWrite(async () => setPanel({ step: 'setup', setup: await calls.begin() }));
  const confirm = useWrite(async () => {
    const added = await calls.confirm(form.values.code.trim());
    close();
    await onChanged(added.recoveryCodes);
  });
  const close = () => {
    setPanel(undefined);
    form.reset();
    confirm.reset();
  };
  const remove = async (password: string) => {
    await callEndpoint(endpoints.removeMfa, { params: { type }, body: { password } });
    close();
    await onChanged();
  };
  const verify = formWrite(confirm, () => confirm.mutate());
  return { panel, openRemoval: () => setPanel({ step: 'remove' }), form, start, verify, close, remove };
}

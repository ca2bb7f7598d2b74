import { useState } from 'react';
import type { MfaType } from '#contract/auth/mfa-types.ts';
import { endpoints } from '#contract/endpoints.ts';
import { callEndpoint } from '../../api/use-endpoint.ts';
import type { AnswerOf } from '../../api/use-endpoint.ts';
import { useWrite } from '../../api/use-write.ts';
import { mfaCodeErrors } from '../../auth/field-rules.ts';
import { formWrite } from '../../components/form-submit.tsx';
import { useForm } from '../../hooks/use-form.ts';
import type { SecurityChanged } from './security-section.tsx';

/** How each second factor is added: start its set-up (answering what the panel shows), then confirm it with a code. */
const setupEndpoints = {
  TOTP: { start: endpoints.startTotpSetup, confirm: endpoints.verifyTotpSetup },
  EMAIL: { start: endpoints.startEmailMfaSetup, confirm: endpoints.verifyEmailMfaSetup },
} satisfies Record<MfaType, unknown>;

/** What a factor's set-up panel shows: the answer to starting it (the authenticator's secret, where the e-mail code went). */
type Setup<T extends MfaType> = AnswerOf<(typeof setupEndpoints)[T]['start']>;

/**
 * A second factor's row on the account page: its open panel (the set-up started, or removal), the
 * code form, Add (`start`), Turn On (`verify`, which hands the first factor's recovery codes on) and
 * removal with the password (`remove`, a write given the password); `close` forgets the panel and the form.
 */
export function useFactorSetup<T extends MfaType>(type: T, onChanged: SecurityChanged) {
  const [panel, setPanel] = useState<{ step: 'setup'; setup: Setup<T> } | { step: 'remove' }>();
  const form = useForm({ initial: { code: '' }, validate: (values) => ({ code: mfaCodeErrors(values.code) }) });
  const start = useWrite(async () =>
    setPanel({ step: 'setup', setup: (await callEndpoint(setupEndpoints[type].start)) as Setup<T> }),
  );
  const confirm = useWrite(async () => {
    const added = await callEndpoint(setupEndpoints[type].confirm, { body: { code: form.values.code.trim() } });
    close();
    await onChanged(added.recoveryCodes);
  });
  const remove = useWrite(async (password: string) => {
    await callEndpoint(endpoints.removeMfa, { params: { type }, body: { password } });
    close();
    await onChanged();
  });
  const close = () => {
    setPanel(undefined);
    form.reset();
    confirm.reset();
    remove.reset();
  };
  const verify = formWrite(confirm, () => confirm.mutate());
  return { panel, openRemoval: () => setPanel({ step: 'remove' }), form, start, verify, close, remove };
}

import type { PasswordPolicy } from '#contract/auth/auth-messages.ts';
import { endpoints } from '#contract/endpoints.ts';
import { accountLimits } from '#contract/auth/account-limits.ts';
import { api } from '../api/api-client.ts';
import { useQuery } from '../hooks/use-query.ts';

const fallbackPolicy: PasswordPolicy = { minLength: accountLimits.passwordMinLength, rules: [] };
let loading: Promise<PasswordPolicy> | undefined;

// One load per page load, shared by every form (so no one form's unmount aborts it).
function loadPolicy(): Promise<PasswordPolicy> {
  loading ??= api.call(endpoints.siteInfo).then(
    (site) => site.passwordPolicy,
    () => {
      loading = undefined; // try again next time; the server checks the policy anyway
      return fallbackPolicy;
    },
  );
  return loading;
}

/** The server's password policy (loaded once per page load); the default policy until it arrives. */
export function usePasswordPolicy(): PasswordPolicy {
  return useQuery(loadPolicy, []).data ?? fallbackPolicy;
}

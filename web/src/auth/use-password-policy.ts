import type { PasswordPolicy } from '#contract/auth/auth-messages.ts';
import { accountLimits } from '#contract/auth/account-limits.ts';
import { useSiteInfo } from '../api/use-site-info.ts';

// Until the server's policy arrives (or when it cannot), the default: the server checks the policy anyway.
const fallbackPolicy: PasswordPolicy = { minLength: accountLimits.passwordMinLength, rules: [] };

/** The server's password policy (loaded once per page load); the default policy until it arrives. */
export function usePasswordPolicy(): PasswordPolicy {
  return useSiteInfo().data?.passwordPolicy ?? fallbackPolicy;
}

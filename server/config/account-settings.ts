import { z } from 'zod';
import { passwordRules } from '#contract/auth/auth-messages.ts';
import type { PasswordPolicy, PasswordRule } from '#contract/auth/auth-messages.ts';
import { accountLimits } from '#contract/auth/account-limits.ts';
import { mfaModes } from '#contract/auth/mfa-schemas.ts';
import { fromEnv } from './setting-tree.ts';
import type { SettingTree } from './setting-tree.ts';

const passwordRuleNames = Object.keys(passwordRules) as [PasswordRule, ...PasswordRule[]];

/** The account settings: the password rules and whether a second factor is off, optional or required. */
export const accountSettings = {
  passwordPolicy: fromEnv(
    'PASSWORD_RULES',
    z
      .string()
      .default('')
      .transform((value) =>
        value
          .split(',')
          .map((rule) => rule.trim())
          .filter(Boolean),
      )
      .pipe(z.array(z.enum(passwordRuleNames, { error: `must list some of ${passwordRuleNames.join(', ')}` })))
      .transform((rules): PasswordPolicy => ({ minLength: accountLimits.passwordMinLength, rules })),
  ),
  /** Multi-factor sign-in: off, optional (users may add a factor) or required (every user sets one up). */
  mfaMode: fromEnv(
    'MFA_MODE',
    z.enum(mfaModes, { error: `must be one of ${mfaModes.join(', ')}` }).default('optional'),
  ),
} satisfies SettingTree;

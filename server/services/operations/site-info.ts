import type { SiteInfoResponse } from '#contract/site/site-schemas.ts';
import type { Clock } from '../../clock.ts';
import type { Config } from '../../config.ts';
import { utcDay } from '#contract/site/utc-day.ts';

/** The operator's settings the web app shows: legal contact, legal effective date (today on `clock`, UTC, unless set), coffee link, password rules and MFA mode. */
export function siteInfo(config: Config, clock: Clock): SiteInfoResponse {
  return {
    legalContact: config.legalContact,
    legalEffectiveDate: config.legalEffectiveDate ?? utcDay(clock.now()),
    coffeeUrl: config.coffeeUrl ?? null,
    passwordPolicy: { minLength: config.passwordPolicy.minLength, rules: [...config.passwordPolicy.rules] },
    mfaMode: config.mfaMode,
  };
}

import type { AdminCheck } from '../services/admin/admin-check.ts';
import type { TokenHasher } from '../auth/secrets.ts';
import type { Clock } from '../clock.ts';
import type { Config } from '../config.ts';
import type { Repositories } from '../db/repositories.ts';
import type { UnitOfWork } from '../db/unit-of-work.ts';
import type { Logger } from '../logger.ts';
import type { MailService } from '../mail/mail-service.ts';
import type { RateLimiter } from '../services/limits/rate-limiter.ts';

/** What every group of services is built from: the settings, the repositories and the shared services createContainer makes first. */
export interface ServiceParts {
  config: Config;
  logger: Logger;
  clock: Clock;
  repositories: Repositories;
  unitOfWork: UnitOfWork;
  hasher: TokenHasher;
  limiter: RateLimiter;
  mail: MailService;
  adminCheck: AdminCheck;
}

import type { AiProviders } from '../ai/ai-providers.ts';
import { listBackups } from '../backup/backups.ts';
import { spaRoutes } from '#contract/site/spa-routes.ts';
import { createAdminConfigService } from '../services/admin/admin-config-service.ts';
import { createAdminModerationService } from '../services/admin/admin-moderation-service.ts';
import { createAdminNoteService } from '../services/admin/admin-note-service.ts';
import { createAdminPromptService } from '../services/admin/admin-prompt-service.ts';
import { createAdminReportService } from '../services/admin/admin-report-service.ts';
import { createAdminRightsService } from '../services/admin/admin-rights-service.ts';
import { createAdminUserService } from '../services/admin/admin-user-service.ts';
import { createAuditLog } from '../services/admin/audit-log.ts';
import type { MfaService } from '../services/auth/mfa-service.ts';
import type { ContactService } from '../services/forms/contact-service.ts';
import type { HealthService } from '../services/operations/health-service.ts';
import type { AppreciationService } from '../services/notes/appreciation-service.ts';
import type { ModelService } from '../services/roasts/model-service.ts';
import type { PromptService } from '../services/roasts/prompt-service.ts';
import { createRoastLabService } from '../services/roasts/roast-lab-service.ts';
import type { RoastWriter } from '../services/roasts/roast-writer.ts';
import type { ServiceParts } from './service-parts.ts';

/** Builds the services of the admin pages: users and their rights, moderation, config, prompts, the roast lab and reports. */
export function createAdminServices({
  config,
  clock,
  repositories,
  unitOfWork,
  limiter,
  mail,
  adminCheck,
  providers,
  models,
  writer,
  prompts,
  mfa,
  health,
  appreciation,
  contact,
}: Omit<ServiceParts, 'logger' | 'hasher'> & {
  providers: AiProviders;
  models: ModelService;
  writer: RoastWriter;
  prompts: PromptService;
  mfa: MfaService;
  health: HealthService;
  appreciation: AppreciationService;
  contact: ContactService;
}) {
  const { users } = repositories;
  const adminRights = createAdminRightsService({ adminCheck, unitOfWork, clock });
  const adminConfig = createAdminConfigService({
    configs: repositories.configs,
    providers,
    models,
    adminCheck,
    unitOfWork,
    clock,
  });
  const adminUsers = createAdminUserService({
    users,
    identities: repositories.identities,
    mfa,
    adminCheck,
    rights: adminRights,
    mail,
    unitOfWork,
    signInUrl: new URL(spaRoutes.login, config.publicBaseUrl).href,
    clock,
  });
  return {
    audit: createAuditLog(repositories.audit),
    adminConfig,
    roastLab: createRoastLabService({ writer, models, prompts, adminConfig, limiter }),
    adminPrompts: createAdminPromptService({ prompts: repositories.prompts, unitOfWork, clock }),
    adminReports: createAdminReportService({
      health,
      mail: repositories.mail,
      providers,
      models,
      appreciation,
      contact,
      smtp: config.smtpUrl !== undefined,
      lastBackup: () => listBackups(config.dataDir)[0],
      clock,
    }),
    adminUsers,
    adminModeration: createAdminModerationService({
      reports: repositories.noteReports,
      notes: repositories.notes,
      users,
      adminUsers,
      mail,
      unitOfWork,
      publicBaseUrl: config.publicBaseUrl,
      clock,
    }),
    adminNotes: createAdminNoteService({
      adminNotes: repositories.adminNotes,
      reports: repositories.noteReports,
      clock,
    }),
  };
}

import type { AiProviders } from '../ai/ai-providers.ts';
import { createFormspreeClient } from '../forms/formspree-client.ts';
import type { Metrics } from '../metrics/metrics.ts';
import { createCardPool } from '../og/card-pool.ts';
import { createContactForwarder } from '../services/forms/contact-forwarder.ts';
import { createContactService } from '../services/forms/contact-service.ts';
import { createAppreciationService } from '../services/notes/appreciation-service.ts';
import { createNoteCardService } from '../services/notes/note-card-service.ts';
import { createNoteReactionService } from '../services/notes/note-reaction-service.ts';
import { createNoteReportService } from '../services/notes/note-report-service.ts';
import { createNoteSealService } from '../services/notes/note-seal-service.ts';
import { createNoteService } from '../services/notes/note-service.ts';
import { createNoteSharingService } from '../services/notes/note-sharing-service.ts';
import { createScheduledNotes } from '../services/notes/scheduled-note-service.ts';
import { createModelService } from '../services/roasts/model-service.ts';
import { createPromptService, promptDir } from '../services/roasts/prompt-service.ts';
import { createRoastService } from '../services/roasts/roast-service.ts';
import { createRoastWriter } from '../services/roasts/roast-writer.ts';
import { createStopList } from '../services/forms/stop-list.ts';
import type { ServiceParts } from './service-parts.ts';

/**
 * Builds the services of notes and what they carry (roasts, cards, reactions, reports) and of the
 * messages people send (appreciation, contact); `models` and `writer` are for the admin services.
 */
export function createNoteServices({
  config,
  logger,
  clock,
  repositories,
  unitOfWork,
  hasher,
  limiter,
  mail,
  providers,
  metrics,
}: Omit<ServiceParts, 'adminCheck'> & { providers: AiProviders; metrics: Metrics }) {
  const { configs } = repositories;
  const prompts = createPromptService({ prompts: repositories.prompts, promptDir, clock });
  const models = createModelService({
    configs,
    defaultModel: config.ai.defaultModel,
    firstOllamaModel: (signal) => providers.firstOllamaModel(signal),
    clock,
  });
  const writer = createRoastWriter({ providers, timeoutMs: config.ai.timeoutMs, logger, metrics });
  const roasts = createRoastService({
    writer,
    models,
    prompts,
    roasts: repositories.generatedRoasts,
    limiter,
    hasher,
    clock,
  });
  const cards = createNoteCardService({
    cards: repositories.noteCards,
    pool: createCardPool(),
    limiter,
    logger,
    clock,
  });
  const stopList = createStopList({
    repository: repositories.doNotContact,
    hasher,
    publicBaseUrl: config.publicBaseUrl,
    clock,
  });
  const scheduledNotes = createScheduledNotes({
    mail: repositories.mail,
    notes: repositories.appreciationNotes,
    hasher,
    publicBaseUrl: config.publicBaseUrl,
    clock,
  });
  const messages = repositories.contactMessages;
  // Built here, started and stopped by main.ts like the mail retries; only when a form service is configured.
  const contactForwarder =
    config.formspree &&
    createContactForwarder({ messages, client: createFormspreeClient(config.formspree), logger, clock });
  const notes = createNoteService({
    notes: repositories.notes,
    reactions: repositories.noteReactions,
    roasts,
    cards,
    limiter,
    publicBaseUrl: config.publicBaseUrl,
    hidden: repositories.noteReports,
    unitOfWork,
    clock,
  });
  const appreciation = createAppreciationService({
    notes: repositories.appreciationNotes,
    mail,
    limiter,
    stopList,
    scheduled: scheduledNotes,
    unitOfWork,
    clock,
  });
  return {
    models,
    writer,
    prompts,
    roasts,
    notes,
    noteSeals: createNoteSealService({ notes: repositories.notes, clock, publicBaseUrl: config.publicBaseUrl }),
    reactions: createNoteReactionService({ reactions: repositories.noteReactions, notes, limiter, hasher, clock }),
    cards,
    noteReports: createNoteReportService({
      reports: repositories.noteReports,
      notes: repositories.notes,
      configs,
      limiter,
      hasher,
      unitOfWork,
      clock,
    }),
    stopList,
    scheduledNotes,
    contactForwarder,
    appreciation,
    sharing: createNoteSharingService({ notes, appreciation, publicBaseUrl: config.publicBaseUrl }),
    contact: createContactService({
      messages,
      mail,
      limiter,
      contactTo: config.contactTo,
      forwarder: contactForwarder,
      unitOfWork,
      clock,
    }),
  };
}

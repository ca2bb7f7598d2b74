import { errorTypeDisplay } from '#contract/api/error-catalogue.ts';
import type { NemesisNoteSentResponse } from '#contract/forms/forms-schemas.ts';
import { noteUrl } from '#contract/notes/note-paths.ts';
import { noteSharingMessages } from '#contract/notes/note-sharing.ts';
import type { SendNoteRequest } from '#contract/notes/note-sharing.ts';
import { AppError } from '../../app-error.ts';
import type { AppreciationService } from './appreciation-service.ts';
import type { NoteService } from './note-service.ts';

/** A note's author as the session knows them: their account and its (confirmed) address. */
export interface NoteAuthor {
  id: string;
  email: string;
}

/** "Send it to them": a note's link mailed to its nemesis by its author, through Send a Nemesis Note. */
export function createNoteSharingService(deps: {
  notes: Pick<NoteService, 'findShown'>;
  appreciation: Pick<AppreciationService, 'send'>;
  publicBaseUrl: string;
}) {
  return {
    /**
     * Mails the link of the author's note `shortUuid` to its nemesis at `input.nemesisEmail`, now or held
     * for Nemesis Day, as a Nemesis Note from the author's account address, under its per-client,
     * per-recipient and per-pair limits, stop list and stop link. Throws NOTE_NOT_FOUND for a note
     * that is not theirs, NOTE_REMOVED or NOTE_UNDER_REVIEW (410) for a hidden one, and what
     * Send a Nemesis Note throws (RATE_LIMIT_EXCEEDED, RECIPIENT_STOPPED, INVALID_INPUT on the day itself).
     */
    async sendToNemesis(
      author: NoteAuthor,
      shortUuid: string,
      input: SendNoteRequest,
      client: string,
    ): Promise<NemesisNoteSentResponse> {
      const note = await deps.notes.findShown(shortUuid);
      if (note?.userId !== author.id) throw new AppError('NOTE_NOT_FOUND', errorTypeDisplay['not-found'].message);
      const { nemesisEmail, senderName, deliver, timeZone, submissionId } = input;
      return deps.appreciation.send(
        {
          nemesisName: note.nemesisName,
          nemesisEmail,
          appreciation: `${noteSharingMessages.mailText} ${noteUrl(deps.publicBaseUrl, note)}`,
          senderName,
          senderEmail: author.email,
          // The author agreed to the Terms and the Privacy Policy when they made their account.
          agree: true,
          deliver,
          timeZone,
          submissionId,
        },
        client,
        'roast',
      );
    },
  };
}

export type NoteSharingService = ReturnType<typeof createNoteSharingService>;

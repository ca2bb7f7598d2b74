import { endpoints } from '#contract/endpoints.ts';
import type { BrowserLikeClient } from './browser-like-client.ts';

/** What the wizard's first step asks about a nemesis. */
export interface NemesisDetails {
  nemesisName: string;
  nemesisAge: number;
  nemesisOccupation: string;
}

/** Writes both roasts through the API, as the wizard does; answers the body that publishes them. */
export async function writeRoasts(client: BrowserLikeClient, details: NemesisDetails, userNotes: string) {
  const { initialRoast } = await client.call(endpoints.generateInitial, { body: details });
  const { finalRoast } = await client.call(endpoints.generateFinal, { body: { ...details, userNotes, initialRoast } });
  return { ...details, userNotes, initialRoast, finalRoast };
}

/** Publishes a note through the API (both roasts, then the note, under `vanityUrl` when given), as the wizard does. */
export async function publishNote(
  client: BrowserLikeClient,
  details: NemesisDetails,
  userNotes: string,
  vanityUrl?: string,
) {
  return client.call(endpoints.createNote, { body: { ...(await writeRoasts(client, details, userNotes)), vanityUrl } });
}

/** The note the note e2e tests write: about Lex Luthor, with the author's story, under a custom URL of its own for the run started at `stamp`. */
export function lexNote(stamp: number) {
  return {
    details: { nemesisName: 'Lex Luthor', nemesisAge: 42, nemesisOccupation: 'Billionaire' },
    story: 'He stole my parking spot every single morning and then waved at me from it.',
    vanity: `lex-${stamp.toString(36)}`,
  };
}

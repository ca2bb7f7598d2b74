import { useState } from 'react';
import { isNemesisDay, localTimeZone } from '#contract/site/nemesis-day.ts';

/** The publish step's choice to seal the note until Nemesis Day, and in which time zone (the browser's unless changed). */
export interface SealChoice {
  /** Whether sealing is offered at all: not on 15 February itself in the browser's zone (the day has come). */
  offered: boolean;
  sealed: boolean;
  timeZone: string;
  setSealed(sealed: boolean): void;
  setTimeZone(zone: string): void;
  /** The zone to seal the note in, as the create request takes it; undefined to publish it open. */
  sealZone: string | undefined;
}

/** The seal choice's state for the wizard's publish step. */
export function useSealChoice(): SealChoice {
  const [sealed, setSealed] = useState(false);
  const [timeZone, setTimeZone] = useState(localTimeZone);
  const offered = !isNemesisDay(new Date(), localTimeZone());
  return { offered, sealed, timeZone, setSealed, setTimeZone, sealZone: offered && sealed ? timeZone : undefined };
}

import { useId } from 'react';
import { sealMessages } from '#contract/notes/seal-messages.ts';
import { momentInZone, upcomingNemesisDay } from '#contract/site/nemesis-day.ts';
import { TimeZoneSelect } from '../../components/time-zone-select.tsx';
import type { SealChoice } from './use-seal-choice.ts';
import './seal-choice.css';

/**
 * 'Seal until Nemesis Day': readers see a countdown until 00:00 on the next 15 February in a chosen
 * time zone (the browser's by default), then the roast. Not offered on the day itself. The moment
 * shown is the browser's preview; the server works it out again on its own clock.
 */
export function SealChoiceField({ choice, disabled }: { choice: SealChoice; disabled: boolean }) {
  const id = useId();
  if (!choice.offered) return null;
  const upcoming = upcomingNemesisDay(new Date(), choice.timeZone);
  return (
    <div className="seal-choice">
      <label className="seal-choice__toggle">
        <input
          type="checkbox"
          checked={choice.sealed}
          disabled={disabled}
          aria-describedby={`${id}-hint`}
          onChange={(event) => choice.setSealed(event.target.checked)}
        />
        {sealMessages.toggle}
      </label>
      <p className="seal-choice__hint" id={`${id}-hint`}>
        {sealMessages.toggleHint}
      </p>
      {choice.sealed && (
        <div className="seal-choice__zone">
          <label className="field__label" htmlFor={`${id}-zone`}>
            {sealMessages.timeZone}
          </label>
          <TimeZoneSelect
            id={`${id}-zone`}
            value={choice.timeZone}
            onChange={choice.setTimeZone}
            describedBy={`${id}-moment`}
          />
          <p className="seal-choice__moment" id={`${id}-moment`} aria-live="polite">
            {upcoming
              ? `${sealMessages.opens} ${momentInZone(upcoming.opensAt, choice.timeZone)}.`
              : sealMessages.alreadyNemesisDay}
          </p>
        </div>
      )}
    </div>
  );
}

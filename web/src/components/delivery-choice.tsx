import { useId } from 'react';
import { momentInZone, upcomingNemesisDay } from '#contract/site/nemesis-day.ts';
import { TimeZoneSelect } from './time-zone-select.tsx';
import './delivery-choice.css';

/** When the note goes: now, or at 09:00 on Nemesis Day in `timeZone` (the browser's unless changed). */
export interface Delivery {
  deliver: 'now' | 'nemesis-day';
  timeZone: string;
}

/**
 * 'When should it arrive?': now, or on Nemesis Day at 09:00 in a chosen time zone (theirs, ideally;
 * the browser's by default), with the moment that gives. On 15 February itself in that zone the day
 * has come: the note goes now. This is the browser's preview; the server works the moment out again
 * on its own clock.
 */
export function DeliveryChoice({ value, onChange }: { value: Delivery; onChange: (value: Delivery) => void }) {
  const id = useId();
  const upcoming = upcomingNemesisDay(new Date(), value.timeZone);
  const onTheDay = value.deliver === 'nemesis-day';
  return (
    <fieldset className="delivery-choice" aria-describedby={onTheDay ? `${id}-moment` : undefined}>
      <legend className="delivery-choice__legend">When should it arrive?</legend>
      <label className="delivery-choice__option">
        <input
          type="radio"
          name={`${id}-deliver`}
          checked={!onTheDay}
          onChange={() => onChange({ ...value, deliver: 'now' })}
        />
        Now
      </label>
      <label className="delivery-choice__option">
        <input
          type="radio"
          name={`${id}-deliver`}
          checked={onTheDay}
          onChange={() => onChange({ ...value, deliver: 'nemesis-day' })}
        />
        On Nemesis Day, 15 February
      </label>
      {onTheDay && (
        <div className="delivery-choice__zone">
          <label className="field__label" htmlFor={`${id}-zone`}>
            Time zone
          </label>
          <TimeZoneSelect
            id={`${id}-zone`}
            value={value.timeZone}
            onChange={(timeZone) => onChange({ ...value, timeZone })}
          />
          <p className="delivery-choice__moment" id={`${id}-moment`} aria-live="polite">
            {upcoming
              ? `It leaves on ${momentInZone(upcoming.deliverAt, value.timeZone)}. We e-mail you a link to cancel it until then.`
              : 'It is Nemesis Day already in this time zone: choose Now to send it today.'}
          </p>
        </div>
      )}
    </fieldset>
  );
}

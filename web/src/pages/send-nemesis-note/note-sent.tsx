import { appreciationMessages, scheduledNoteMessages } from '#contract/forms/forms-messages.ts';
import { momentInZone } from '#contract/site/nemesis-day.ts';
import { AddToCalendarLink } from '../../components/add-to-calendar-link.tsx';
import { FormResult } from '../../components/form-result.tsx';
import type { FormResultProps } from '../../components/form-result.tsx';
import type { Delivery } from '../../components/delivery-choice.tsx';

/**
 * The note has gone, or waits for Nemesis Day (with the moment it leaves, `deliverAt` as the server
 * answered it, in the zone chosen, and the calendar link): the spec's success line with the Buy a
 * Coffee link (only the success when the operator set no coffee link).
 */
export function NoteSent({
  nemesisName,
  delivery,
  deliverAt,
  coffeeUrl,
  headingRef,
  again,
}: { nemesisName: string; delivery: Delivery; deliverAt: string | undefined; coffeeUrl: string | undefined } & Pick<
  FormResultProps,
  'headingRef' | 'again'
>) {
  const held = deliverAt !== undefined;
  return (
    <FormResult
      icon="🎉"
      title={held ? 'Your Nemesis Note waits for the day' : 'Your Nemesis Note is on its way'}
      headingRef={headingRef}
      again={again}
    >
      <p className="note-sent__success">
        {coffeeUrl ? (
          <>
            {appreciationMessages.success}{' '}
            <a href={coffeeUrl} target="_blank" rel="noopener noreferrer">
              {appreciationMessages.buyCoffee}
              <span className="visually-hidden"> (opens in a new tab)</span>
            </a>
          </>
        ) : (
          appreciationMessages.successWithoutCoffee
        )}
      </p>
      <p className="note-sent__detail">
        <strong>{nemesisName}</strong> gets it by e-mail, signed with your name. One click in that e-mail stops all
        further notes to them.
      </p>
      {held && (
        <>
          <p className="note-sent__detail">
            {scheduledNoteMessages.scheduledFor}
            <strong>{momentInZone(new Date(deliverAt), delivery.timeZone)}</strong>. We e-mailed you a link that cancels
            it until then.
          </p>
          <p className="note-sent__detail">
            <AddToCalendarLink />
          </p>
        </>
      )}
    </FormResult>
  );
}

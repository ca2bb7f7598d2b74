import { appreciationMessages } from '#contract/forms/forms-messages.ts';
import { FormResult } from '../../components/form-result.tsx';
import type { FormResultProps } from '../../components/form-result.tsx';

/** The note has gone: the spec's success line with the Buy a Coffee link (only the success when the operator set no coffee link). */
export function NoteSent({
  nemesisName,
  coffeeUrl,
  headingRef,
  again,
}: { nemesisName: string; coffeeUrl: string | undefined } & Pick<FormResultProps, 'headingRef' | 'again'>) {
  return (
    <FormResult icon="🎉" title="Your Nemesis Note is on its way" headingRef={headingRef} again={again}>
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
    </FormResult>
  );
}

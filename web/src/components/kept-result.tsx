import type { ReactNode } from 'react';
import { FormResult } from './form-result.tsx';
import type { FormResultProps } from './form-result.tsx';

/** A submission kept on this device for want of a connection: what it is, and that it goes out by itself once the connection is back. */
export function KeptResult({
  what,
  headingRef,
  again,
}: { what: ReactNode } & Pick<FormResultProps, 'headingRef' | 'again'>) {
  return (
    <FormResult icon="📡" title="Saved until the connection is back" headingRef={headingRef} again={again}>
      <p>
        {what} is kept on this device and will be sent as soon as the connection is back. If you close this page first,
        it goes out the next time you open Nemesis Day.
      </p>
    </FormResult>
  );
}

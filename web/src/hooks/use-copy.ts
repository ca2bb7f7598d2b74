import { useEffect, useState } from 'react';

/** How long 'Copied!' shows (spec §9). */
const copiedConfirmationMs = 2000;

/** A Copy action: 'copied' for 2 seconds after it worked, 'failed' when the clipboard refused. */
export interface CopyAction {
  state: 'idle' | 'copied' | 'failed';
  copy: (text: string) => Promise<boolean>;
}

/** Copies text to the clipboard; the 'copied' state lasts copiedConfirmationMs. */
export function useCopy(): CopyAction {
  const [state, setState] = useState<CopyAction['state']>('idle');
  useEffect(() => {
    if (state !== 'copied') return;
    const timer = setTimeout(() => setState('idle'), copiedConfirmationMs);
    return () => clearTimeout(timer);
  }, [state]);
  const copy = async (text: string) => {
    try {
      await navigator.clipboard.writeText(text);
      setState('copied');
      return true;
    } catch {
      setState('failed');
      return false;
    }
  };
  return { state, copy };
}

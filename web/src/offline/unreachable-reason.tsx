import { useOnline } from './use-online.ts';

/** Why the device's copy is on screen: no connection at all, or a server that does not answer. */
export function UnreachableReason() {
  return useOnline() ? 'The server cannot be reached right now.' : 'You are offline.';
}

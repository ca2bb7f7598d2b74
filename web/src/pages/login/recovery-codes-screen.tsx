import { RecoveryCodesPanel } from '../../components/recovery-codes-panel.tsx';
import { FlowScreen } from './flow-screen.tsx';

/** After a first second factor was set up during sign-in: the recovery codes, once, then on to the account. */
export function RecoveryCodesScreen({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  return (
    <FlowScreen title="Save Your Recovery Codes">
      <RecoveryCodesPanel codes={codes} doneLabel="Continue" onDone={onDone} />
    </FlowScreen>
  );
}

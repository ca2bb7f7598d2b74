import { EmailLines } from '../email-lines.tsx';
import './message-cells.css';

/** Who sent or got a message: the name they gave, their address beneath it. */
export function NameAndEmail({ name, email }: { name: string; email: string }) {
  return (
    <>
      {name}
      <span className="messages-page__muted">
        <EmailLines email={email} />
      </span>
    </>
  );
}

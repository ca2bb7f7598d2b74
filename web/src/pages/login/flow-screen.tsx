import { useEffect, useRef } from 'react';
import type { ReactNode } from 'react';
import './flow-screen.css';

/** One step of the sign-in flow: its heading (focused when it appears), its content and a way back (none once signed in). */
export function FlowScreen({ title, onBack, children }: { title: string; onBack?: () => void; children: ReactNode }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <div className="flow-screen">
      <h2 ref={heading} tabIndex={-1} className="flow-screen__title">
        {title}
      </h2>
      {children}
      {onBack && (
        <button type="button" className="link-button" onClick={onBack}>
          Back to Sign In
        </button>
      )}
    </div>
  );
}

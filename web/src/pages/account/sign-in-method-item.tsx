import type { ReactNode } from 'react';
import './sign-in-method-item.css';

/**
 * One way to sign in, in the Security section's list: its name, whether it is on (and since when),
 * its actions, and the panel an action opens (set-up, password check). Every method renders one.
 */
export function SignInMethodItem({
  name,
  status,
  on,
  actions,
  children,
}: {
  name: string;
  status: string;
  on: boolean;
  actions?: ReactNode;
  children?: ReactNode;
}) {
  return (
    <li className="sign-in-method">
      <div className="sign-in-method__row">
        <div className="sign-in-method__details">
          <p className="sign-in-method__name">{name}</p>
          <p className={on ? 'sign-in-method__status sign-in-method__status--on' : 'sign-in-method__status'}>
            {status}
          </p>
        </div>
        {actions && <div className="sign-in-method__buttons">{actions}</div>}
      </div>
      {children}
    </li>
  );
}

import { useEffect, useRef, useState } from 'react';
import { Link, NavLink, useLocation, useNavigate } from 'react-router-dom';
import { adminHome, spaRoutes } from '#contract/site/spa-routes.ts';
import { useSession } from '../auth/session-context.ts';
import { useSignOut } from '../auth/use-sign-out.ts';
import { Alert } from './alert.tsx';
import { Emoji } from './emoji.tsx';
import './nav-bar.css';

const links = [
  { to: spaRoutes.famousNemesises, label: 'Famous Nemesises' },
  { to: spaRoutes.sendNemesisNote, label: 'Send a Nemesis Note' },
  { to: spaRoutes.faq, label: 'FAQ' },
  { to: spaRoutes.contact, label: 'Contact' },
];

/**
 * The top navigation (spec §2 Shell); folds into a menu button on small screens. Signed out it
 * offers Login; signed in, Admin (admins only), My Account and Sign Out; while the session is
 * unknown (on the server, and until the check answers), an invisible stand-in holds Login's place.
 */
export function NavBar() {
  const { pathname } = useLocation();
  // The menu belongs to the page it was opened on, so it closes in the same render that shows the next page.
  const [openOn, setOpenOn] = useState<string>();
  const open = openOn === pathname;
  const navigate = useNavigate();
  const session = useSession();
  const signOut = useSignOut();
  const header = useRef<HTMLElement>(null);

  // The page scrolls what takes focus to just under the bar (styles.css), however tall it is now (its menu open, an alert in it).
  useEffect(() => {
    const bar = header.current;
    if (!bar) return;
    const observer = new ResizeObserver(() =>
      document.documentElement.style.setProperty('--nav-height', `${bar.getBoundingClientRect().height}px`),
    );
    observer.observe(bar);
    return () => observer.disconnect();
  }, []);

  const onSignOut = async () => {
    if (!(await signOut.signOut())) return;
    setOpenOn(undefined);
    navigate(spaRoutes.home);
  };

  return (
    <header ref={header} className="nav">
      <div className="nav__bar">
        <Link to={spaRoutes.home} className="nav__brand">
          <span aria-hidden="true">
            <Emoji emoji="⚡" />
          </span>{' '}
          Nemesis Day
        </Link>
        <button
          type="button"
          className="nav__toggle"
          aria-expanded={open}
          aria-controls="nav-menu"
          onClick={() => setOpenOn(open ? undefined : pathname)}
        >
          <span className="visually-hidden">Menu</span>
          <span aria-hidden="true">{open ? '✕' : '☰'}</span>
        </button>
      </div>
      <nav id="nav-menu" aria-label="Main" className={open ? 'nav__menu nav__menu--open' : 'nav__menu'}>
        {links.map((link) => (
          <NavLink key={link.to} to={link.to} className="nav__link">
            {link.label}
          </NavLink>
        ))}
        {session.status === 'loading' && (
          // Most visitors are signed out: keeping Login's width, the links do not move when it comes.
          <span className="nav__link nav__link--action nav__link--unknown" aria-hidden="true">
            Login
          </span>
        )}
        {session.status === 'signed-out' && (
          <NavLink to={spaRoutes.login} className="nav__link nav__link--action">
            Login
          </NavLink>
        )}
        {session.status === 'signed-in' && (
          <>
            {session.claims?.isAdmin && (
              <NavLink to={adminHome} className="nav__link">
                Admin
              </NavLink>
            )}
            <NavLink to={spaRoutes.account} className="nav__link">
              My Account
            </NavLink>
            <button
              type="button"
              className="nav__link nav__link--action nav__button"
              onClick={() => void onSignOut()}
              disabled={signOut.pending}
            >
              {signOut.pending ? 'Signing out…' : 'Sign Out'}
            </button>
          </>
        )}
      </nav>
      {signOut.error && (
        <div className="nav__alert">
          <Alert onDismiss={signOut.dismiss}>{signOut.error}</Alert>
        </div>
      )}
    </header>
  );
}

import { useCallback, useEffect, useRef, useState } from 'react';
import './account-sections-nav.css';

/** The account page's groups of sections, in page order: the nav's links and the anchors they jump to. */
export const accountSections = [
  { id: 'notes', label: 'Notes' },
  { id: 'security', label: 'Security' },
  { id: 'tokens', label: 'Tokens' },
  { id: 'account-settings', label: 'Account' },
] as const;

/** An account section's id (its anchor, `/account#security`). */
export type AccountSectionId = (typeof accountSections)[number]['id'];

// The group read now: the last one whose top has passed just under the sticky bars.
function groupInView(): AccountSectionId {
  const line = (document.querySelector('.account-nav')?.getBoundingClientRect().bottom ?? 0) + 24;
  let current: AccountSectionId = accountSections[0].id;
  for (const { id } of accountSections) {
    const top = document.getElementById(id)?.getBoundingClientRect().top;
    if (top !== undefined && top <= line) current = id;
  }
  return current;
}

// What a reader does to scroll by themselves: the group they chose from the bar stays marked until then.
const scrollingByHand = ['wheel', 'touchstart', 'keydown'] as const;

/**
 * The account page's section links, kept in view under the site's nav bar as the long page scrolls
 * (on a phone it is several screens tall), the group being read marked. A link is an in-page anchor,
 * so /account#security opens at Security too, once the page has drawn. The group chosen (a link, or
 * the address's anchor) stays marked while the page scrolls there and its sections load, even where
 * the page ends before that group can reach the bar; the reader's own scrolling marks groups again.
 */
export function AccountSectionsNav() {
  const [current, setCurrent] = useState<AccountSectionId>(accountSections[0].id);
  const chosen = useRef<AccountSectionId | undefined>(undefined);
  const choose = useCallback((id: AccountSectionId) => {
    chosen.current = id;
    setCurrent(id);
  }, []);

  useEffect(() => {
    const update = () => {
      if (chosen.current === undefined) setCurrent(groupInView());
    };
    const release = () => (chosen.current = undefined);
    update();
    window.addEventListener('scroll', update, { passive: true });
    window.addEventListener('resize', update);
    for (const type of scrollingByHand) window.addEventListener(type, release, { passive: true });
    return () => {
      window.removeEventListener('scroll', update);
      window.removeEventListener('resize', update);
      for (const type of scrollingByHand) window.removeEventListener(type, release);
    };
  }, []);

  // Opened at an anchor: the page drew after the browser looked for it.
  useEffect(() => {
    const target = accountSections.find(({ id }) => `#${id}` === window.location.hash);
    if (!target) return;
    choose(target.id);
    document.getElementById(target.id)?.scrollIntoView();
  }, [choose]);

  return (
    <nav className="account-nav" aria-label="Account sections">
      <ul className="account-nav__list">
        {accountSections.map(({ id, label }) => (
          <li key={id}>
            <a
              className="account-nav__link"
              href={`#${id}`}
              aria-current={current === id ? 'location' : undefined}
              onClick={() => choose(id)}
            >
              {label}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}

import { useEffect, useState } from 'react';
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

/**
 * The account page's section links, kept in view under the site's nav bar as the long page scrolls
 * (on a phone it is several screens tall), the group being read marked. A link is an in-page anchor,
 * so /account#security opens at Security too, once the page has drawn.
 */
export function AccountSectionsNav() {
  const [current, setCurrent] = useState<AccountSectionId>(accountSections[0].id);

  useEffect(() => {
    const update = () => setCurrent(groupInView());
    update();
    window.addEventListener('scroll', update, { passive: true });
    window.addEventListener('resize', update);
    return () => {
      window.removeEventListener('scroll', update);
      window.removeEventListener('resize', update);
    };
  }, []);

  // Opened at an anchor: the page drew after the browser looked for it.
  useEffect(() => {
    const target = accountSections.find(({ id }) => `#${id}` === window.location.hash);
    if (target) document.getElementById(target.id)?.scrollIntoView();
  }, []);

  return (
    <nav className="account-nav" aria-label="Account sections">
      <ul className="account-nav__list">
        {accountSections.map(({ id, label }) => (
          <li key={id}>
            <a
              className="account-nav__link"
              href={`#${id}`}
              aria-current={current === id ? 'location' : undefined}
              onClick={() => setCurrent(id)}
            >
              {label}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}

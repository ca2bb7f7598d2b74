import { Link } from 'react-router-dom';
import { spaRoutes } from '#contract/site/spa-routes.ts';
import { useSession } from '../../auth/session-context.ts';
import { useDocumentTitle } from '../../hooks/use-document-title.ts';
import { AddToCalendarLink } from '../../components/add-to-calendar-link.tsx';
import { useCountdown } from './use-countdown.ts';
import { Emoji } from '../../components/emoji.tsx';
import './home-page.css';

/** Home: the date, the countdown, an intro and the call to action (to the wizard when signed in, else to Login). */
export function HomePage() {
  useDocumentTitle('Nemesis Day');
  const countdown = useCountdown();
  const signedIn = useSession().status === 'signed-in';
  return (
    <section className="home">
      <p className="home__eyebrow">Nemesis Day</p>
      <h1 className="home__title">February 15th</h1>
      {/* Until the browser has worked it out, the pill keeps its place, invisible, so nothing moves when it comes. */}
      <p className={countdown ? 'home__countdown' : 'home__countdown home__countdown--pending'} aria-live="polite">
        {countdown ?? '\u00a0'}
      </p>
      <p className="home__calendar">
        <AddToCalendarLink />
      </p>
      <p className="home__intro">
        Valentine&apos;s Day is for the people you love. The very next day is for the one who keeps you up at night: the
        rival who beat you to the promotion, the neighbour with the better lawn, the friend who always wins at board
        games. A good nemesis makes you sharper, so on Nemesis Day we honour them with a roast.
      </p>
      <div className="home__cta">
        <Link to={signedIn ? spaRoutes.createNote : spaRoutes.login} className="button button--primary button--big">
          {/* One line of text, the emoji its first word, so a narrow screen wraps them together. */}
          <span>
            <Emoji emoji="👿" /> Create Your Nemesis Note
          </span>
        </Link>
        <p className="home__helper">
          {signedIn ? 'Generate an AI-powered roast about your nemesis!' : 'Login required to create notes'}
        </p>
      </div>
      <nav className="home__links" aria-label="More Nemesis Day">
        <Link to={spaRoutes.sendNemesisNote}>Send them a Nemesis Note!</Link>
        <Link to={spaRoutes.faq}>Read the FAQ</Link>
        <Link to={spaRoutes.famousNemesises}>Meet the Famous Nemesises</Link>
      </nav>
    </section>
  );
}

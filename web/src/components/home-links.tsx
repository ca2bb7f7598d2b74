import { Link } from 'react-router-dom';
import { spaRoutes } from '#contract/site/spa-routes.ts';

/** The ways on from a dead end (a missing page, a closed door): Go Home first, then Create a Nemesis Note. */
export function HomeLinks() {
  return (
    <>
      <Link to={spaRoutes.home} className="button button--primary">
        Go Home
      </Link>
      <Link to={spaRoutes.createNote} className="button">
        Create a Nemesis Note
      </Link>
    </>
  );
}

import { Link } from 'react-router-dom';
import { spaRoutes } from '#contract/site/spa-routes.ts';
import './footer.css';

/** Site footer: the legal links. */
export function Footer() {
  return (
    <footer className="footer">
      <nav aria-label="Legal">
        <Link to={spaRoutes.termsOfUse}>Terms of Use</Link>
        <Link to={spaRoutes.privacyPolicy}>Privacy Policy</Link>
      </nav>
      <p className="footer__note">Nemesis Day · 15 February · Keep your friends close and your nemesis closer.</p>
    </footer>
  );
}

import { useDocumentTitle } from '../../hooks/use-document-title.ts';
import { NemesisCarousel } from './nemesis-carousel.tsx';
import { nemesisPairs } from './nemesis-pairs.ts';
import './famous-nemesises-page.css';

/** Famous Nemesises: the intro and the carousel of ten rivalries. */
export function FamousNemesisesPage() {
  useDocumentTitle('Famous Nemesises · Nemesis Day');
  return (
    <section className="famous">
      <h1>Famous Nemesises</h1>
      <p className="famous__intro">
        A good nemesis makes you stronger, push harder and improve yourself... History and fiction are full of rivals
        who made each other legendary. Here are ten of our favourites.
      </p>
      <NemesisCarousel pairs={nemesisPairs} />
    </section>
  );
}

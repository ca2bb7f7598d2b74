import { LegalPage } from './legal-page.tsx';
import { TermsOfUseSections } from './terms-of-use-sections.tsx';

/** Terms of Use. */
export function TermsOfUsePage() {
  return (
    <LegalPage title="Terms of Use">
      <TermsOfUseSections />
    </LegalPage>
  );
}

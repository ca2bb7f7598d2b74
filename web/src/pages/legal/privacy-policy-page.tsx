import { LegalPage } from './legal-page.tsx';
import { PrivacyPolicySections } from './privacy-policy-sections.tsx';

/** Privacy Policy. */
export function PrivacyPolicyPage() {
  return (
    <LegalPage title="Privacy Policy">
      <PrivacyPolicySections />
    </LegalPage>
  );
}

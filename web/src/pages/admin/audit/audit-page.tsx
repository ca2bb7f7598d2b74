import { AdminSectionHeader } from '../admin-section-header.tsx';
import { adminSections } from '../admin-sections.ts';

const section = adminSections.find((item) => item.path === '/admin/audit')!;

/** Placeholder until the section is built. */
export function AuditPage() {
  return <AdminSectionHeader title={section.label} description={section.description} />;
}

import { AdminSectionHeader } from '../admin-section-header.tsx';
import { adminSections } from '../admin-sections.ts';

const section = adminSections.find((item) => item.path === '/admin/users')!;

/** Placeholder until the section is built. */
export function UsersPage() {
  return <AdminSectionHeader title={section.label} description={section.description} />;
}

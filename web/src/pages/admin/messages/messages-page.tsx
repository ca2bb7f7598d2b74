import { AdminSectionHeader } from '../admin-section-header.tsx';
import { adminSections } from '../admin-sections.ts';

const section = adminSections.find((item) => item.path === '/admin/messages')!;

/** Placeholder until the section is built. */
export function MessagesPage() {
  return <AdminSectionHeader title={section.label} description={section.description} />;
}

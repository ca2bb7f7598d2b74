import { adminHome } from '#contract/site/spa-routes.ts';

/** One part of the admin panel: where it is, its name in the sidebar and breadcrumb, and what it is for. */
export interface AdminSection {
  path: string;
  label: string;
  description: string;
}

/** The admin panel's sections in sidebar order: the spec's four, then Moderation, Notes, Messages, Audit and Health. */
export const adminSections: readonly AdminSection[] = [
  { path: adminHome, label: 'Overview', description: 'The state of the site at a glance.' },
  {
    path: '/admin/bedrock',
    // The spec's 'Bedrock Models' manages every provider here (decisions.md): Ollama, OpenAI-compatible, Bedrock, built-in.
    label: 'AI Models',
    description: 'Choose and test the AI model that writes every roast, and tune its settings.',
  },
  {
    path: '/admin/prompts',
    label: 'Prompt Management',
    description: 'Write, try, compare and activate versions of the roast prompts.',
  },
  {
    path: '/admin/users',
    label: 'User Management',
    description: 'Find users, see their details, disable or enable them and manage admins.',
  },
  {
    path: '/admin/moderation',
    label: 'Moderation',
    description:
      'Reported notes: read them, then dismiss the reports, hide, restore or delete the note, or disable its author.',
  },
  {
    path: '/admin/notes',
    label: 'Notes',
    description:
      'Every note, newest first: find one by nemesis name, author e-mail or short id, and hide, restore or delete it, reported or not.',
  },
  {
    path: '/admin/messages',
    label: 'Messages',
    description: 'Contact messages, appreciation notes and the mail outbox.',
  },
  {
    path: '/admin/audit',
    label: 'Audit',
    description: 'Every change an admin made: who, when, what, before and after.',
  },
  {
    path: '/admin/health',
    label: 'Health',
    description:
      'What nemesis health shows: the database, the mail waiting to go, the last backup and whether each AI provider answers.',
  },
];

/** The section a path belongs to (the overview for /admin itself). */
export function sectionOf(pathname: string): AdminSection | undefined {
  const path = pathname.replace(/\/+$/, '') || adminHome;
  return adminSections.find((section) =>
    section.path === adminHome ? path === adminHome : path === section.path || path.startsWith(`${section.path}/`),
  );
}

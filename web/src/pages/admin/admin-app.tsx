import { Navigate, Route, Routes } from 'react-router-dom';
import { adminHome } from '#contract/site/spa-routes.ts';
import { lazyPage } from '../../app/lazy-page.ts';
import { AdminGate } from './admin-gate.tsx';
import { AdminLayout } from './admin-layout.tsx';
import { AdminOverviewPage } from './overview/admin-overview-page.tsx';

// Each section is its own chunk: an admin opening Users does not wait for the prompt editor.
const AuditPage = lazyPage(() => import('./audit/audit-page.tsx'), 'AuditPage');
const HealthPage = lazyPage(() => import('./health/health-page.tsx'), 'HealthPage');
const MessagesPage = lazyPage(() => import('./messages/messages-page.tsx'), 'MessagesPage');
const ModerationPage = lazyPage(() => import('./moderation/moderation-page.tsx'), 'ModerationPage');
const ModelsPage = lazyPage(() => import('./models/models-page.tsx'), 'ModelsPage');
const NotesPage = lazyPage(() => import('./notes/notes-page.tsx'), 'NotesPage');
const PromptsPage = lazyPage(() => import('./prompts/prompts-page.tsx'), 'PromptsPage');
const UsersPage = lazyPage(() => import('./users/users-page.tsx'), 'UsersPage');

/** The admin panel (/admin/*, its own chunk: nobody else downloads it): the gate, the frame, one route per section; unknown subpaths go to the overview. */
export function AdminApp() {
  return (
    <AdminGate>
      <Routes>
        <Route element={<AdminLayout />}>
          <Route index element={<AdminOverviewPage />} />
          <Route path="bedrock" element={<ModelsPage />} />
          <Route path="prompts" element={<PromptsPage />} />
          <Route path="users" element={<UsersPage />} />
          <Route path="moderation" element={<ModerationPage />} />
          <Route path="notes" element={<NotesPage />} />
          <Route path="messages" element={<MessagesPage />} />
          <Route path="audit" element={<AuditPage />} />
          <Route path="health" element={<HealthPage />} />
          <Route path="*" element={<Navigate to={adminHome} replace />} />
        </Route>
      </Routes>
    </AdminGate>
  );
}

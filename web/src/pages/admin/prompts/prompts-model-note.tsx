import { Link } from 'react-router-dom';
import { adminEndpoints } from '#contract/admin/admin-endpoints.ts';
import { useEndpoint } from '../../../api/use-endpoint.ts';
import { AdminAlert } from '../admin-alert.tsx';

/**
 * Says when the active model does not read prompts (the built-in roaster writes from the nemesis's
 * details and the story alone), so an edit that changes no roast is no mystery. Nothing while the model
 * is unknown or reads them.
 */
export function PromptsModelNote() {
  const models = useEndpoint(adminEndpoints.adminModels);
  const active = models.data?.activeModel;
  if (!active?.startsWith('builtin/')) return null;
  return (
    <AdminAlert heading="The active model does not read prompts" tone="info">
      <p>
        The roasts are written by <code>{active}</code>, the built-in roaster (no AI model): it works from the
        nemesis&apos;s details and the story, not from these prompts. What you save here is used once an AI model is
        active: choose one in <Link to="/admin/bedrock">AI Models</Link>.
      </p>
    </AdminAlert>
  );
}

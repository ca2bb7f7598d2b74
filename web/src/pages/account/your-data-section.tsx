import { endpoints } from '#contract/endpoints.ts';
import { callEndpoint } from '../../api/use-endpoint.ts';
import { useWrite } from '../../api/use-write.ts';
import { CallError } from '../../components/call-error.tsx';
import './account-page.css';

/** Saves `data` as a JSON file named `name` through the browser's download. */
function saveJson(data: unknown, name: string): void {
  const url = URL.createObjectURL(new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.click();
  // After the click has handed the file to the browser.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/** Your Data: Download My Data saves everything kept about the account (notes, views, reactions, sessions) as one JSON file. */
export function YourDataSection() {
  const download = useWrite(async () => {
    const data = await callEndpoint(endpoints.exportAccount);
    saveJson(data, `nemesis-day-data-${data.exportedAt.slice(0, 10)}.json`);
  });
  return (
    <section className="card account__section" aria-labelledby="your-data-title">
      <h2 id="your-data-title">Your Data</h2>
      <p className="account__text">
        Download a copy of what Nemesis Day keeps about you: your account, your nemesis notes with both roasts, the
        notes you viewed, your reactions, where you are signed in and your last sign-ins. It is one JSON file; no
        password or code is in it.
      </p>
      {download.error && <CallError inline error={download.error} onDismiss={download.reset} />}
      <button type="button" className="button" disabled={download.isPending} onClick={() => download.mutate()}>
        {download.isPending ? 'Preparing…' : 'Download My Data'}
      </button>
    </section>
  );
}

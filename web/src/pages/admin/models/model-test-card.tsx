import { useState } from 'react';
import { adminEndpoints } from '#contract/admin/admin-endpoints.ts';
import { sampleNemesis } from '#contract/admin/admin-schemas.ts';
import type { ModelSettings } from '#contract/ai/model-settings.ts';
import { streamRoast } from '../../../api/stream-roast.ts';
import { useRoastStream } from '../../../hooks/use-roast-stream.ts';
import { LabRoast } from '../lab-roast.tsx';
import './models-page.css';

/**
 * Test the Selected Model: a short first roast of the sample nemesis, streamed, written by the chosen
 * model with the form's settings, saved or not, before anyone else meets them. Nothing is saved.
 */
export function ModelTestCard({ modelId, settings }: { modelId: string; settings: ModelSettings }) {
  const test = useRoastStream();
  const [testedModel, setTestedModel] = useState('');
  const runTest = () => {
    const body = { modelId, modelSettings: settings };
    setTestedModel(modelId);
    test.start(JSON.stringify(body), (onDelta, signal) =>
      streamRoast(adminEndpoints.adminTestModel, { body }, onDelta, signal),
    );
  };
  return (
    <section className="card models-page__test" aria-labelledby="model-test-title">
      <h2 id="model-test-title">Test the Selected Model</h2>
      <p>
        Writes a short first roast of the sample nemesis ({sampleNemesis.nemesisName}, {sampleNemesis.nemesisAge},{' '}
        {sampleNemesis.nemesisOccupation}) with <strong className="models-page__test-model">{modelId}</strong> and the
        settings above, saved or not. Nothing is saved or published.
      </p>
      <LabRoast
        stream={test}
        startLabel="Test"
        title={`Sample roast from ${testedModel}`}
        waitingText="Writing a sample roast…"
        onStart={runTest}
      />
    </section>
  );
}

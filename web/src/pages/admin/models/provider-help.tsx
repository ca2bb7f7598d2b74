import './models-page.css';

/** Each provider an operator can add, and the settings that add it. */
const providers = [
  {
    name: 'Ollama',
    settings: ['OLLAMA_HOST'],
    how: 'the address of an Ollama server, such as http://127.0.0.1:11434 (without it, Ollama is only looked for there)',
  },
  {
    name: 'An OpenAI-compatible server',
    settings: ['OPENAI_BASE_URL', 'OPENAI_API_KEY'],
    how: 'OpenAI itself with a key alone, or the address of vLLM, a llama.cpp server or LM Studio',
  },
  {
    name: 'AWS Bedrock',
    settings: ['AWS_REGION'],
    how: 'the region, with AWS credentials where the AWS SDK finds them (environment, profile or role)',
  },
] as const;

/** How a provider is added: which settings of the server's environment (or its .env file) turn each on, and that a restart applies them. */
export function ProviderHelp() {
  return (
    <details className="card models-page__help">
      <summary>
        <h2>Add a provider</h2>
      </summary>
      <p>
        The built-in roaster (no AI model) is always on. Each other provider is turned on by a setting of the
        server&apos;s environment or its <code>.env</code> file; restart the server to apply a change.
      </p>
      <dl className="models-page__providers">
        {providers.map((provider) => (
          <div key={provider.name}>
            <dt>{provider.name}</dt>
            <dd>
              {provider.settings.map((setting, index) => (
                <span key={setting}>
                  {index > 0 && ' and '}
                  <code>{setting}</code>
                </span>
              ))}
              : {provider.how}.
            </dd>
          </div>
        ))}
      </dl>
    </details>
  );
}

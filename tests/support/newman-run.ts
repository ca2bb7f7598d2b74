import { createRequire } from 'node:module';

/** One request of a Newman run, as it went and came back. */
export interface NewmanCall {
  /** The collection item's name: the operation, or the variation Portman made of it. */
  name: string;
  method: string;
  url: string;
  /** The start of the body it sent, as it went (variables resolved). */
  sent: string;
  /** Undefined when no answer came (the request error is in `failures`). */
  status?: number;
  /** The start of the answer's body. */
  answer: string;
  /** Its Location header, if it has one. */
  location?: string;
  /** Prism's `sl-violations` header, parsed: what in the answer breaks the document. */
  violations: { location: string[]; severity: string; message: string }[];
  /** The collection's tests that failed, and a request that got no answer. */
  failures: string[];
}

// The parts of Newman's run summary read here (Newman ships no types).
type Header = { key: string; value: string };
type Execution = {
  item: { name: string };
  request: { method: string; url: { toString(): string }; body?: { toString(): string } };
  response?: { code: number; headers: { all(): Header[] }; text(): string };
  requestError?: Error;
  assertions?: { assertion: string; error?: Error }[];
};
type Newman = {
  run(options: object, callback: (error: Error | null, summary: { run: { executions: Execution[] } }) => void): void;
};

const newman = createRequire(import.meta.url)('newman') as Newman;

/** Runs the collection at `collection` with Newman and the `variables` given, following no redirect; answers every request it made. */
export async function runNewman(collection: string, variables: Record<string, string>): Promise<NewmanCall[]> {
  const summary = await new Promise<{ run: { executions: Execution[] } }>((resolve, reject) =>
    newman.run(
      {
        collection,
        envVar: Object.entries(variables).map(([key, value]) => ({ key, value })),
        reporters: [],
        ignoreRedirects: true,
        timeoutRequest: 20_000,
      },
      (error, result) => (error ? reject(error) : resolve(result)),
    ),
  );
  return summary.run.executions.map(({ item, request, response, requestError, assertions = [] }) => {
    const header = (name: string) => response?.headers.all().find(({ key }) => key.toLowerCase() === name)?.value;
    const violations = header('sl-violations');
    return {
      name: item.name,
      method: request.method,
      url: request.url.toString(),
      sent: request.body?.toString().slice(0, 300) ?? '',
      status: response?.code,
      answer: response?.text().slice(0, 300) ?? '',
      location: header('location'),
      violations: violations ? JSON.parse(violations) : [],
      failures: [
        ...(requestError ? [`no answer: ${requestError.message}`] : []),
        ...assertions.filter(({ error }) => error).map(({ assertion, error }) => `${assertion}: ${error!.message}`),
      ],
    };
  });
}

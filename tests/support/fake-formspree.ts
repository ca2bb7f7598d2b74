import { sendJson, startFakeHttp } from './fake-model-server.ts';
import type { FakeModelServer } from './fake-model-server.ts';

/** One error of a Formspree refusal, as its API lists them. */
export interface FormspreeError {
  code: string;
  field?: string;
  message: string;
}

/** A fake Formspree; `errors` is what it refuses with while its behaviour is 'fail'. */
export interface FakeFormspree extends FakeModelServer {
  errors: FormspreeError[];
}

/**
 * A fake Formspree speaking its wire protocol: a JSON POST to /f/{formId} with `Accept: application/json`
 * is answered `{ next, ok }` (behaviour 'answer'), `{ error, errors }` with status 422 ('fail'), or the
 * connection is dropped ('break'). Listens on `port` when given (to bring a server up where one was down).
 */
export async function startFakeFormspree(port = 0): Promise<FakeFormspree> {
  const fake = await startFakeHttp(
    async (request, response, recorded, state) => {
      if (state.behaviour === 'break') return void response.socket?.destroy();
      if (request.method !== 'POST' || !/^\/f\/[\w-]+$/.test(recorded.path)) {
        return sendJson(response, 404, {
          error: 'Form not found',
          errors: [{ code: 'FORM_NOT_FOUND', message: 'Form not found' }],
        });
      }
      if (state.behaviour === 'fail')
        return sendJson(response, 422, { error: 'Validation errors', errors: (state as FakeFormspree).errors });
      sendJson(response, 200, { next: '/thanks?language=en', ok: true });
    },
    '',
    port,
  );
  return Object.assign(fake, { errors: [{ code: 'TYPE_EMAIL', field: 'email', message: 'should be an email' }] });
}

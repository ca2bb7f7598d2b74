/** What a response tells its caller, beyond the moment it was sent and the values of its cookies. */
export interface AnswerShape {
  status: number;
  headers: Record<string, string>;
  /** Each Set-Cookie line with its value left out: the cookie's name and attributes. */
  cookies: string[];
  body: unknown;
}

/**
 * The shape of a JSON response, to compare two answers for an oracle: its Date and its body's
 * timestamp left out, and each text of `hidden` (a masked address, say) replaced by `…` in the body.
 */
export async function answerShape(response: Response, hidden: string[] = []): Promise<AnswerShape> {
  const headers = Object.fromEntries(
    [...response.headers].filter(([name]) => name !== 'date' && name !== 'set-cookie'),
  );
  const cookies = response.headers.getSetCookie().map((line) => line.replace(/=[^;]*/, '=…'));
  const text = hidden.reduce((body, value) => body.replaceAll(value, '…'), await response.text());
  const body = JSON.parse(text) as Record<string, unknown>;
  delete body.timestamp;
  return { status: response.status, headers, cookies, body };
}

import { Option } from 'commander';
import type { Command } from 'commander';
import { Box } from 'ink';
import { Text } from '../ui/text.tsx';
import { hostname } from 'node:os';
import type { SignInResponse, SignInStep } from '#contract/auth/auth-schemas.ts';
import { accountLimits } from '#contract/auth/account-limits.ts';
import { deviceLoginLimits } from '#contract/auth/device-login.ts';
import { mfaTypeHints, mfaTypeLabels } from '#contract/auth/mfa-types.ts';
import { endpoints } from '#contract/endpoints.ts';
import { CliError } from '../cli-error.ts';
import { anonymousConnection, serverUrl, signedInConnection, tokenConnection } from '../session/connection.ts';
import { cookieJarFetch } from '../session/cookie-jar-fetch.ts';
import { credentialStore } from '../session/credential-store.ts';
import { shortTime } from '../ui/short-time.ts';
import { terminal } from '../ui/terminal.tsx';
import { terminalSafe } from '../ui/terminal-safe.ts';
import { apiCommand } from './api-command.ts';
import type { ApiOptions } from './api-command.ts';

/** A question the CLI asks at a step: its text, whether the answer is hidden, and what to send for a reply (undefined: ask again). */
interface Question {
  text: string;
  secret?: boolean;
  reply?: (typed: string) => string | undefined;
}

/** Which second factor to use, by number, in the words the web's choice uses. */
function mfaChoice(answer: SignInResponse): Question {
  const types = answer.nextStep.allowedMfaTypes ?? [];
  const choices = types.map((type, index) => `  ${index + 1}. ${mfaTypeLabels[type]}: ${mfaTypeHints[type]}`);
  return {
    text: ['How do you want to confirm it is you?', ...choices, `Type 1 to ${types.length}:`].join('\n'),
    reply: (typed) => types[Number(typed.trim()) - 1],
  };
}

// The steps a sign-in can stop at that the CLI answers at its prompt, with the question it asks.
const questions: Partial<Record<SignInStep, (answer: SignInResponse) => Question>> = {
  CONFIRM_SIGN_IN_WITH_TOTP_CODE: () => ({ text: 'Code from your authenticator app:' }),
  CONFIRM_SIGN_IN_WITH_EMAIL_CODE: (answer) => ({
    text: `Code sent to ${answer.nextStep.codeDeliveryDetails?.destination ?? 'your e-mail'}:`,
  }),
  CONTINUE_SIGN_IN_WITH_MFA_SELECTION: mfaChoice,
  CONFIRM_SIGN_IN_WITH_NEW_PASSWORD_REQUIRED: () => ({
    text: 'Your account needs a new password. New password:',
    secret: true,
  }),
};

/** Adds `nemesis login`, `logout` and `whoami`. */
export function addSessionCommands(program: Command): void {
  apiCommand(program, 'login', 'log in to a server and keep a personal access token for it (never your password)', [
    'nemesis login --url https://nemesis.example.com',
    'nemesis login --web',
  ])
    .addOption(new Option('--email <email>', 'your e-mail (asked if not given)').env('NEMESIS_EMAIL'))
    .addOption(
      new Option('--web', 'approve this login in a browser where you are signed in, instead of typing a password').env(
        'NEMESIS_LOGIN_WEB',
      ),
    )
    .action(async (options: ApiOptions & { email?: string; web?: boolean }) => {
      const url = serverUrl(options.url);
      const created = options.web ? await webLogin(url, options) : await passwordLogin(url, options.email);
      const store = credentialStore();
      store.save(url, {
        email: created.email,
        token: created.token,
        tokenId: created.id,
        createdAt: created.createdAt,
      });
      const claims = await tokenConnection(url, created.token).call(endpoints.session);
      if (options.json) return terminal.printJson(claims);
      terminal.print(
        <Box flexDirection="column">
          <Text>
            <Text color="green">✓</Text> Logged in to {url} as <Text bold>{claims.email}</Text>
            {claims.isAdmin ? ' (admin)' : ''}.
          </Text>
          {!claims.isAdmin && (
            <Text color="yellow">This account is not an admin: the admin commands will be refused.</Text>
          )}
          <Text>The token expires on {shortTime(created.expiresAt)} UTC: log in again then.</Text>
          <Text dimColor>Token kept in {store.file}</Text>
        </Box>,
      );
    });

  apiCommand(program, 'logout', 'revoke the access token on the server and forget it', [
    'nemesis logout',
    'nemesis logout --url https://nemesis.example.com',
  ]).action(async (options: ApiOptions) => {
    const store = credentialStore();
    const url = serverUrl(options.url, store);
    const login = store.find(url);
    if (!login) throw new CliError(`You are not logged in to ${url}.`);
    const connection = signedInConnection(url, store);
    let note = 'the token is revoked on the server';
    try {
      await connection.call(endpoints.deleteToken, { params: { id: login.tokenId } });
    } catch (error) {
      // A token already revoked (on the account page, or by a password change) is forgotten all the same.
      if (!(error instanceof CliError && (error.code === 'UNAUTHORIZED' || error.code === 'NOT_FOUND'))) throw error;
      note = 'the server no longer knew the token';
    }
    store.remove(url);
    if (options.json) return terminal.printJson({ ok: true });
    terminal.print(
      <Text>
        <Text color="green">✓</Text> Logged out of {url} ({login.email}); {note}.
      </Text>,
    );
  });

  apiCommand(program, 'whoami', 'show who you are logged in as, and whether you are an admin', [
    'nemesis whoami',
    'nemesis whoami --json | jq -r .email',
  ]).action(async (options: ApiOptions) => {
    const connection = signedInConnection(options.url);
    const claims = await terminal.spin('Asking the server…', () => connection.call(endpoints.session), options.json);
    if (options.json) return terminal.printJson(claims);
    terminal.print(
      <Text>
        <Text bold>{claims.email}</Text> on {connection.url}
        {claims.isAdmin ? <Text color="green"> (admin)</Text> : <Text color="yellow"> (not an admin)</Text>}
      </Text>,
    );
  });
}

/** Signs in with e-mail and password (answering any further step at the prompt) and makes an access token in that session. */
async function passwordLogin(url: string, givenEmail: string | undefined) {
  const api = anonymousConnection(url, { fetch: cookieJarFetch() });
  const email = givenEmail || (await terminal.ask('E-mail:'));
  const password = await terminal.ask('Password:', { secret: true });
  let answer = await terminal.spin('Signing in…', () => api.call(endpoints.signIn, { body: { email, password } }));
  while (!answer.isSignedIn) {
    const question = questions[answer.nextStep.signInStep]?.(answer);
    if (!question || !answer.challenge) throw new CliError(unanswerable(url, answer.nextStep.signInStep));
    let reply: string | undefined;
    while (reply === undefined) {
      const typed = await terminal.ask(question.text, { secret: question.secret });
      reply = question.reply ? question.reply(typed) : typed.trim();
    }
    const challenge = answer.challenge;
    const challengeResponse = reply;
    answer = await terminal.spin('Checking…', () =>
      api.call(endpoints.confirmSignIn, { body: { challenge, challengeResponse } }),
    );
  }
  const created = await api.call(endpoints.createToken, { body: { name: tokenName() } });
  // The token outlives the session it was made in: end that session, as a browser's sign-out would.
  await api.call(endpoints.signOut).catch(() => undefined);
  return { ...created, email: email.trim().toLowerCase() };
}

/** What to do about a step the CLI cannot take at its prompt. */
function unanswerable(url: string, step: SignInStep): string {
  if (step === 'CONFIRM_SIGN_UP')
    return `Your e-mail address is not confirmed yet: sign in at ${url}/login to confirm it, then log in here again.`;
  if (step === 'RESET_PASSWORD') return `Your password must be reset: do it at ${url}/login, then log in here again.`;
  return `Your account must finish setting up its second sign-in step (${step}): sign in at ${url}/login first, or use nemesis login --web.`;
}

/** Logs in through a browser: prints the page and a short code, then polls until the person approves it there (or it expires). */
async function webLogin(url: string, options: ApiOptions) {
  const api = anonymousConnection(url);
  const started = await api.call(endpoints.deviceStart, { body: { clientName: tokenName() } });
  const instructions = (
    <Box flexDirection="column">
      <Text>
        Open <Text color="cyan">{started.verificationUri}</Text> in a browser where you are signed in, and enter the
        code:
      </Text>
      <Text bold color="yellow">
        {'  '}
        {started.userCode}
      </Text>
      <Text dimColor>
        (or open {started.verificationUriComplete}) · the code expires in {Math.round(started.expiresIn / 60)} minutes
      </Text>
    </Box>
  );
  // The instructions go to stderr with --json, so stdout holds only the answer.
  if (options.json)
    process.stderr.write(`${terminalSafe(`Open ${started.verificationUri} and enter the code ${started.userCode}`)}\n`);
  else terminal.print(instructions);
  let interval = started.interval;
  return terminal.spin(
    'Waiting for you to approve this login in the browser…',
    async () => {
      for (;;) {
        await new Promise((resolve) => setTimeout(resolve, interval * 1000));
        try {
          return await api.call(endpoints.deviceToken, { body: { deviceCode: started.deviceCode } });
        } catch (error) {
          if (!(error instanceof CliError) || (error.code !== 'authorization_pending' && error.code !== 'slow_down'))
            throw error;
          if (error.code === 'slow_down') interval += deviceLoginLimits.slowDownSeconds;
        }
      }
    },
    options.json,
  );
}

function tokenName(): string {
  return `nemesis CLI on ${hostname()}`.slice(0, accountLimits.tokenNameMax);
}

import {
  WebAuthnError,
  browserSupportsWebAuthn,
  startAuthentication,
  startRegistration,
} from '@simplewebauthn/browser';
import type {
  PublicKeyCredentialCreationOptionsJSON,
  PublicKeyCredentialRequestOptionsJSON,
} from '@simplewebauthn/browser';
import { ApiError } from '#contract/api/api-error.ts';
import { passkeyMessages } from '#contract/auth/passkey-schemas.ts';
import type { WebAuthnCredential } from '#contract/auth/passkey-schemas.ts';

type Ceremony = 'registration' | 'authentication';

/** The spec's passkey error (§8) for a failure of the browser's WebAuthn ceremony. */
function passkeyMessage(error: unknown, ceremony: Ceremony): string {
  const cause = error instanceof WebAuthnError ? error.cause : error;
  const name = cause instanceof Error ? cause.name : undefined;
  if (error instanceof WebAuthnError) {
    if (error.code === 'ERROR_CEREMONY_ABORTED') return passkeyMessages.aborted;
    if (error.code === 'ERROR_INVALID_DOMAIN' || error.code === 'ERROR_INVALID_RP_ID')
      return passkeyMessages.relyingPartyMismatch;
    if (error.code === 'ERROR_AUTHENTICATOR_PREVIOUSLY_REGISTERED') return passkeyMessages.alreadyExists;
    if (error.code === 'ERROR_INVALID_USER_ID_LENGTH' || error.code === 'ERROR_MALFORMED_PUBKEYCREDPARAMS')
      return passkeyMessages.invalidOptions;
  }
  // The user closed the browser's prompt, or it timed out or was aborted: WebAuthn tells these apart from nothing else.
  if (name === 'NotAllowedError' || name === 'AbortError')
    return ceremony === 'registration'
      ? passkeyMessages.registrationCancelled
      : passkeyMessages.authenticationCancelled;
  if (name === 'InvalidStateError') return passkeyMessages.alreadyExists;
  if (name === 'SecurityError') return passkeyMessages.relyingPartyMismatch;
  return ceremony === 'registration' ? passkeyMessages.registrationFailed : passkeyMessages.retrievalFailed;
}

/**
 * Runs a ceremony, turning its failure into an ApiError with the spec's passkey message (shown like
 * any failed call); its answer is the credential as the API takes it (the server's WebAuthn library checks it all).
 */
async function ceremony(kind: Ceremony, run: () => Promise<object>): Promise<WebAuthnCredential> {
  if (!browserSupportsWebAuthn()) throw passkeyError(passkeyMessages.notSupported);
  try {
    return (await run()) as WebAuthnCredential;
  } catch (error) {
    throw passkeyError(passkeyMessage(error, kind));
  }
}

const passkeyError = (message: string) =>
  new ApiError({
    type: 'validation',
    retryable: false,
    status: 0,
    code: 'PasskeyError',
    serverMessage: message,
    message,
  });

/** Asks the browser to make a passkey with the server's creation options; throws an ApiError with a passkey message. */
export function createPasskey(options: Record<string, unknown>) {
  return ceremony('registration', () =>
    startRegistration({ optionsJSON: options as unknown as PublicKeyCredentialCreationOptionsJSON }),
  );
}

/** Asks the browser for a passkey of this site with the server's request options; throws an ApiError with a passkey message. */
export function getPasskey(options: Record<string, unknown>) {
  return ceremony('authentication', () =>
    startAuthentication({ optionsJSON: options as unknown as PublicKeyCredentialRequestOptionsJSON }),
  );
}

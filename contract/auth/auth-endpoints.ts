import { z } from 'zod';
import type { Endpoint } from '../api/endpoint.ts';
import { okResponse } from '../api/endpoint.ts';
import { deleteAccountRequest } from './account-deletion.ts';
import {
  changePasswordRequest,
  codeSentResponse,
  confirmResetPasswordRequest,
  confirmSignInRequest,
  confirmSignUpRequest,
  createTokenRequest,
  createTokenResponse,
  forgotPasswordRequest,
  forgotPasswordResponse,
  loginReportRequest,
  resendCodeRequest,
  resendSignInCodeRequest,
  sessionResponse,
  signInRequest,
  signInResponse,
  signUpRequest,
  signUpResponse,
  tokenListResponse,
  confirmAttributeRequest,
  verifyAttributeRequest,
} from './auth-schemas.ts';

/**
 * Accounts, sessions and personal access tokens (/api/v1/auth) and the login report. Code checks and
 * sign-ins are made once: a repeated one would spend the user's attempts. The session check is made
 * once too: its callers want the answer of the moment.
 */
export const authEndpoints = {
  signUp: { method: 'POST', path: '/api/v1/auth/sign-up', body: signUpRequest, response: signUpResponse, retry: 'once', access: 'public', cache: 'default' },
  confirmSignUp: { method: 'POST', path: '/api/v1/auth/confirm-sign-up', body: confirmSignUpRequest, response: signInResponse, retry: 'once', access: 'public', cache: 'default' },
  resendCode: { method: 'POST', path: '/api/v1/auth/resend-code', body: resendCodeRequest, response: codeSentResponse, retry: 'once', access: 'public', cache: 'default' },
  signIn: { method: 'POST', path: '/api/v1/auth/sign-in', body: signInRequest, response: signInResponse, retry: 'once', access: 'public', cache: 'default' },
  confirmSignIn: { method: 'POST', path: '/api/v1/auth/confirm-sign-in', body: confirmSignInRequest, response: signInResponse, retry: 'once', access: 'public', cache: 'default' },
  resendSignInCode: { method: 'POST', path: '/api/v1/auth/confirm-sign-in/resend-code', body: resendSignInCodeRequest, response: codeSentResponse, retry: 'once', access: 'public', cache: 'default' },
  forgotPassword: { method: 'POST', path: '/api/v1/auth/forgot-password', body: forgotPasswordRequest, response: forgotPasswordResponse, retry: 'once', access: 'public', cache: 'default' },
  confirmResetPassword: { method: 'POST', path: '/api/v1/auth/confirm-reset-password', body: confirmResetPasswordRequest, response: okResponse, retry: 'once', access: 'public', cache: 'default' },
  changePassword: { method: 'POST', path: '/api/v1/auth/change-password', body: changePasswordRequest, response: okResponse, retry: 'once', access: 'session', cache: 'default' },
  signOut: { method: 'POST', path: '/api/v1/auth/sign-out', response: okResponse, retry: 'default', access: 'public', cache: 'default' },
  // A POST: the password (or code) it needs goes in a body, which DELETE requests are not sure to keep.
  deleteAccount: { method: 'POST', path: '/api/v1/auth/account/delete', body: deleteAccountRequest, response: okResponse, retry: 'once', access: 'session', cache: 'default' },
  sendDeletionCode: { method: 'POST', path: '/api/v1/auth/account/delete/code', response: codeSentResponse, retry: 'once', access: 'session', cache: 'default' },
  session: { method: 'GET', path: '/api/v1/auth/session', response: sessionResponse, retry: 'once', access: 'user', cache: 'no-store' },
  listTokens: { method: 'GET', path: '/api/v1/auth/tokens', response: tokenListResponse, retry: 'default', access: 'user', cache: 'no-store' },
  createToken: { method: 'POST', path: '/api/v1/auth/tokens', body: createTokenRequest, response: createTokenResponse, status: 201, retry: 'once', access: 'session', cache: 'no-store' },
  deleteToken: { method: 'DELETE', path: '/api/v1/auth/tokens/:id', params: z.object({ id: z.string().min(1).max(64) }), response: okResponse, retry: 'once', access: 'user', cache: 'default' },
  verifyAttribute: { method: 'POST', path: '/api/v1/auth/verify-attribute', body: verifyAttributeRequest, response: codeSentResponse, retry: 'once', access: 'session', cache: 'default' },
  confirmAttribute: { method: 'POST', path: '/api/v1/auth/confirm-attribute', body: confirmAttributeRequest, response: okResponse, retry: 'once', access: 'session', cache: 'default' },
  loginReport: { method: 'POST', path: '/api/v1/user/login', body: loginReportRequest, response: okResponse, retry: 'once', access: 'user', cache: 'default' },
} as const satisfies Record<string, Endpoint>;

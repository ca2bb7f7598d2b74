import { homedir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, perUserDataDir } from '../../server/config.ts';

describe('configuration', () => {
  it('has defaults that start on SQLite at port 8787', () => {
    const config = loadConfig({});
    expect(config.port).toBe(8787);
    expect(config.databaseUrl).toBeUndefined();
    expect(config.dataDir).toBe(perUserDataDir({}));
    expect(config.publicBaseUrl).toBe('http://localhost:8787');
  });

  it('keeps data in DATA_DIR, or by default in the per-user data folder of the system', () => {
    expect(loadConfig({ DATA_DIR: 'here' }).dataDir).toBe(path.resolve('here'));
    expect(perUserDataDir({ XDG_DATA_HOME: '/srv/xdg' }, 'linux')).toBe('/srv/xdg/nemesis-day');
    expect(perUserDataDir({ XDG_DATA_HOME: 'relative' }, 'linux')).toBe(
      path.join(homedir(), '.local', 'share', 'nemesis-day'),
    );
    expect(perUserDataDir({}, 'darwin')).toBe(path.join(homedir(), 'Library', 'Application Support', 'nemesis-day'));
    expect(perUserDataDir({ LOCALAPPDATA: 'C:\\Users\\me\\AppData\\Local' }, 'win32')).toContain('nemesis-day');
  });

  it('stops on a bad value with a message naming the variable', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(ConfigError);
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/PORT/);
    expect(() => loadConfig({ DATABASE_URL: 'mysql://x' })).toThrow(/DATABASE_URL/);
    expect(() => loadConfig({ PUBLIC_BASE_URL: 'example.com' })).toThrow(/PUBLIC_BASE_URL/);
    expect(() => loadConfig({ LEGAL_EFFECTIVE_DATE: '21/11/2026' })).toThrow(/LEGAL_EFFECTIVE_DATE/);
    expect(() => loadConfig({ LOG_LEVEL: 'loud' })).toThrow(/LOG_LEVEL/);
    expect(() => loadConfig({ KEEP_ALIVE_TIMEOUT_MS: '500' })).toThrow(/KEEP_ALIVE_TIMEOUT_MS/);
    expect(loadConfig({ KEEP_ALIVE_TIMEOUT_MS: '120000' }).keepAliveTimeoutMs).toBe(120_000);
    expect(loadConfig({}).requestTimeouts).toEqual({ requestMs: 30_000, headersMs: 10_000 });
    expect(() => loadConfig({ REQUEST_TIMEOUT_MS: 'soon' })).toThrow(
      /REQUEST_TIMEOUT_MS must be a number of milliseconds/,
    );
    expect(() => loadConfig({ REQUEST_TIMEOUT_MS: '5000' })).toThrow(
      /HEADERS_TIMEOUT_MS must not be more than REQUEST_TIMEOUT_MS/,
    );
  });

  it('checks itself (answers against their schemas, no unit of work inside another) in development and tests only', () => {
    expect(loadConfig({ NODE_ENV: 'development' }).selfChecks).toBe(true);
    expect(loadConfig({ NODE_ENV: 'test' }).selfChecks).toBe(true);
    expect(loadConfig({ NODE_ENV: 'production' }).selfChecks).toBe(false);
    expect(loadConfig({}).selfChecks).toBe(false);
  });

  it('checks the account and mail settings', () => {
    expect(() => loadConfig({ PASSWORD_RULES: 'numbers,emoji' })).toThrow(
      /PASSWORD_RULES must list some of lowercase, uppercase, numbers, special/,
    );
    expect(() => loadConfig({ SMTP_URL: 'http://mail' })).toThrow(/SMTP_URL/);
    // Parsed once into the address object nodemailer is given, so it never reads a list out of it.
    expect(loadConfig({}).mailFrom).toEqual({ name: 'Nemesis Day', address: 'no-reply@nemesis.day' });
    expect(() => loadConfig({ MAIL_FROM: 'a@example.test, b@example.test' })).toThrow(/MAIL_FROM must be one address/);
    expect(() => loadConfig({ SESSION_SECRET: 'short' })).toThrow(/SESSION_SECRET must be at least 32 characters/);
    expect(() => loadConfig({ TRUST_PROXY: 'yes' })).toThrow(/TRUST_PROXY/);
    expect(() => loadConfig({ MFA_MODE: 'always' })).toThrow(/MFA_MODE must be one of off, optional, required/);
    expect(loadConfig({ MFA_MODE: 'required' }).mfaMode).toBe('required');
    expect(loadConfig({}).mfaMode).toBe('optional');
    const config = loadConfig({
      PASSWORD_RULES: ' numbers , special ',
      ADMIN_EMAILS: 'Boss@Example.test, ,second@example.test',
    });
    expect(config.passwordPolicy).toEqual({ minLength: 8, rules: ['numbers', 'special'] });
    expect(config.adminEmails).toEqual(['boss@example.test', 'second@example.test']);
  });

  it('checks the contact settings; Formspree is on only with a form id', () => {
    expect(() => loadConfig({ CONTACT_TO: 'nobody' })).toThrow(/CONTACT_TO must be an e-mail address/);
    expect(() => loadConfig({ FORMSPREE_FORM_ID: 'a/b' })).toThrow(/FORMSPREE_FORM_ID/);
    expect(() => loadConfig({ FORMSPREE_URL: 'formspree.io' })).toThrow(/FORMSPREE_URL/);
    expect(loadConfig({ FORMSPREE_URL: 'http://127.0.0.1:9' })).toMatchObject({
      contactTo: undefined,
      formspree: undefined,
    });
    expect(loadConfig({ CONTACT_TO: 'team@example.test', FORMSPREE_FORM_ID: 'xyzabcde' })).toMatchObject({
      contactTo: 'team@example.test',
      formspree: { formId: 'xyzabcde', url: 'https://formspree.io' },
    });
    expect(loadConfig({ FORMSPREE_FORM_ID: 'xyzabcde', FORMSPREE_URL: 'http://127.0.0.1:9/' }).formspree).toEqual({
      formId: 'xyzabcde',
      url: 'http://127.0.0.1:9',
    });
  });

  it('names every bad variable at once', () => {
    expect(() => loadConfig({ PORT: '-1', LEGAL_CONTACT: 'nobody' })).toThrow(/PORT[\s\S]*LEGAL_CONTACT/);
  });

  it('lets command-line flags win over the environment', () => {
    expect(loadConfig({ PORT: '9000' }, { PORT: '9100' }).port).toBe(9100);
    expect(loadConfig({ PORT: '9000' }, { PORT: undefined }).port).toBe(9000);
  });

  it('uses Postgres for a postgres URL and trims the base URL', () => {
    const config = loadConfig({ DATABASE_URL: 'postgres://u@db/nemesis', PUBLIC_BASE_URL: 'https://nemesis.example/' });
    expect(config.databaseUrl).toBe('postgres://u@db/nemesis');
    expect(config.publicBaseUrl).toBe('https://nemesis.example');
  });

  it('turns on a social provider only with its client id and secret, and names what is missing', () => {
    expect(loadConfig({}).social).toEqual({ oidc: undefined, google: undefined, facebook: undefined });
    const config = loadConfig({
      GOOGLE_CLIENT_ID: 'g-id',
      GOOGLE_CLIENT_SECRET: 'g-secret',
      FACEBOOK_CLIENT_ID: 'f-id',
      FACEBOOK_CLIENT_SECRET: 'f-secret',
      OIDC_ISSUER: 'https://auth.example/realms/main',
      OIDC_CLIENT_ID: 'o-id',
      OIDC_CLIENT_SECRET: 'o-secret',
      OIDC_NAME: 'Acme SSO',
    });
    expect(config.social).toEqual({
      google: { issuer: 'https://accounts.google.com', clientId: 'g-id', clientSecret: 'g-secret' },
      facebook: {
        clientId: 'f-id',
        clientSecret: 'f-secret',
        dialogUrl: 'https://www.facebook.com/v21.0/dialog/oauth',
        graphUrl: 'https://graph.facebook.com/v21.0',
      },
      oidc: {
        issuer: 'https://auth.example/realms/main',
        clientId: 'o-id',
        clientSecret: 'o-secret',
        name: 'Acme SSO',
      },
    });
    expect(() => loadConfig({ GOOGLE_CLIENT_ID: 'g-id' })).toThrow(
      'GOOGLE_CLIENT_SECRET must be set with GOOGLE_CLIENT_ID',
    );
    expect(() => loadConfig({ FACEBOOK_CLIENT_SECRET: 'f' })).toThrow(
      'FACEBOOK_CLIENT_ID must be set with FACEBOOK_CLIENT_SECRET',
    );
    expect(() => loadConfig({ OIDC_CLIENT_ID: 'o', OIDC_CLIENT_SECRET: 's' })).toThrow(
      'OIDC_ISSUER must be set with OIDC_CLIENT_ID',
    );
    expect(() => loadConfig({ OIDC_ISSUER: 'auth.example' })).toThrow(/OIDC_ISSUER must be the issuer URL/);
  });
});

import { accessTokenMessages } from '#contract/auth/auth-messages.ts';
import { tokenLifetimeDays } from '#contract/auth/auth-schemas.ts';
import type { TokenSummary } from '#contract/auth/auth-schemas.ts';
import { AppError } from '../../app-error.ts';
import { newId, randomToken } from '../../auth/secrets.ts';
import type { TokenHasher } from '../../auth/secrets.ts';
import type { AccessTokenRepository } from '../../db/repositories/access-token-repository.ts';
import type { AccessTokenRow } from '../../db/schema.ts';
import type { Clock } from '../../clock.ts';

// A recognisable prefix lets secret scanners spot a leaked token.
const tokenPrefix = 'nd_pat_';
const maxTokensPerUser = 50;
const dayMs = 86_400_000;

/** Personal access tokens for the CLI and scripts: created once, listed, revoked. */
export function createAccessTokenService(deps: {
  accessTokens: AccessTokenRepository;
  hasher: TokenHasher;
  clock: Clock;
}) {
  const summary = (row: AccessTokenRow): TokenSummary => ({
    id: row.id,
    name: row.name,
    createdAt: row.createdAt,
    expiresAt: row.expiresAt,
    lastUsedAt: row.lastUsedAt,
  });
  return {
    /**
     * Creates a token lasting `lifetimeDays` (90 by default), through `within` when given (a unit of work's
     * tokens); the secret is in the answer and nowhere else. Throws INVALID_INPUT past 50 tokens.
     */
    async create(
      userId: string,
      name: string,
      lifetimeDays: number = tokenLifetimeDays[0],
      within: Pick<AccessTokenRepository, 'listForUser' | 'create'> = deps.accessTokens,
    ): Promise<TokenSummary & { token: string }> {
      if ((await within.listForUser(userId)).length >= maxTokensPerUser) {
        throw new AppError('INVALID_INPUT', accessTokenMessages.tooMany(maxTokensPerUser));
      }
      const token = randomToken(tokenPrefix);
      const now = deps.clock.now().getTime();
      const row: AccessTokenRow = {
        id: newId(),
        tokenHash: deps.hasher.hash(token),
        userId,
        name,
        createdAt: new Date(now).toISOString(),
        expiresAt: new Date(now + lifetimeDays * dayMs).toISOString(),
        lastUsedAt: null,
        userAgent: null,
        address: null,
      };
      await within.create(row);
      return { ...summary(row), token };
    },

    /** A user's tokens, newest first, without their secrets. */
    async list(userId: string): Promise<TokenSummary[]> {
      return (await deps.accessTokens.listForUser(userId)).map(summary);
    },

    /** Revokes one of the user's tokens; NOT_FOUND if it is not theirs. */
    async revoke(userId: string, id: string): Promise<void> {
      if (!(await deps.accessTokens.delete(id, userId))) throw new AppError('NOT_FOUND', accessTokenMessages.notFound);
    },
  };
}

export type AccessTokenService = ReturnType<typeof createAccessTokenService>;

import type { Kysely } from 'kysely';
import type { DB, NewUser, UserRow } from '../../db/schema';

export interface TokenOwner {
  user: UserRow;
  expiresAt: string;
}

import { updateUserRow } from '../user-rows';

/** Users and their sign-in tokens; Kysely only, dialect-neutral. */
export function createAccountsRepository(db: Kysely<DB>) {
  // Names and e-mails are unique without regard to case: each is found by its lower-cased copy.
  const findByLowerCased = (
    column: 'emailLower' | 'usernameLower',
    text: string,
  ): Promise<UserRow | undefined> =>
    db.selectFrom('users').selectAll().where(column, '=', text.toLowerCase()).executeTakeFirst();

  return {
    executor: db,

    findById(id: number, executor: Kysely<DB> = db): Promise<UserRow | undefined> {
      return executor.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
    },

    findByEmail: (email: string) => findByLowerCased('emailLower', email),

    findByUsername: (username: string) => findByLowerCased('usernameLower', username),

    /** Inserts the user with a zero balance; the sign-up grant is a ledger move of its own. */
    async insert(executor: Kysely<DB>, user: NewUser): Promise<UserRow> {
      return executor.insertInto('users').values(user).returningAll().executeTakeFirstOrThrow();
    },

    async update(
      executor: Kysely<DB>,
      id: number,
      changes: Partial<
        Pick<UserRow, 'username' | 'usernameLower' | 'email' | 'emailLower' | 'passwordHash' | 'locale'>
      >,
      now: string,
    ): Promise<UserRow> {
      return updateUserRow(executor, id, changes, now).executeTakeFirstOrThrow();
    },

    async insertToken(
      tokenHash: string,
      userId: number,
      createdAt: string,
      expiresAt: string,
    ): Promise<void> {
      await db.insertInto('authTokens').values({ tokenHash, userId, createdAt, expiresAt }).execute();
    },

    async findTokenOwner(tokenHash: string): Promise<TokenOwner | undefined> {
      const row = await db
        .selectFrom('authTokens')
        .innerJoin('users', 'users.id', 'authTokens.userId')
        .selectAll('users')
        .select('authTokens.expiresAt as tokenExpiresAt')
        .where('authTokens.tokenHash', '=', tokenHash)
        .executeTakeFirst();
      if (!row) return undefined;
      const { tokenExpiresAt, ...user } = row;
      return { user, expiresAt: tokenExpiresAt };
    },

    async deleteToken(tokenHash: string): Promise<void> {
      await db.deleteFrom('authTokens').where('tokenHash', '=', tokenHash).execute();
    },

    async deleteTokensOfUser(userId: number): Promise<void> {
      await db.deleteFrom('authTokens').where('userId', '=', userId).execute();
    },

    /** Signs the user out everywhere except the session holding `keepTokenHash` (if any). */
    async deleteOtherTokensOfUser(
      executor: Kysely<DB>,
      userId: number,
      keepTokenHash: string | null,
    ): Promise<void> {
      let query = executor.deleteFrom('authTokens').where('userId', '=', userId);
      if (keepTokenHash) query = query.where('tokenHash', '!=', keepTokenHash);
      await query.execute();
    },

    /** Deletes up to `limit` tokens expired by `now` (found by their expiry's index); answers how many. */
    async deleteExpiredTokens(now: string, limit: number): Promise<number> {
      const expired = db
        .selectFrom('authTokens')
        .select('tokenHash')
        .where('expiresAt', '<=', now)
        .limit(limit);
      const result = await db.deleteFrom('authTokens').where('tokenHash', 'in', expired).executeTakeFirst();
      return Number(result.numDeletedRows);
    },
  };
}

export type AccountsRepository = ReturnType<typeof createAccountsRepository>;

import { type Kysely, sql } from 'kysely';
import type { DB, UserRow } from '../../db/schema';

/** `50%_off` -> `%50\%\_off%`: the text is matched literally anywhere in the name or e-mail. */
function containsPattern(text: string): string {
  return `%${text.toLowerCase().replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

/** The users table as admins see it; Kysely only, dialect-neutral. */
export function createAdminRepository(db: Kysely<DB>) {
  function matching(search: string | undefined) {
    let query = db.selectFrom('users');
    if (search) {
      const pattern = containsPattern(search);
      query = query.where(
        sql<boolean>`(username_lower like ${pattern} escape '\\' or email_lower like ${pattern} escape '\\')`,
      );
    }
    return query;
  }

  return {
    async searchUsers(search: string | undefined, page: number, limit: number) {
      const [users, count] = await Promise.all([
        matching(search)
          .selectAll()
          .orderBy('id')
          .limit(limit)
          .offset((page - 1) * limit)
          .execute(),
        matching(search)
          .select((eb) => eb.fn.countAll<number>().as('total'))
          .executeTakeFirstOrThrow(),
      ]);
      return { users, total: Number(count.total) };
    },

    findUser(executor: Kysely<DB>, id: number): Promise<UserRow | undefined> {
      return executor.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
    },

    async setFlags(
      executor: Kysely<DB>,
      id: number,
      flags: { isAdmin?: number; isBanned?: number },
      now: string,
    ): Promise<UserRow | undefined> {
      return executor
        .updateTable('users')
        .set({ ...flags, updatedAt: now })
        .where('id', '=', id)
        .returningAll()
        .executeTakeFirst();
    },

    async deleteTokensOf(executor: Kysely<DB>, userId: number): Promise<void> {
      await executor.deleteFrom('authTokens').where('userId', '=', userId).execute();
    },
  };
}

export type AdminRepository = ReturnType<typeof createAdminRepository>;

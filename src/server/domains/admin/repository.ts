import type { Kysely, SelectQueryBuilder } from 'kysely';
import type { DB, UserRow } from '../../db/schema';
import { updateUserRow } from '../user-rows';
import { byteOrder, type KeyedRead, keyedList } from './keyset';
import { countWholeTable } from './whole-table-count';

/** The first text after every text that starts with `prefix`; undefined when none comes after. */
export function prefixEnd(prefix: string): string | undefined {
  const points = [...prefix];
  while (points.length > 0) {
    const last = (points.pop() as string).codePointAt(0) as number;
    // The code point after; surrogates are not characters of their own.
    const next = last === 0xd7ff ? 0xe000 : last + 1;
    if (next <= 0x10ffff) return points.join('') + String.fromCodePoint(next);
  }
  return undefined;
}

type KeyColumn = 'usernameLower' | 'emailLower';

/** The users table as admins see it; Kysely only, dialect-neutral. */
export function createAdminRepository(db: Kysely<DB>) {
  /** How many rows a query finds, counting at most `n` (an index range read no further than that). */
  const countOf = (query: SelectQueryBuilder<DB, 'users', { id: number }>, n: number) =>
    db.selectFrom(query.limit(n).as('m')).select((eb) => eb.fn.countAll<number>().as('count'));

  /** Every user, in the order they signed up (by id). */
  const byId: KeyedRead<UserRow, number> = async (key, side, n) => {
    let query = db
      .selectFrom('users')
      .selectAll()
      .orderBy('id', side === '>' ? 'asc' : 'desc')
      .limit(n);
    if (key !== undefined) query = query.where('id', side, key);
    return (await query.execute()).map((row) => ({ key: row.id, row }));
  };

  /**
   * The users whose name or e-mail starts with `prefix`. Each is read from its index in its order; the
   * e-mail range leaves out players whose name matches too (the index holds the name), so each
   * player is found once, by name if their name matches.
   */
  function byPrefix(prefix: string) {
    const end = prefixEnd(prefix);
    function matching(column: KeyColumn, key?: string, side: '>' | '<' = '>') {
      let query = db.selectFrom('users').select('id').where(column, '>=', prefix);
      if (end !== undefined) query = query.where(column, '<', end);
      if (key !== undefined) query = query.where(column, side, key);
      if (column === 'emailLower') {
        query = query.where((eb) =>
          end === undefined
            ? eb('usernameLower', '<', prefix)
            : eb.or([eb('usernameLower', '<', prefix), eb('usernameLower', '>=', end)]),
        );
      }
      return query.orderBy(column, side === '>' ? 'asc' : 'desc');
    }
    const keyOf = (row: UserRow) =>
      row.usernameLower.startsWith(prefix) ? row.usernameLower : row.emailLower;
    /** The nearest `n` of both ranges, in one statement: the ids from the indexes alone, then their rows. */
    const read: KeyedRead<UserRow, string> = async (key, side, n) => {
      const rows = await db
        .selectFrom('users')
        .selectAll()
        .where('id', 'in', matching('usernameLower', key, side).limit(n))
        .unionAll(
          db
            .selectFrom('users')
            .selectAll()
            .where('id', 'in', matching('emailLower', key, side).limit(n)),
        )
        .execute();
      const sign = side === '>' ? 1 : -1;
      return rows
        .map((row) => ({ key: keyOf(row), row }))
        .sort((a, b) => sign * byteOrder(a.key, b.key))
        .slice(0, n);
    };
    return { read, matching };
  }

  return {
    allUsers: {
      list: keyedList(byId, 'ascending'),
      /** Users are never deleted, so the highest id estimates the total. */
      count: (n: number) => countWholeTable(db, 'users', n),
    },

    /**
     * The users whose name or e-mail starts with `prefix` (lower-case), ordered by the matched text.
     * A name has no '@' and an e-mail has one, so no two rows share a key and the matched text alone
     * is the cursor.
     */
    usersByPrefix(prefix: string) {
      const { read, matching } = byPrefix(prefix);
      return {
        list: keyedList(read, 'ascending'),
        async count(n: number): Promise<{ counted: number }> {
          const row = await db
            .selectNoFrom([
              countOf(matching('usernameLower'), n).as('names'),
              countOf(matching('emailLower'), n).as('emails'),
            ])
            .executeTakeFirstOrThrow();
          return { counted: Number(row.names) + Number(row.emails) };
        },
      };
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
      return updateUserRow(executor, id, flags, now).executeTakeFirst();
    },

    async deleteTokensOf(executor: Kysely<DB>, userId: number): Promise<void> {
      await executor.deleteFrom('authTokens').where('userId', '=', userId).execute();
    },
  };
}

export type AdminRepository = ReturnType<typeof createAdminRepository>;

import type { Kysely } from 'kysely';
import { nowIso } from '../../clock';
import type { DB } from '../../db/schema';

type Transact = <T>(work: (trx: Kysely<DB>) => Promise<T>) => Promise<T>;

/** Sets a user's admin flag in the caller's transaction. */
function setAdminFlag(trx: Kysely<DB>, userId: number, isAdmin: boolean) {
  return trx
    .updateTable('users')
    .set({ isAdmin: isAdmin ? 1 : 0 })
    .where('id', '=', userId)
    .execute();
}

/**
 * The admin command line's change of a user's rights, made and recorded in one transaction (the
 * audit log names an admin account as the actor, which the command line has not).
 */
export async function changeAdminFromCommandLine(trx: Kysely<DB>, userId: number, isAdmin: boolean) {
  await setAdminFlag(trx, userId, isAdmin);
  await trx
    .insertInto('adminGrants')
    .values({
      userId,
      emailLower: null,
      source: 'command line',
      isAdmin: isAdmin ? 1 : 0,
      createdAt: nowIso(),
    })
    .execute();
}

/**
 * Admin rights from ADMIN_EMAILS: once per listed address, to the account that registered with it.
 * The grant is a row whose key is the address, so it never passes to another account: not to one
 * that registers the address after its holder moved away, not to one that changes its e-mail to it
 * (the service refuses that), and a restart never gives back rights that an admin took away.
 */
export function createAdminGrants(db: Kysely<DB>, adminEmails: readonly string[]) {
  const listed = new Set(adminEmails.map((email) => email.toLowerCase()));

  /** Records the address's grant for the user (promoting them if `promote`); false if already given. */
  async function claim(trx: Kysely<DB>, userId: number, emailLower: string, promote: boolean) {
    const row = await trx
      .insertInto('adminGrants')
      .values({ userId, emailLower, source: 'ADMIN_EMAILS', isAdmin: promote ? 1 : 0, createdAt: nowIso() })
      .onConflict((conflict) => conflict.column('emailLower').doNothing())
      .returning('id')
      .executeTakeFirst();
    if (row && promote) await setAdminFlag(trx, userId, true);
    return row !== undefined && promote;
  }

  return {
    /** A listed address is reserved: no profile change may take it. */
    isListed: (email: string) => listed.has(email.toLowerCase()),

    /** In the sign-up's transaction: whether the new account gets the address's grant (now made). */
    async grantAtSignUp(trx: Kysely<DB>, userId: number, emailLower: string): Promise<boolean> {
      return listed.has(emailLower) && claim(trx, userId, emailLower, true);
    },

    /**
     * At start-up: a listed address that an account holds but that never gave its grant (the first
     * start on a database from before grants were recorded) gives it to that account, once. An
     * account whose rights the command line has set keeps them as set. Answers the promoted ids.
     */
    async grantToHolders(transact: Transact): Promise<number[]> {
      if (listed.size === 0) return [];
      const holders = await db
        .selectFrom('users')
        .select(['users.id', 'users.emailLower'])
        .where('users.emailLower', 'in', [...listed])
        .where(({ exists, not, selectFrom }) =>
          not(
            exists(
              selectFrom('adminGrants')
                .select('adminGrants.id')
                .whereRef('adminGrants.emailLower', '=', 'users.emailLower'),
            ),
          ),
        )
        .execute();
      const promoted: number[] = [];
      for (const holder of holders) {
        const granted = await transact(async (trx) => {
          const decided = await trx
            .selectFrom('adminGrants')
            .select('id')
            .where('userId', '=', holder.id)
            .where('source', '=', 'command line')
            .executeTakeFirst();
          return claim(trx, holder.id, holder.emailLower, decided === undefined);
        });
        if (granted) promoted.push(holder.id);
      }
      return promoted;
    },
  };
}

export type AdminGrants = ReturnType<typeof createAdminGrants>;

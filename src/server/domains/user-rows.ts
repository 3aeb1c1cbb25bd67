import type { Kysely, Updateable } from 'kysely';
import type { PublicUser } from '../../contract/accounts';
import type { DB, UserRow, UsersTable } from '../db/schema';

// A user's row as every domain that answers or updates one uses it (accounts, admin).

export function toPublicUser(user: UserRow): PublicUser {
  return {
    _id: user.id,
    username: user.username,
    email: user.email,
    funFunds: user.funFunds,
    isAdmin: user.isAdmin === 1,
    isBanned: user.isBanned === 1,
    profilePicture: user.profilePicture,
    createdAt: user.createdAt,
    locale: user.locale ?? null,
  };
}

/** Writes `changes` to a user's row with a new updatedAt; the caller executes it and takes the row. */
export function updateUserRow(
  executor: Kysely<DB>,
  id: number,
  changes: Updateable<UsersTable>,
  now: string,
) {
  return executor
    .updateTable('users')
    .set({ ...changes, updatedAt: now })
    .where('id', '=', id)
    .returningAll();
}

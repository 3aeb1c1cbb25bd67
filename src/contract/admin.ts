import { type Static, Type } from 'typebox';
import { PublicUser } from './accounts';
import { IdParams, MAX_PAGE, RowId } from './common';
import { messages } from './messages';

export const USERS_PAGE_MAX = 100;

export const UsersQuery = Type.Object({
  search: Type.Optional(Type.String({ maxLength: 100 })),
  page: Type.Optional(Type.Integer({ minimum: 1, maximum: MAX_PAGE, default: 1 })),
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: USERS_PAGE_MAX, default: 20 })),
});
export type UsersQuery = Static<typeof UsersQuery>;

export const UsersPage = Type.Object({
  users: Type.Array(PublicUser),
  total: Type.Integer(),
  page: Type.Integer(),
  limit: Type.Integer(),
});
export type UsersPage = Static<typeof UsersPage>;

export const UserIdParams = IdParams(messages.userNotFound);
export const SetAdminBody = Type.Object({ isAdmin: Type.Boolean() });
export const SetBanBody = Type.Object({ isBanned: Type.Boolean() });

// Loose amount type so that the service answers with its own words.
export const AddFundsBody = Type.Object({
  userId: RowId(),
  amount: Type.Unknown(),
  reason: Type.Optional(Type.String({ maxLength: 500 })),
});
export type AddFundsBody = Static<typeof AddFundsBody>;

export const AddFundsResponse = Type.Object({ funFunds: Type.Integer(), user: PublicUser });
export type AddFundsResponse = Static<typeof AddFundsResponse>;

export const ADMIN_ACTIONS = [
  'user.promote',
  'user.demote',
  'user.ban',
  'user.unban',
  'funds.add',
  'chat.delete',
  'leaderboard.create',
  'leaderboard.update',
  'leaderboard.delete',
  'leaderboard.recompute',
  'leaderboard.clear',
] as const;
export type AdminAction = (typeof ADMIN_ACTIONS)[number];

const UserRef = Type.Object({ id: Type.Integer(), username: Type.String() });

export const AuditEntry = Type.Object({
  id: Type.Integer(),
  actor: UserRef,
  action: Type.String(),
  target: Type.Union([UserRef, Type.Null()]),
  details: Type.Union([Type.String(), Type.Null()]),
  /** ISO 8601 */
  createdAt: Type.String(),
});
export type AuditEntry = Static<typeof AuditEntry>;

export const AuditQuery = Type.Object({
  page: Type.Optional(Type.Integer({ minimum: 1, maximum: MAX_PAGE, default: 1 })),
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 100, default: 25 })),
});
export type AuditQuery = Static<typeof AuditQuery>;

export const AuditPage = Type.Object({
  entries: Type.Array(AuditEntry),
  total: Type.Integer(),
  page: Type.Integer(),
  limit: Type.Integer(),
});
export type AuditPage = Static<typeof AuditPage>;

export const adminMessages = {
  cannotBanSelf: 'You cannot ban yourself',
  cannotDemoteSelf: 'You cannot remove your own admin rights',
  amountPositive: 'Amount must be greater than 0',
  reasonRequired: 'Please give a reason',
  // Client-side texts of SPEC.md (the ones ending in ': ' get the server message appended).
  fetchUsersFailed: 'Failed to fetch users',
  fetchChatFailed: 'Failed to fetch chat messages',
  adminStatusFailed: 'Failed to update user admin status: ',
  fundsFailed: 'Failed to update user funds: ',
  banFailed: 'Failed to update user ban status: ',
  deleteMessageFailed: 'Failed to delete message: ',
  amountNotNumber: 'Please enter a number',
} as const;

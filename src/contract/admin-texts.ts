// The admin contract's texts and limits, without the validator, so the web app can load them.

export const USERS_PAGE_MAX = 100;
export const AUDIT_PAGE_MAX = 100;

/** How much of a chat message's text the audit log keeps. */
const AUDIT_QUOTE_LENGTH = 120;

/** A chat message's text as the audit log keeps it: quoted, cut to a readable length. */
export function quoteForAudit(text: string): string {
  const cut = text.length > AUDIT_QUOTE_LENGTH ? `${text.slice(0, AUDIT_QUOTE_LENGTH - 1)}…` : text;
  return `"${cut}"`;
}
/** Rows counted at most for a page's `total`. */
export const TOTAL_COUNTED = 1000;
export const TOTAL_KINDS = ['exact', 'atLeast', 'about'] as const;
export type TotalKind = (typeof TOTAL_KINDS)[number];

/** Where a page starts, as the query names it (see admin.ts). */
export type PageCursorQuery = { after?: string; before?: string; last?: boolean };

export const ADMIN_ACTIONS = [
  'user.promote',
  'user.demote',
  'user.ban',
  'user.unban',
  'funds.add',
  'chat.delete',
  'chat.mute',
  'report.dismiss',
  'leaderboard.create',
  'leaderboard.update',
  'leaderboard.delete',
  'leaderboard.recompute',
  'leaderboard.clear',
] as const;
export type AdminAction = (typeof ADMIN_ACTIONS)[number];

/** The longest reason an admin may give for a grant of funds. */
export const ADMIN_REASON_MAX = 200;

export const adminMessages = {
  cannotBanSelf: 'You cannot ban yourself',
  cannotDemoteSelf: 'You cannot remove your own admin rights',
  amountPositive: 'Amount must be greater than 0',
  reasonRequired: 'Please give a reason',
  reasonTooLong: `Reason must be at most ${ADMIN_REASON_MAX} characters`,
  // Client-side texts of SPEC.md (the ones ending in ': ' get the server message appended).
  fetchUsersFailed: 'Failed to fetch users',
  fetchChatFailed: 'Failed to fetch chat messages',
  adminStatusFailed: 'Failed to update user admin status: ',
  fundsFailed: 'Failed to update user funds: ',
  banFailed: 'Failed to update user ban status: ',
  deleteMessageFailed: 'Failed to delete message: ',
  amountNotNumber: 'Please enter a number',
  // Paging by key (see admin.ts).
  onePageStart: 'Give only one of after, before and last',
  badCursor: 'This page cursor is not valid; start again from the first page',
} as const;

import { type Static, Type } from 'typebox';
import { PublicUser } from './accounts';
import { AUDIT_PAGE_MAX, TOTAL_KINDS, USERS_PAGE_MAX } from './admin-texts';
import { IdParams, RowId, StringEnum, UserRef } from './common';
import { messages } from './messages';

export * from './admin-texts';

// Admin lists page by key (DECISIONS.md section 9), never by number: a page is asked for by where it
// starts, so page 40,000 costs what page 1 costs.
//
// - No cursor: the first page. `after=C`: the page after the row whose cursor is C (a page's
//   `nextCursor`); `before=C`: the page before it (a page's `prevCursor`); `last=true`: the last page.
//   At most one of the three; a cursor is passed back as it came (it is the row's sort key: the id in
//   a list, the matched lower-cased name or e-mail in a search, so it only means something with the
//   same search).
// - `nextCursor` / `prevCursor` are null where the list ends / begins.
// - `total` counts the matching rows exactly up to TOTAL_COUNTED; past that, `totalIs` says 'atLeast'
//   (a search: `total` is TOTAL_COUNTED) or 'about' (the whole list: an estimate from the ids), so no
//   request counts a million rows.

const Cursor = () => Type.String({ minLength: 1, maxLength: 320 });
const pageQuery = {
  after: Type.Optional(Cursor()),
  before: Type.Optional(Cursor()),
  last: Type.Optional(Type.Boolean()),
};
const pageAnswer = {
  limit: Type.Integer(),
  nextCursor: Type.Union([Type.String(), Type.Null()]),
  prevCursor: Type.Union([Type.String(), Type.Null()]),
  total: Type.Integer(),
  totalIs: StringEnum(TOTAL_KINDS),
};

/**
 * `search` finds players whose name or e-mail starts with it, case-insensitively; the matches come in
 * the order of the matched text. Without it, every player in the order they signed up.
 */
export const UsersQuery = Type.Object({
  search: Type.Optional(Type.String({ maxLength: 100 })),
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: USERS_PAGE_MAX, default: 20 })),
  ...pageQuery,
});
export type UsersQuery = Static<typeof UsersQuery>;

export const UsersPage = Type.Object({ users: Type.Array(PublicUser), ...pageAnswer });
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

/** The audit log, newest first: `after` pages towards older entries. */
export const AuditQuery = Type.Object({
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: AUDIT_PAGE_MAX, default: 25 })),
  ...pageQuery,
});
export type AuditQuery = Static<typeof AuditQuery>;

export const AuditPage = Type.Object({ entries: Type.Array(AuditEntry), ...pageAnswer });
export type AuditPage = Static<typeof AuditPage>;

/**
 * How late the event loop ran since the last read (sampled every millisecond when the server runs with
 * EVENT_LOOP_STATS=1): the worst delay (a task that held the loop, or the process waiting for a core),
 * and the delays' 99th percentile and mean; and each turn at least 5 ms late: when it began (`atMs`, ms
 * since the epoch, to lay beside another process's stalls), and how much of it the loop's thread
 * waited for a core.
 */
export const EventLoopStats = Type.Object({
  sinceMs: Type.Number(),
  maxMs: Type.Number(),
  p99Ms: Type.Number(),
  meanMs: Type.Number(),
  lateTurns: Type.Array(Type.Object({ atMs: Type.Number(), lateMs: Type.Number(), waitMs: Type.Number() })),
});
export type EventLoopStats = Static<typeof EventLoopStats>;

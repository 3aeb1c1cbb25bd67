import { type Static, Type } from 'typebox';
import { RowId, StringEnum } from './common';
import {
  NOTIFICATION_KINDS,
  NOTIFICATIONS_PAGE_DEFAULT,
  NOTIFICATIONS_PAGE_MAX,
  NOTIFICATIONS_READ_MAX,
} from './notifications-texts';

export * from './notifications-texts';

/** One notification of the inbox; `data` holds what the kind names (a request id, an amount, …). */
export const Notification = Type.Object({
  id: Type.Integer(),
  kind: StringEnum(NOTIFICATION_KINDS),
  title: Type.String(),
  text: Type.String(),
  data: Type.Record(Type.String(), Type.Unknown()),
  /** ISO 8601 */
  createdAt: Type.String(),
  readAt: Type.Union([Type.String(), Type.Null()]),
});
export type Notification = Static<typeof Notification>;

/** Newest first, paged by id: the next page is `?before=<nextBefore>`. */
export const NotificationsQuery = Type.Object({
  before: Type.Optional(RowId()),
  limit: Type.Optional(
    Type.Integer({ minimum: 1, maximum: NOTIFICATIONS_PAGE_MAX, default: NOTIFICATIONS_PAGE_DEFAULT }),
  ),
});
export type NotificationsQuery = Static<typeof NotificationsQuery>;

export const NotificationsPage = Type.Object({
  notifications: Type.Array(Notification),
  /** How many of the player's notifications are unread, over every page. */
  unread: Type.Integer(),
  /** The `before` of the next (older) page; null on the last page. */
  nextBefore: Type.Union([Type.Integer(), Type.Null()]),
});
export type NotificationsPage = Static<typeof NotificationsPage>;

/** Marks the named notifications of the player read, or all of them; exactly one of the two. */
export const MarkReadBody = Type.Object(
  {
    ids: Type.Optional(Type.Array(RowId(), { minItems: 1, maxItems: NOTIFICATIONS_READ_MAX })),
    all: Type.Optional(Type.Literal(true)),
  },
  { additionalProperties: false },
);
export type MarkReadBody = Static<typeof MarkReadBody>;

export const MarkReadResponse = Type.Object({ unread: Type.Integer() });
export type MarkReadResponse = Static<typeof MarkReadResponse>;

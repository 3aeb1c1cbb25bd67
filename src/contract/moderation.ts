import { type Static, Type } from 'typebox';
import { RowId, UserRef } from './common';
import { moderationMessages } from './moderation-texts';

export * from './moderation-texts';

// Reports, a player's own mutes and the admins' report queue (issue 37). The reason and the
// action are loose strings so that the service answers a wrong one in its own words.

/** `POST /api/social/chat/:id/report`: one of REPORT_REASONS, and a few words ('other' needs them). */
export const ReportBody = Type.Object({
  reason: Type.Optional(Type.Unknown()),
  details: Type.Optional(Type.Unknown()),
});
export type ReportBody = Static<typeof ReportBody>;

/** `POST /api/social/mutes`. */
export const MuteBody = Type.Object({ userId: Type.Optional(Type.Unknown()) });
export type MuteBody = Static<typeof MuteBody>;

/** `DELETE /api/social/mutes/:userId`. */
export const MutedUserParams = Type.Object(
  { userId: RowId() },
  { notFoundMessage: moderationMessages.userNotFound },
);
export type MutedUserParams = Static<typeof MutedUserParams>;

export const MutedPlayer = Type.Object({
  id: Type.Integer(),
  username: Type.String(),
  mutedAt: Type.String(),
});
export type MutedPlayer = Static<typeof MutedPlayer>;

/** `GET /api/social/mutes`: the players whose messages the caller does not see, latest first. */
export const Mutes = Type.Object({ mutes: Type.Array(MutedPlayer) });
export type Mutes = Static<typeof Mutes>;

/** A chat line as the report queue shows it: deleted ones too, marked. */
export const QueueMessage = Type.Object({
  id: Type.Integer(),
  sender: UserRef,
  text: Type.String(),
  kind: Type.String(),
  timestamp: Type.String(),
  deleted: Type.Boolean(),
});
export type QueueMessage = Static<typeof QueueMessage>;

export const OpenReport = Type.Object({
  id: Type.Integer(),
  reason: Type.String(),
  details: Type.Union([Type.String(), Type.Null()]),
  reporter: UserRef,
  createdAt: Type.String(),
});
export type OpenReport = Static<typeof OpenReport>;

/**
 * A reported message with its open reports (oldest first) and the messages around it. `reportId` is
 * the oldest of them: resolving any report of a message closes them all.
 */
export const ReportedMessage = Type.Object({
  reportId: Type.Integer(),
  message: QueueMessage,
  before: Type.Array(QueueMessage),
  after: Type.Array(QueueMessage),
  reports: Type.Array(OpenReport),
  /** Until when the author is muted from chat (ISO 8601), if they are now. */
  authorMutedUntil: Type.Union([Type.String(), Type.Null()]),
  authorBanned: Type.Boolean(),
});
export type ReportedMessage = Static<typeof ReportedMessage>;

/** `GET /api/admin/reports`: the open reports, grouped by message, the oldest report first. */
export const ReportQueue = Type.Object({ reports: Type.Array(ReportedMessage) });
export type ReportQueue = Static<typeof ReportQueue>;

export const ReportIdParams = Type.Object(
  { id: RowId() },
  { notFoundMessage: moderationMessages.reportNotFound },
);
export type ReportIdParams = Static<typeof ReportIdParams>;

/** `POST /api/admin/reports/:id/resolve`: `minutes` is how long a 'mute' lasts. */
export const ResolveBody = Type.Object({
  action: Type.Optional(Type.Unknown()),
  minutes: Type.Optional(Type.Unknown()),
});
export type ResolveBody = Static<typeof ResolveBody>;

export const ResolveResult = Type.Object({
  message: Type.String(),
  /** How many reports of the message this closed. */
  closed: Type.Integer(),
  mutedUntil: Type.Optional(Type.String()),
});
export type ResolveResult = Static<typeof ResolveResult>;

import type { Generated } from 'kysely';
import type { Optional } from './columns';

// Chat moderation (migration 0023): reports, players' own mutes and admins' chat mutes.

export interface ChatReportsTable {
  id: Generated<number>;
  messageId: number;
  reporterId: number;
  /** One of REPORT_REASONS. */
  reason: string;
  details: Optional<string>;
  createdAt: string;
  resolvedAt: Optional<string>;
  resolvedBy: Optional<number>;
  /** The action that closed it: 'dismiss', 'delete', 'mute' or 'ban'. */
  resolution: Optional<string>;
}

/** A player (userId) who does not see another's (mutedUserId) chat messages. */
export interface PlayerMutesTable {
  userId: number;
  mutedUserId: number;
  createdAt: string;
}

/** A player an admin muted from chat: no post until mutedUntil (ISO 8601). */
export interface ChatMutesTable {
  userId: number;
  mutedUntil: string;
  mutedBy: number | null;
  createdAt: string;
}

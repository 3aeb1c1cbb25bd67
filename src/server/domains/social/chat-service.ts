import { quoteForAudit } from '../../../contract/admin-texts';
import { messages } from '../../../contract/messages';
import {
  CHAT_HISTORY_LIMIT,
  CHAT_MESSAGE_MAX_LENGTH,
  type ChatMessage,
  type ChatRoom,
  DEFAULT_CHAT_ROOM,
  type DeletedChatMessage,
  isChatRoom,
  socialMessages,
} from '../../../contract/social';
import { nowIso } from '../../clock';
import { uniqueViolation } from '../../db/constraint-errors';
import type { UserRow } from '../../db/schema';
import type { UnitOfWork } from '../../db/unit-of-work';
import { AppError, badRequest, conflict, forbidden, notFound } from '../../http/errors';
import type { CooldownStore } from '../../realtime/cooldowns';
import type { AuditTrail } from '../admin/audit';
import type { ChatGuard } from '../moderation/chat-guard';
import type { SocialBroadcasts } from './broadcasts';
import type { ChatRepository } from './chat-repository';
import { shareText } from './share-text';
import { type CosmeticsOf, toChatMessages } from './views';

export interface ChatServiceDeps {
  uow: UnitOfWork;
  repository: ChatRepository;
  cosmeticsOf: CosmeticsOf;
  cooldowns: CooldownStore;
  broadcasts: SocialBroadcasts;
  cooldownMs: number;
  /** Where an admin's deletion is recorded, in the deletion's own transaction. */
  audit: AuditTrail;
  /** Moderation's checks: admins' chat mutes, the filter, each reader's own mutes (domains/moderation). */
  guard: ChatGuard;
}

/**
 * A room's name as a request gave it: absent is English's (older clients name none), and anything that is
 * not one of CHAT_ROOMS is refused with a clear 400.
 */
export function chatRoomOf(room: string | undefined): ChatRoom {
  if (room === undefined) return DEFAULT_CHAT_ROOM;
  if (!isChatRoom(room)) throw badRequest(socialMessages.unknownRoom);
  return room;
}

/**
 * The chat rooms, one per language: trimmed plain text, one message per cooldown per user (across rooms),
 * soft deletes by admins.
 */
export function createChatService(deps: ChatServiceDeps) {
  const { uow, repository, cosmeticsOf, cooldowns, broadcasts, cooldownMs, audit, guard } = deps;

  async function mayPost(user: UserRow) {
    if (user.isBanned === 1) throw forbidden(messages.banned);
    await guard.mayPost(user.id);
    // Shared by every instance through Redis when it is configured.
    if ((await cooldowns.take(`chat:${user.id}`, cooldownMs)) > 0) {
      throw new AppError(429, socialMessages.chatTooFast);
    }
  }

  async function publish(row: Parameters<typeof toChatMessages>[0][number]): Promise<ChatMessage> {
    const [message] = await toChatMessages([row], cosmeticsOf);
    if (!message) throw new Error('chat message view missing');
    broadcasts.chatMessage(message);
    return message;
  }

  return {
    /**
     * The latest messages, oldest first, without those of the players the reader muted (read on
     * for a few pages so that a muted flood does not empty the history).
     */
    async history(readerId?: number, room: ChatRoom = DEFAULT_CHAT_ROOM): Promise<ChatMessage[]> {
      const muted = readerId === undefined ? new Set<number>() : await guard.mutedBy(readerId);
      const shown: Awaited<ReturnType<typeof repository.latestIn>> = [];
      let before: number | undefined;
      for (let page = 0; page < HISTORY_PAGES_READ && shown.length < CHAT_HISTORY_LIMIT; page += 1) {
        const rows = await repository.latestIn(room, CHAT_HISTORY_LIMIT, before);
        shown.push(...rows.filter((row) => !muted.has(row.senderId)));
        before = rows.at(-1)?.id;
        if (rows.length < CHAT_HISTORY_LIMIT) break;
      }
      return toChatMessages(shown.slice(0, CHAT_HISTORY_LIMIT).reverse(), cosmeticsOf);
    },

    /** Admin: every visible message, newest first, a page at a time. */
    async all(limit = 100, before?: number): Promise<ChatMessage[]> {
      return toChatMessages(await repository.latest(limit, before), cosmeticsOf);
    },

    async post(user: UserRow, rawText: string, room: ChatRoom = DEFAULT_CHAT_ROOM): Promise<ChatMessage> {
      const text = rawText.trim();
      if (text.length === 0) throw badRequest(socialMessages.messageBlank);
      if ([...text].length > CHAT_MESSAGE_MAX_LENGTH) throw badRequest(socialMessages.messageTooLong);
      guard.screen(text);
      await mayPost(user);
      return publish(
        await repository.insert({ senderId: user.id, text, kind: 'text', createdAt: nowIso(), room }),
      );
    },

    /** Tells a room of a notable win, in words the server takes from the player's own record. */
    async shareWin(user: UserRow, betId: number, room: ChatRoom = DEFAULT_CHAT_ROOM): Promise<ChatMessage> {
      const bet = await repository.gameRecord(user.id, betId);
      if (!bet) throw notFound(socialMessages.betNotFound);
      const text = shareText(user.username, bet);
      if (text === null) throw badRequest(socialMessages.notNotable);
      if (await repository.isShared(betId)) throw conflict(socialMessages.alreadyShared);
      await mayPost(user);
      try {
        return publish(
          await repository.insert({
            senderId: user.id,
            text,
            kind: 'share',
            createdAt: nowIso(),
            betId,
            room,
          }),
        );
      } catch (error) {
        if (uniqueViolation(error)) throw conflict(socialMessages.alreadyShared);
        throw error;
      }
    },

    /**
     * Admin: soft-deletes a message in one transaction (where the audit log row belongs too) and
     * tells every page. Returns the deleted message with its sender's id.
     */
    async remove(adminId: number, messageId: number) {
      const deleted = await uow.run(async (trx) => {
        const row = await repository.softDelete(trx, messageId, adminId, nowIso());
        if (!row) throw notFound(socialMessages.messageNotFound);
        await audit.record(trx, {
          actorId: adminId,
          action: 'chat.delete',
          targetUserId: row.senderId,
          details: `Message #${row.id}: ${quoteForAudit(row.text)}`,
        });
        await guard.closeReports(trx, row.id, adminId, 'delete');
        return row;
      });
      broadcasts.chatMessageDeleted(deleted.id);
      return deleted;
    },
  };
}

export type ChatService = ReturnType<typeof createChatService>;

/** Pages of history read at most to fill it past a reader's muted players. */
const HISTORY_PAGES_READ = 4;

export function deletedView(row: { id: number; senderId: number }): DeletedChatMessage {
  return { message: socialMessages.messageDeleted, id: row.id, senderId: row.senderId };
}

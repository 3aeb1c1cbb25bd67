import { messages } from '../../../contract/messages';
import {
  CHAT_HISTORY_LIMIT,
  CHAT_MESSAGE_MAX_LENGTH,
  type ChatMessage,
  type DeletedChatMessage,
  socialMessages,
} from '../../../contract/social';
import { nowIso } from '../../clock';
import { uniqueViolation } from '../../db/constraint-errors';
import type { UserRow } from '../../db/schema';
import type { UnitOfWork } from '../../db/unit-of-work';
import { AppError, badRequest, conflict, forbidden, notFound } from '../../http/errors';
import type { CooldownStore } from '../../realtime/cooldowns';
import type { AuditTrail } from '../admin/audit';
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
}

/** The one public room: trimmed plain text, one message per cooldown per user, soft deletes by admins. */
export function createChatService(deps: ChatServiceDeps) {
  const { uow, repository, cosmeticsOf, cooldowns, broadcasts, cooldownMs, audit } = deps;

  async function mayPost(user: UserRow) {
    if (user.isBanned === 1) throw forbidden(messages.banned);
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
    /** The latest messages, oldest first. */
    async history(): Promise<ChatMessage[]> {
      const rows = await repository.latest(CHAT_HISTORY_LIMIT);
      return toChatMessages(rows.reverse(), cosmeticsOf);
    },

    /** Admin: every visible message, newest first, a page at a time. */
    async all(limit = 100, before?: number): Promise<ChatMessage[]> {
      return toChatMessages(await repository.latest(limit, before), cosmeticsOf);
    },

    async post(user: UserRow, rawText: string): Promise<ChatMessage> {
      const text = rawText.trim();
      if (text.length === 0) throw badRequest(socialMessages.messageBlank);
      if ([...text].length > CHAT_MESSAGE_MAX_LENGTH) throw badRequest(socialMessages.messageTooLong);
      await mayPost(user);
      return publish(await repository.insert({ senderId: user.id, text, kind: 'text', createdAt: nowIso() }));
    },

    /** Tells the room of a notable win, in words the server takes from the player's own record. */
    async shareWin(user: UserRow, betId: number): Promise<ChatMessage> {
      const bet = await repository.gameRecord(user.id, betId);
      if (!bet) throw notFound(socialMessages.betNotFound);
      const text = shareText(user.username, bet);
      if (text === null) throw badRequest(socialMessages.notNotable);
      if (await repository.isShared(betId)) throw conflict(socialMessages.alreadyShared);
      await mayPost(user);
      try {
        return publish(
          await repository.insert({ senderId: user.id, text, kind: 'share', createdAt: nowIso(), betId }),
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
        return row;
      });
      broadcasts.chatMessageDeleted(deleted.id);
      return deleted;
    },
  };
}

export type ChatService = ReturnType<typeof createChatService>;

const AUDIT_QUOTE_LENGTH = 120;

/** The deleted text as the audit log keeps it: quoted, cut to a readable length. */
function quoteForAudit(text: string): string {
  const cut = text.length > AUDIT_QUOTE_LENGTH ? `${text.slice(0, AUDIT_QUOTE_LENGTH - 1)}…` : text;
  return `"${cut}"`;
}

export function deletedView(row: { id: number; senderId: number }): DeletedChatMessage {
  return { message: socialMessages.messageDeleted, id: row.id, senderId: row.senderId };
}

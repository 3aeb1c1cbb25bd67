import type { Kysely } from 'kysely';
import { filledMessage } from '../../../contract/filled-messages';
import { moderationMessages } from '../../../contract/moderation-texts';
import { nowIso } from '../../clock';
import type { DB } from '../../db/schema';
import { badRequest, forbidden } from '../../http/errors';
import { ownSiteOf, screenChatText } from './chat-filter';
import { createModerationRepository } from './repository';

/**
 * What the chat asks moderation before a post: whether an admin muted the player (403, saying until
 * when), and whether the text passes the filter (400). And which senders a reader muted.
 */
export function createChatGuard(db: Kysely<DB>, options: { publicOrigin?: string } = {}) {
  const repository = createModerationRepository(db);
  /** Links to the site's own host (PUBLIC_ORIGIN) pass the filter. */
  const site = options.publicOrigin ? ownSiteOf(options.publicOrigin) : undefined;
  return {
    async mayPost(userId: number): Promise<void> {
      const until = await repository.chatMutedUntil(userId, nowIso());
      if (until) throw forbidden(filledMessage('moderation.chatMutedUntil', { until }));
    },

    screen(text: string): void {
      const verdict = screenChatText(text, site);
      if (verdict === 'word') throw badRequest(moderationMessages.wordNotAllowed);
      if (verdict === 'link') throw badRequest(moderationMessages.linkNotAllowed);
    },

    mutedBy: (userId: number) => repository.mutedIdsOf(userId),

    /** Closes the open reports of a message an admin deleted, in the deletion's transaction. */
    closeReports: (trx: Kysely<DB>, messageId: number, adminId: number, resolution: string) =>
      repository.closeReports(trx, messageId, { resolvedBy: adminId, resolution, resolvedAt: nowIso() }),
  };
}

export type ChatGuard = ReturnType<typeof createChatGuard>;

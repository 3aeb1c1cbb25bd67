import type { Kysely } from 'kysely';
import type { PublicUser } from '../../../contract/accounts';
import {
  ADMIN_REASON_MAX,
  type AddFundsBody,
  type AddFundsResponse,
  type AuditPage,
  adminMessages,
  type PageCursorQuery,
  type UsersPage,
} from '../../../contract/admin';
import { messages } from '../../../contract/messages';
import { NOTIFICATION_TEXTS } from '../../../contract/notifications';
import { nowIso } from '../../clock';
import { assertPositiveAmount, type WalletService } from '../../core/money/wallet-service';
import type { DB, UserRow } from '../../db/schema';
import type { UnitOfWork } from '../../db/unit-of-work';
import { badRequest, notFound } from '../../http/errors';
import type { Notifier } from '../notifications/service';
import { toPublicUser } from '../user-rows';
import type { AuditTrail } from './audit';
import type { AuditRepository } from './audit-repository';
import {
  boundedTotal,
  cursorsOf,
  idCursor,
  type KeyedList,
  type PageStart,
  pageStart,
  readPage,
  type TotalCount,
  textCursor,
} from './keyset';
import { createReadLane } from './read-lane';
import type { AdminRepository } from './repository';

export interface AdminServiceOptions {
  /** The audit log: rows written with each action, and read back for the panel. */
  audit: { trail: AuditTrail; repository: AuditRepository };
  /** Tells a player of funds an admin added, written with the credit. */
  notifier: Notifier;
  /** Ends every live socket of a user, on every instance. */
  disconnectUser(userId: number): void;
  /** The user's sessions changed (ban, admin rights): what any instance remembers of them goes. */
  sessionsChanged(userId: number): void;
}

/**
 * How many of the admins' list reads (users, search, audit log) run at once on an instance, and how
 * many start in one turn of its event loop (read-lane.ts).
 */
export const ADMIN_READS_AT_ONCE = 2;

/** User management: every action is checked, done in one transaction with its audit row. */
export function createAdminService(
  uow: UnitOfWork,
  repository: AdminRepository,
  wallet: WalletService,
  options: AdminServiceOptions,
) {
  const audit = options.audit;
  const reads = createReadLane(ADMIN_READS_AT_ONCE);
  async function targetOf(trx: Kysely<DB>, id: number): Promise<UserRow> {
    const user = await repository.findUser(trx, id);
    if (!user) throw notFound(messages.userNotFound);
    return user;
  }

  /** A page of users from one of the repository's keyed lists, with its bounded total. */
  async function usersPage<K>(
    source: { list: KeyedList<UserRow, K>; count: TotalCount },
    start: PageStart<K>,
    limit: number,
  ): Promise<UsersPage> {
    const page = await readPage(source.list, start, limit);
    const total = await boundedTotal(source.count);
    return { users: page.rows.map(toPublicUser), limit, ...cursorsOf(page), ...total };
  }

  return {
    /** A page of every user by id, or of those whose name or e-mail starts with `search`. */
    async listUsers(search: string | undefined, limit: number, at: PageCursorQuery): Promise<UsersPage> {
      const prefix = search?.trim().toLowerCase() || undefined;
      // The cursor is checked before the read waits its turn: a bad one is answered at once.
      if (prefix === undefined) {
        const start = pageStart(at, idCursor);
        return reads.run(() => usersPage(repository.allUsers, start, limit));
      }
      const start = pageStart(at, textCursor);
      return reads.run(() => usersPage(repository.usersByPrefix(prefix), start, limit));
    },

    async setAdmin(actor: UserRow, targetId: number, isAdmin: boolean): Promise<PublicUser> {
      if (actor.id === targetId && !isAdmin) throw badRequest(adminMessages.cannotDemoteSelf);
      const user = await uow.forUser(targetId, async (trx) => {
        const target = await targetOf(trx, targetId);
        const updated = await repository.setFlags(trx, targetId, { isAdmin: isAdmin ? 1 : 0 }, nowIso());
        if (!updated) throw notFound(messages.userNotFound);
        await audit.trail.record(trx, {
          actorId: actor.id,
          action: isAdmin ? 'user.promote' : 'user.demote',
          targetUserId: targetId,
          details: isAdmin
            ? `Made ${target.username} an admin`
            : `Removed the admin rights of ${target.username}`,
        });
        return updated;
      });
      options.sessionsChanged(targetId);
      return toPublicUser(user);
    },

    /**
     * A ban ends the user's sessions at once: their tokens answer 403 'Your account has been banned'
     * from then on (DECISIONS.md section 9) and their sockets close. Lifting the ban deletes those
     * tokens, so a banned session never comes back: the player signs in anew.
     */
    async setBan(actor: UserRow, targetId: number, isBanned: boolean): Promise<PublicUser> {
      if (actor.id === targetId && isBanned) throw badRequest(adminMessages.cannotBanSelf);
      const user = await uow.forUser(targetId, async (trx) => {
        const target = await targetOf(trx, targetId);
        const updated = await repository.setFlags(trx, targetId, { isBanned: isBanned ? 1 : 0 }, nowIso());
        if (!updated) throw notFound(messages.userNotFound);
        if (!isBanned && target.isBanned === 1) await repository.deleteTokensOf(trx, targetId);
        await audit.trail.record(trx, {
          actorId: actor.id,
          action: isBanned ? 'user.ban' : 'user.unban',
          targetUserId: targetId,
          details: isBanned ? `Banned ${target.username}` : `Lifted the ban on ${target.username}`,
        });
        return updated;
      });
      options.sessionsChanged(targetId);
      if (isBanned) options.disconnectUser(targetId);
      return toPublicUser(user);
    },

    async addFunds(actor: UserRow, body: AddFundsBody): Promise<AddFundsResponse> {
      const amount =
        typeof body.amount === 'string' && body.amount.trim() !== '' ? Number(body.amount) : body.amount;
      assertPositiveAmount(amount as number, adminMessages.amountPositive);
      const reason = (body.reason ?? '').trim();
      if (!reason) throw badRequest(adminMessages.reasonRequired);
      if (reason.length > ADMIN_REASON_MAX) throw badRequest(adminMessages.reasonTooLong);
      const credited = amount as number;
      const added = await uow.forUser(body.userId, async (trx) => {
        const target = await targetOf(trx, body.userId);
        const funFunds = await wallet.credit(trx, target.id, credited, {
          type: 'admin',
          description: `Added by ${actor.username}: ${reason}`,
        });
        await audit.trail.record(trx, {
          actorId: actor.id,
          action: 'funds.add',
          targetUserId: target.id,
          details: `Added ${credited} FF: ${reason}`,
        });
        const notification = await options.notifier.write(trx, target.id, {
          kind: 'fundsGranted',
          ...NOTIFICATION_TEXTS.fundsGranted(credited, reason),
          data: { amount: credited, reason },
        });
        return { answer: { funFunds, user: toPublicUser({ ...target, funFunds }) }, notification };
      });
      options.notifier.push({ userId: body.userId, notification: added.notification });
      return added.answer;
    },

    /** A page of the audit log, newest first. */
    async auditLog(limit: number, at: PageCursorQuery): Promise<AuditPage> {
      const start = pageStart(at, idCursor);
      return reads.run(async () => {
        const page = await readPage(audit.repository.list, start, limit);
        const total = await boundedTotal(audit.repository.count);
        return { entries: page.rows, limit, ...cursorsOf(page), ...total };
      });
    },
  };
}

export type AdminService = ReturnType<typeof createAdminService>;

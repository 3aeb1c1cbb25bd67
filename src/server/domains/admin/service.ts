import type { Kysely } from 'kysely';
import type { PublicUser } from '../../../contract/accounts';
import {
  type AddFundsBody,
  type AddFundsResponse,
  adminMessages,
  type UsersPage,
} from '../../../contract/admin';
import { messages } from '../../../contract/messages';
import { nowIso } from '../../clock';
import type { DB, UserRow } from '../../db/schema';
import type { UnitOfWork } from '../../db/unit-of-work';
import { badRequest, notFound } from '../../http/errors';
import { toPublicUser } from '../accounts/service';
import { assertPositiveAmount, type WalletService } from '../wallet/service';
import { listAdminActions, recordAdminAction } from './audit';
import type { AdminRepository } from './repository';

export interface AdminServiceOptions {
  /** Ends every live socket of a user, on every instance. */
  disconnectUser(userId: number): void;
  /** The user's sessions changed (ban, admin rights): what any instance remembers of them goes. */
  sessionsChanged(userId: number): void;
}

const REASON_MAX = 200;

/** User management: every action is checked, done in one transaction with its audit row. */
export function createAdminService(
  uow: UnitOfWork,
  repository: AdminRepository,
  wallet: WalletService,
  options: AdminServiceOptions,
) {
  const { db } = uow;
  async function targetOf(trx: Kysely<DB>, id: number): Promise<UserRow> {
    const user = await repository.findUser(trx, id);
    if (!user) throw notFound(messages.userNotFound);
    return user;
  }

  return {
    async listUsers(search: string | undefined, page: number, limit: number): Promise<UsersPage> {
      const term = search?.trim() || undefined;
      const { users, total } = await repository.searchUsers(term, page, limit);
      return { users: users.map(toPublicUser), total, page, limit };
    },

    async setAdmin(actor: UserRow, targetId: number, isAdmin: boolean): Promise<PublicUser> {
      if (actor.id === targetId && !isAdmin) throw badRequest(adminMessages.cannotDemoteSelf);
      const user = await uow.forUser(targetId, async (trx) => {
        const target = await targetOf(trx, targetId);
        const updated = await repository.setFlags(trx, targetId, { isAdmin: isAdmin ? 1 : 0 }, nowIso());
        if (!updated) throw notFound(messages.userNotFound);
        await recordAdminAction(trx, {
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
        await recordAdminAction(trx, {
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
      if (reason.length > REASON_MAX) throw badRequest(`Reason must be at most ${REASON_MAX} characters`);
      const credited = amount as number;
      return uow.forUser(body.userId, async (trx) => {
        const target = await targetOf(trx, body.userId);
        const funFunds = await wallet.credit(trx, target.id, credited, {
          type: 'admin',
          description: `Added by ${actor.username}: ${reason}`,
        });
        await recordAdminAction(trx, {
          actorId: actor.id,
          action: 'funds.add',
          targetUserId: target.id,
          details: `Added ${credited} FF: ${reason}`,
        });
        return { funFunds, user: toPublicUser({ ...target, funFunds }) };
      });
    },

    auditLog: (page: number, limit: number) => listAdminActions(db, page, limit),
  };
}

export type AdminService = ReturnType<typeof createAdminService>;

import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { WalletService } from '../../core/money/wallet-service';
import type { DB } from '../../db/schema';
import type { UnitOfWork } from '../../db/unit-of-work';
import { userRoom } from '../../realtime/handshake';
import type { Realtime } from '../../realtime/socket-server';
import type { AccountsService } from '../accounts/service';
import type { Notifier } from '../notifications/service';
import { type AuditTrail, createAuditTrail } from './audit';
import { createAuditRepository } from './audit-repository';
import { createAdminRepository } from './repository';
import { adminRoutes } from './routes';
import { createAdminService } from './service';

export interface AdminDomainDeps {
  db: Kysely<DB>;
  uow: UnitOfWork;
  wallet: WalletService;
  accounts: AccountsService;
  realtime: Realtime;
  notifier: Notifier;
}

/**
 * User management and the audit log. Returns the audit trail, in which the other domains whose
 * admins act (leaderboard edits, chat deletions) record those acts.
 */
export async function adminDomain(app: FastifyInstance, deps: AdminDomainDeps): Promise<AuditTrail> {
  const { db, uow, wallet, accounts, realtime, notifier } = deps;
  const auditRepository = createAuditRepository(db);
  const trail = createAuditTrail(auditRepository);
  const admin = createAdminService(uow, createAdminRepository(db), wallet, {
    audit: { trail, repository: auditRepository },
    notifier,
    // Through the adapter, so a banned user's sockets close on every instance.
    disconnectUser: (userId) => realtime.io.in(userRoom(userId)).disconnectSockets(true),
    sessionsChanged: (userId) => accounts.sessionsChanged({ userId }),
  });
  await app.register(adminRoutes, { prefix: '/api', admin });
  return trail;
}

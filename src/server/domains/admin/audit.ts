import type { Kysely } from 'kysely';
import type { AdminAction } from '../../../contract/admin';
import { nowIso } from '../../clock';
import type { DB } from '../../db/schema';
import type { AuditRepository } from './audit-repository';

export interface AdminActionRecord {
  actorId: number;
  action: AdminAction;
  targetUserId?: number | null;
  /** A short sentence for the panel, e.g. 'Added 100 FF: tournament prize'. */
  details?: string | null;
}

/** What the admin domain offers the others whose admins act (leaderboard edits, chat deletions). */
export interface AuditTrail {
  /**
   * Writes one audit row in the transaction it is given: pass the transaction of the action itself,
   * so that the action and its record commit (or roll back) together.
   */
  record(trx: Kysely<DB>, record: AdminActionRecord): Promise<void>;
}

export function createAuditTrail(repository: AuditRepository): AuditTrail {
  return {
    record: (trx, record) =>
      repository.insert(trx, {
        actorId: record.actorId,
        action: record.action,
        targetUserId: record.targetUserId ?? null,
        details: record.details ?? null,
        createdAt: nowIso(),
      }),
  };
}

import type { Insertable, Kysely } from 'kysely';
import type { AuditEntry } from '../../../contract/admin';
import type { AdminAuditLogTable, DB } from '../../db/schema';
import { type KeyedRead, keyedList } from './keyset';
import { countWholeTable } from './whole-table-count';

type AuditRow = {
  id: number;
  action: string;
  details: string | null;
  createdAt: string;
  actorId: number;
  actorName: string;
  targetId: number | null;
  targetName: string | null;
};

function toEntry(row: AuditRow): AuditEntry {
  return {
    id: row.id,
    actor: { id: row.actorId, username: row.actorName },
    action: row.action,
    target:
      row.targetId !== null && row.targetName !== null
        ? { id: row.targetId, username: row.targetName }
        : null,
    details: row.details,
    createdAt: row.createdAt,
  };
}

/** The admin audit log table: rows written in the caller's transaction, read newest first by id. */
export function createAuditRepository(db: Kysely<DB>) {
  const read: KeyedRead<AuditEntry, number> = async (key, side, n) => {
    let query = db
      .selectFrom('adminAuditLog as log')
      .innerJoin('users as actor', 'actor.id', 'log.actorId')
      .leftJoin('users as target', 'target.id', 'log.targetUserId')
      .select([
        'log.id',
        'log.action',
        'log.details',
        'log.createdAt',
        'actor.id as actorId',
        'actor.username as actorName',
        'target.id as targetId',
        'target.username as targetName',
      ])
      .orderBy('log.id', side === '<' ? 'desc' : 'asc')
      .limit(n);
    if (key !== undefined) query = query.where('log.id', side, key);
    return (await query.execute()).map((row) => ({ key: row.id, row: toEntry(row) }));
  };

  return {
    async insert(executor: Kysely<DB>, row: Insertable<AdminAuditLogTable>): Promise<void> {
      await executor.insertInto('adminAuditLog').values(row).execute();
    },

    /** The log with the names of who acted and on whom, read by id from either side. */
    list: keyedList(read, 'descending'),

    /** Entries are not deleted, so the highest id estimates the total. */
    count: (n: number) => countWholeTable(db, 'adminAuditLog', n),
  };
}

export type AuditRepository = ReturnType<typeof createAuditRepository>;

import type { Kysely } from 'kysely';
import type { AdminAction, AuditEntry } from '../../../contract/admin';
import { nowIso } from '../../clock';
import type { DB } from '../../db/schema';

export interface AdminActionRecord {
  actorId: number;
  action: AdminAction;
  targetUserId?: number | null;
  /** A short sentence for the panel, e.g. 'Added 100 FF: tournament prize'. */
  details?: string | null;
}

/**
 * Writes one audit row with the executor it is given: pass the transaction of the action itself, so
 * that the action and its record commit (or roll back) together.
 */
export async function recordAdminAction(executor: Kysely<DB>, record: AdminActionRecord): Promise<void> {
  await executor
    .insertInto('adminAuditLog')
    .values({
      actorId: record.actorId,
      action: record.action,
      targetUserId: record.targetUserId ?? null,
      details: record.details ?? null,
      createdAt: nowIso(),
    })
    .execute();
}

/** The newest entries first, with the names of who acted and on whom. */
export async function listAdminActions(
  db: Kysely<DB>,
  page: number,
  limit: number,
): Promise<{ entries: AuditEntry[]; total: number }> {
  const rows = await db
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
    .orderBy('log.id', 'desc')
    .limit(limit)
    .offset((page - 1) * limit)
    .execute();
  const count = await db
    .selectFrom('adminAuditLog')
    .select((eb) => eb.fn.countAll<number>().as('total'))
    .executeTakeFirstOrThrow();
  return {
    total: Number(count.total),
    entries: rows.map((row) => ({
      id: row.id,
      actor: { id: row.actorId, username: row.actorName },
      action: row.action,
      target:
        row.targetId !== null && row.targetName !== null
          ? { id: row.targetId, username: row.targetName }
          : null,
      details: row.details,
      createdAt: row.createdAt,
    })),
  };
}

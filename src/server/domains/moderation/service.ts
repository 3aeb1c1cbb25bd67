import type { Kysely } from 'kysely';
import { quoteForAudit } from '../../../contract/admin-texts';
import {
  CHAT_MUTE_MAX_MINUTES,
  type Mutes,
  moderationMessages,
  type QueueMessage,
  REPORT_CONTEXT_SIZE,
  REPORT_DETAILS_MAX,
  REPORT_QUEUE_LIMIT,
  REPORT_REASONS,
  RESOLVE_ACTIONS,
  type ReportBody,
  type ReportedMessage,
  type ReportQueue,
  type ResolveAction,
  type ResolveBody,
  type ResolveResult,
} from '../../../contract/moderation';
import { nowIso } from '../../clock';
import { uniqueViolation } from '../../db/constraint-errors';
import type { DB, UserRow } from '../../db/schema';
import type { UnitOfWork } from '../../db/unit-of-work';
import { badRequest, notFound } from '../../http/errors';
import type { AuditTrail } from '../admin/audit';
import type { AdminRepository } from '../admin/repository';
import type { ChatRepository } from '../social/chat-repository';
import type { ModerationRepository, QueueMessageRow } from './repository';

export interface ModerationServiceDeps {
  uow: UnitOfWork;
  repository: ModerationRepository;
  /** The admin domain's users, for a ban (the same flag its own ban sets). */
  users: Pick<AdminRepository, 'setFlags'>;
  /** The chat's messages, for a deletion (the same soft delete as the chat panel's). */
  chatMessages: Pick<ChatRepository, 'softDelete'>;
  audit: AuditTrail;
  /** Tells every page that a message is gone. */
  messageDeleted(id: number): void;
  /** A banned player's sessions end and their sockets close, on every instance. */
  banned(userId: number): void;
}

const isRowId = (value: unknown): value is number =>
  typeof value === 'number' && Number.isSafeInteger(value) && value >= 1;

function queueMessage(row: QueueMessageRow): QueueMessage {
  return {
    id: row.id,
    sender: { id: row.senderId, username: row.username },
    text: row.text,
    kind: row.kind,
    timestamp: row.createdAt,
    deleted: row.deletedAt !== null,
  };
}

/** Reports of chat messages, players' own mutes, and the admins' queue with its actions. */
export function createModerationService(deps: ModerationServiceDeps) {
  const { uow, repository, audit } = deps;

  function checkedReport(body: ReportBody): { reason: string; details: string | null } {
    const reason = typeof body.reason === 'string' ? body.reason : '';
    if (!(REPORT_REASONS as readonly string[]).includes(reason)) {
      throw badRequest(moderationMessages.reasonInvalid);
    }
    if (body.details !== undefined && body.details !== null && typeof body.details !== 'string') {
      throw badRequest(moderationMessages.detailsTooLong);
    }
    const details = (body.details ?? '').trim();
    if ([...details].length > REPORT_DETAILS_MAX) throw badRequest(moderationMessages.detailsTooLong);
    if (reason === 'other' && details === '') throw badRequest(moderationMessages.detailsRequired);
    return { reason, details: details === '' ? null : details };
  }

  /** How long a mute lasts: whole minutes, from 1 to 30 days. */
  function muteMinutes(value: unknown): number {
    const minutes = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
    if (typeof minutes !== 'number' || !Number.isInteger(minutes) || minutes < 1) {
      throw badRequest(moderationMessages.minutesInvalid);
    }
    if (minutes > CHAT_MUTE_MAX_MINUTES) throw badRequest(moderationMessages.minutesInvalid);
    return minutes;
  }

  async function reportedMessage(
    reports: Awaited<ReturnType<ModerationRepository['openReports']>>,
    row: QueueMessageRow,
    standing: Awaited<ReturnType<ModerationRepository['standingOf']>>,
  ): Promise<ReportedMessage> {
    const [before, after] = await Promise.all([
      repository.neighbours(row.id, 'before', REPORT_CONTEXT_SIZE),
      repository.neighbours(row.id, 'after', REPORT_CONTEXT_SIZE),
    ]);
    const own = reports.filter((report) => report.messageId === row.id);
    return {
      reportId: own[0]?.id ?? 0,
      message: queueMessage(row),
      before: before.reverse().map(queueMessage),
      after: after.map(queueMessage),
      reports: own.map((report) => ({
        id: report.id,
        reason: report.reason,
        details: report.details,
        reporter: { id: report.reporterId, username: report.username },
        createdAt: report.createdAt,
      })),
      authorMutedUntil: standing.mutes.get(row.senderId) ?? null,
      authorBanned: standing.banned.has(row.senderId),
    };
  }

  /** The action itself, in the resolution's transaction; what the audit row says of it. */
  async function act(
    trx: Kysely<DB>,
    admin: UserRow,
    action: ResolveAction,
    target: { messageId: number; senderId: number; text: string; deletedAt: string | null },
    minutes: number,
    at: string,
  ): Promise<{ mutedUntil?: string; deleted?: boolean }> {
    const quoted = `message #${target.messageId}: ${quoteForAudit(target.text)}`;
    const record = (auditAction: Parameters<AuditTrail['record']>[1]['action'], details: string) =>
      audit.record(trx, { actorId: admin.id, action: auditAction, targetUserId: target.senderId, details });
    if (action === 'dismiss') {
      await record('report.dismiss', `Dismissed the reports of ${quoted}`);
      return {};
    }
    if (action === 'delete') {
      // Deleted already (from the chat panel): the reports close all the same.
      const deleted = (await deps.chatMessages.softDelete(trx, target.messageId, admin.id, at)) !== undefined;
      await record('chat.delete', `Deleted ${quoted} (reported)`);
      return { deleted };
    }
    if (target.senderId === admin.id) throw badRequest(moderationMessages.cannotActOnSelf);
    if (action === 'mute') {
      const mutedUntil = new Date(Date.parse(at) + minutes * 60_000).toISOString();
      await repository.setChatMute(trx, {
        userId: target.senderId,
        mutedUntil,
        mutedBy: admin.id,
        createdAt: at,
      });
      await record('chat.mute', `Muted from chat for ${minutes} min (until ${mutedUntil}) for ${quoted}`);
      return { mutedUntil };
    }
    const user = await deps.users.setFlags(trx, target.senderId, { isBanned: 1 }, at);
    if (!user) throw notFound(moderationMessages.userNotFound);
    await record('user.ban', `Banned ${user.username} for ${quoted}`);
    return {};
  }

  return {
    /** A player reports a message: once per message, never their own, never a deleted one. */
    async report(reporterId: number, messageId: number, body: ReportBody): Promise<void> {
      const { reason, details } = checkedReport(body);
      const message = await repository.visibleMessage(messageId);
      if (!message) throw notFound(moderationMessages.messageNotFound);
      if (message.senderId === reporterId) throw badRequest(moderationMessages.cannotReportOwn);
      if (message.kind === 'share') throw badRequest(moderationMessages.cannotReportShare);
      try {
        await repository.insertReport({ messageId, reporterId, reason, details, createdAt: nowIso() });
      } catch (error) {
        if (uniqueViolation(error)) throw badRequest(moderationMessages.alreadyReported);
        throw error;
      }
    },

    async mute(userId: number, target: unknown): Promise<void> {
      if (!isRowId(target)) throw badRequest(moderationMessages.userNotFound);
      if (target === userId) throw badRequest(moderationMessages.cannotMuteSelf);
      if (!(await repository.userExists(target))) throw notFound(moderationMessages.userNotFound);
      if (!(await repository.mute(userId, target, nowIso())))
        throw badRequest(moderationMessages.alreadyMuted);
    },

    async unmute(userId: number, target: number): Promise<void> {
      if (!(await repository.unmute(userId, target))) throw notFound(moderationMessages.notMuted);
    },

    async mutes(userId: number): Promise<Mutes> {
      return { mutes: await repository.mutesOf(userId) };
    },

    /** The open reports, a message at a time, with the messages around each. */
    async queue(): Promise<ReportQueue> {
      const reports = await repository.openReports(REPORT_QUEUE_LIMIT);
      const messageIds = [...new Set(reports.map((report) => report.messageId))];
      const rows = new Map((await repository.messagesByIds(messageIds)).map((row) => [row.id, row]));
      const standing = await repository.standingOf(
        [...new Set([...rows.values()].map((row) => row.senderId))],
        nowIso(),
      );
      const queued = messageIds.flatMap((id) => {
        const row = rows.get(id);
        return row ? [reportedMessage(reports, row, standing)] : [];
      });
      return { reports: await Promise.all(queued) };
    },

    /**
     * An admin resolves a report: the action, its audit row and the closing of every open report of
     * the message commit together.
     */
    async resolve(admin: UserRow, reportId: number, body: ResolveBody): Promise<ResolveResult> {
      const action = body.action;
      if (typeof action !== 'string' || !(RESOLVE_ACTIONS as readonly string[]).includes(action)) {
        throw badRequest(moderationMessages.actionInvalid);
      }
      const chosen = action as ResolveAction;
      const minutes = chosen === 'mute' ? muteMinutes(body.minutes) : 0;
      const done = await uow.run(async (trx) => {
        const report = await repository.report(trx, reportId);
        if (!report) throw notFound(moderationMessages.reportNotFound);
        if (report.resolvedAt !== null) throw badRequest(moderationMessages.reportClosed);
        const at = nowIso();
        const outcome = await act(trx, admin, chosen, report, minutes, at);
        const closed = await repository.closeReports(trx, report.messageId, {
          resolvedBy: admin.id,
          resolution: chosen,
          resolvedAt: at,
        });
        // Another admin resolved it meanwhile: this action rolls back.
        if (closed === 0) throw badRequest(moderationMessages.reportClosed);
        return { ...outcome, closed, messageId: report.messageId, senderId: report.senderId };
      });
      if (done.deleted) deps.messageDeleted(done.messageId);
      if (chosen === 'ban') deps.banned(done.senderId);
      return {
        message: moderationMessages.resolved[chosen],
        closed: done.closed,
        ...(done.mutedUntil ? { mutedUntil: done.mutedUntil } : {}),
      };
    },
  };
}

export type ModerationService = ReturnType<typeof createModerationService>;

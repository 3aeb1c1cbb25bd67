import type { Kysely } from 'kysely';
import { filledMessage, tipLimitValues } from '../../../contract/filled-messages';
import { messages } from '../../../contract/messages';
import { NOTIFICATION_TEXTS } from '../../../contract/notifications-texts';
import {
  RAIN_RULES,
  type RainAnswer,
  type RainBody,
  type RainRecipient,
  rainChatText,
  TIP_LEDGER,
  TIP_LIMITS,
  type TipAnswer,
  type TipBody,
  tipsMessages,
} from '../../../contract/tips';
import { nowIso } from '../../clock';
import type { WalletService } from '../../core/money/wallet-service';
import type { DB, UserRow } from '../../db/schema';
import type { UnitOfWork } from '../../db/unit-of-work';
import { badRequest, forbidden, notAuthorized } from '../../http/errors';
import type { Notifier } from '../notifications/service';
import type { RainAnnouncer } from './rain-line';
import { splitRain } from './rain-split';
import type { TipPlayer, TipsRepository } from './repository';

const HOUR_MS = 60 * 60 * 1000;
/** Chat lines read per page while looking for who a rain falls on. */
const CHAT_PAGE = 500;

export interface TipsServiceDeps {
  uow: UnitOfWork;
  wallet: WalletService;
  notifier: Notifier;
  repository: TipsRepository;
  announceRain: RainAnnouncer;
  /** Folds the finished bets not folded yet (the wager fold's runOnce), so that bets just placed count. */
  foldFirst: () => Promise<unknown>;
  logger: { warn(object: unknown, message: string): void };
}

/** The amount as sent, if it is a whole number of FF above zero; the daily limit bounds it further. */
function wholeAmount(value: unknown): number {
  if (typeof value !== 'number' || !Number.isInteger(value)) throw badRequest(tipsMessages.amountWhole);
  if (value <= 0) throw badRequest(tipsMessages.amountPositive);
  return value;
}

/** Today in UTC, as tip_days keeps it. */
const today = () => nowIso().slice(0, 10);

/**
 * Tips between friends and rains on the chat. Each moves the FF in one transaction that holds the
 * rows of everyone it pays (the sender first in id order, as every money path), with a ledger row on
 * each side, the sender's daily total and the notifications (and a rain's chat line); the live
 * pushes follow the commit.
 */
export function createTipsService(deps: TipsServiceDeps) {
  const { uow, wallet, notifier, repository, announceRain, foldFirst, logger } = deps;

  /**
   * The sender as stored now (a session remembers its user for a while), if the limits let them send
   * `amount`: checked in the order a player would meet them; the daily limit is taken in the move.
   */
  async function senderOf(user: UserRow, amount: number): Promise<TipPlayer> {
    const sender = await repository.player(user.id);
    if (!sender) throw notAuthorized();
    if (sender.isBanned === 1) throw forbidden(messages.banned);
    const ageMs = Date.now() - Date.parse(sender.createdAt);
    const minAgeMs = TIP_LIMITS.minAccountAgeHours * HOUR_MS;
    if (ageMs < minAgeMs)
      throw badRequest(
        filledMessage('tips.accountTooNew', {
          hoursLeft: Math.ceil((minAgeMs - ageMs) / HOUR_MS),
          minHours: tipLimitValues.minHours,
        }),
      );
    let wagered = await repository.wageredBy(sender.id);
    if (wagered < TIP_LIMITS.minWagered) {
      // Bets of the last moment may not be folded yet: only a refusal waits for the fold.
      await foldFirst();
      wagered = await repository.wageredBy(sender.id);
    }
    if (wagered < TIP_LIMITS.minWagered) {
      throw badRequest(
        filledMessage('tips.notEnoughWagered', { wagered, minWagered: tipLimitValues.minWagered }),
      );
    }
    if (amount > TIP_LIMITS.dailyLimit) await refuseOverLimit(sender.id, today());
    return sender;
  }

  async function refuseOverLimit(senderId: number, day: string, executor?: Kysely<DB>): Promise<never> {
    const left = Math.max(0, TIP_LIMITS.dailyLimit - (await repository.sentOn(senderId, day, executor)));
    throw badRequest(filledMessage('tips.dailyLimit', { left, dailyLimit: tipLimitValues.dailyLimit }));
  }

  /** Counts `amount` against the sender's day in the move's transaction, or refuses it. */
  async function takeAllowance(trx: Kysely<DB>, senderId: number, amount: number): Promise<void> {
    const day = today();
    if (!(await repository.takeAllowance(trx, senderId, day, amount, TIP_LIMITS.dailyLimit))) {
      await refuseOverLimit(senderId, day, trx);
    }
  }

  /**
   * Who a rain falls on now: the players who wrote in chat in the window and bet lately, not banned,
   * the sender left out, those who chatted last first, at most RAIN_RULES.maxRecipients. Reads the
   * chat back from its newest line a page at a time, and stops at the window's start.
   */
  async function rainCatchers(senderId: number): Promise<{ id: number; username: string }[]> {
    const now = Date.now();
    const chattedSince = new Date(now - RAIN_RULES.chattedWithinMinutes * 60_000).toISOString();
    const betSince = new Date(now - RAIN_RULES.wageredWithinHours * HOUR_MS).toISOString();
    const seen = new Set<number>([senderId]);
    const caught: { id: number; username: string }[] = [];
    let before: number | undefined;
    for (;;) {
      const page = await repository.chatPage(before, CHAT_PAGE);
      const inWindow = page.filter((line) => line.createdAt >= chattedSince);
      const chatters: number[] = [];
      for (const line of inWindow) {
        if (seen.has(line.senderId)) continue;
        seen.add(line.senderId);
        chatters.push(line.senderId);
      }
      const bettors = new Map((await repository.betSince(chatters, betSince)).map((p) => [p.id, p]));
      for (const id of chatters) {
        const player = bettors.get(id);
        if (!player) continue;
        caught.push(player);
        if (caught.length === RAIN_RULES.maxRecipients) return caught;
      }
      const last = page.at(-1);
      if (!last || page.length < CHAT_PAGE || inWindow.length < page.length) return caught;
      before = last.id;
    }
  }

  return {
    async tip(user: UserRow, body: TipBody): Promise<TipAnswer> {
      const amount = wholeAmount(body.amount);
      if (body.toUserId === user.id) throw badRequest(tipsMessages.tipSelf);
      const receiver = await repository.player(body.toUserId);
      if (!receiver) throw badRequest(tipsMessages.playerNotFound);
      if (!(await repository.areFriends(user.id, receiver.id))) throw forbidden(tipsMessages.notFriends);
      if (receiver.isBanned === 1) throw badRequest(tipsMessages.cannotReceive);
      const sender = await senderOf(user, amount);

      const { balance, notification } = await uow.forUsers([sender.id, receiver.id], async (trx) => {
        await takeAllowance(trx, sender.id, amount);
        const balance = await wallet.debit(trx, sender.id, amount, {
          type: 'tip',
          description: TIP_LEDGER.tipTo(receiver.username),
        });
        await wallet.credit(trx, receiver.id, amount, {
          type: 'tip',
          description: TIP_LEDGER.tipFrom(sender.username),
        });
        const notification = await notifier.write(trx, receiver.id, {
          kind: 'tipReceived',
          ...NOTIFICATION_TEXTS.tipReceived(sender.username, amount),
          data: { from: { id: sender.id, username: sender.username }, amount },
        });
        return { balance, notification };
      });
      notifier.push({ userId: receiver.id, notification });
      return { balance };
    },

    async rain(user: UserRow, body: RainBody): Promise<RainAnswer> {
      const amount = wholeAmount(body.amount);
      if (amount < RAIN_RULES.minAmount) throw badRequest(tipsMessages.rainTooSmall);
      const sender = await senderOf(user, amount);
      // Bets placed a moment ago count as 'in the last 24 h': the fold carries them first.
      await foldFirst();
      const catchers = await rainCatchers(sender.id);
      if (catchers.length === 0) throw badRequest(tipsMessages.rainNobody);
      const shares = splitRain(amount, catchers.length);
      const recipients: RainRecipient[] = catchers.map((player, index) => ({
        userId: player.id,
        username: player.username,
        amount: shares[index] ?? 0,
      }));
      const text = rainChatText(sender.username, amount, recipients);

      const ids = [sender.id, ...recipients.map((recipient) => recipient.userId)];
      const done = await uow.forUsers(ids, async (trx) => {
        await takeAllowance(trx, sender.id, amount);
        const balance = await wallet.debit(trx, sender.id, amount, {
          type: 'rain',
          description: TIP_LEDGER.rainOn(recipients.length),
        });
        const entry = { type: 'rain', description: TIP_LEDGER.rainFrom(sender.username) } as const;
        await wallet.creditMany(
          trx,
          recipients.map((recipient) => ({ userId: recipient.userId, amount: recipient.amount, entry })),
        );
        const line = { senderId: sender.id, text, createdAt: nowIso() };
        const lineId = await repository.insertChatLine(trx, line);
        const notifications = [];
        for (const recipient of recipients) {
          const notification = await notifier.write(trx, recipient.userId, {
            kind: 'rainReceived',
            ...NOTIFICATION_TEXTS.rainReceived(sender.username, recipient.amount),
            data: { from: { id: sender.id, username: sender.username }, amount: recipient.amount },
          });
          notifications.push({ userId: recipient.userId, notification });
        }
        return { balance, line: { ...line, id: lineId }, notifications };
      });
      notifier.push(...done.notifications);
      // The rain is paid: a failed broadcast leaves the line in the history, not the answer failed.
      await announceRain(done.line).catch((error) => logger.warn({ err: error }, 'rain chat line not sent'));
      return { recipients, balance: done.balance };
    },
  };
}

export type TipsService = ReturnType<typeof createTipsService>;

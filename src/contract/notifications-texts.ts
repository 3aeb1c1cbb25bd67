// The notifications contract's kinds and texts, without the validator, so the web app can load them.

/** What a notification tells of; each kind has its words below and its own `data`. */
export const NOTIFICATION_KINDS = [
  'friendRequest',
  'coinflipResult',
  'fundsGranted',
  'achievement',
  'racePrize',
  'levelUp',
  'tipReceived',
  'rainReceived',
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

/** How many notifications a page holds at most, and by default. */
export const NOTIFICATIONS_PAGE_MAX = 50;
export const NOTIFICATIONS_PAGE_DEFAULT = 20;
/** How many ids one mark-as-read call may name. */
export const NOTIFICATIONS_READ_MAX = 100;

export const notificationsMessages = {
  idsOrAll: 'Give either ids or all: true',
  loadFailed: 'Failed to load notifications.',
  markFailed: 'Failed to mark notifications as read.',
} as const;

/**
 * The words the server writes into each notification when it happens (English, as every server text).
 * Clients may write their own words from the kind and `data` instead (the web does, in the player's
 * language: features/notifications/notification-words.ts), so each writer puts what its words name in
 * `data` too:
 * - friendRequest: `from` { id, username }; tipReceived, rainReceived: `from`, `amount`
 * - coinflipResult: `won`, `amount` (the stake), `payout`, `opponent` { id, username }
 * - fundsGranted: `amount`, `reason` (the admin's, shown as written); levelUp: `level`, `amount`
 * - racePrize: `rank`, `amount`, `startsAt` (the race's first UTC day); achievement: `code`, `title`
 * A notification whose `data` lacks them (written before) shows its stored words.
 */
export const NOTIFICATION_TEXTS = {
  friendRequest: (from: string) => ({
    title: 'New friend request',
    text: `${from} wants to be your friend.`,
  }),
  coinflipResult: (opponent: string, won: boolean, amount: number) => ({
    title: won ? 'Coinflip won' : 'Coinflip lost',
    text: won
      ? `You beat ${opponent} and won ${amount} FF.`
      : `${opponent} won your coinflip of ${amount} FF.`,
  }),
  fundsGranted: (amount: number, reason: string) => ({
    title: 'Fun Funds added',
    text: `An admin added ${amount} FF to your balance: ${reason}`,
  }),
  levelUp: (level: number, amount: number) => ({
    title: `Level ${level} reached`,
    text: `You reached level ${level} and ${amount} FF was added to your balance.`,
  }),
  /** `prize` names the race and the place, as the ledger row does (races-texts.ts's racePrizeDescription). */
  racePrize: (prize: string, amount: number) => ({
    title: 'Race prize paid',
    text: `${prize}. ${amount} FF added to your balance.`,
  }),
  tipReceived: (from: string, amount: number) => ({
    title: 'Tip received',
    text: `${from} tipped you ${amount} FF.`,
  }),
  rainReceived: (from: string, amount: number) => ({
    title: 'Rain in chat',
    text: `${from} made it rain in chat: ${amount} FF for you.`,
  }),
} as const;

/** The words of the bell, the inbox and the toasts. */
export const NOTIFICATIONS_UI = {
  bell: (unread: number) => (unread === 0 ? 'Notifications' : `Notifications (${unread} unread)`),
  inboxTitle: 'Notifications',
  empty: 'Nothing here yet. Friend requests, coinflip results and gifts will show up here.',
  markAllRead: 'Mark all read',
  markRead: 'Mark read',
  loadMore: 'Load more',
  unread: 'Unread',
  dismiss: 'Dismiss',
  close: 'Close notifications',
} as const;

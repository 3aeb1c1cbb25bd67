// Tips and chat rain: their limits (the one place they live, DECISIONS.md §10), refusals and words,
// without the validator, so the web app can load them.

/** What a sender must meet, for tips and rain alike. */
export const TIP_LIMITS = {
  /** The sender's account is at least this old. */
  minAccountAgeHours: 24,
  /** The sender has staked at least this much in all their bets, every game together. */
  minWagered: 1_000,
  /** FF one player may send in a UTC day, tips and rains together (the day starts at 00:00 UTC). */
  dailyLimit: 10_000,
} as const;

/** Who a rain falls on, and how much it must be. */
export const RAIN_RULES = {
  minAmount: 1_000,
  /** At most this many players share a rain: those who chatted last come first. */
  maxRecipients: 25,
  /** A recipient wrote in chat within this many minutes... */
  chattedWithinMinutes: 15,
  /** ...and placed a bet within this many hours. */
  wageredWithinHours: 24,
} as const;

/** Whole FF as the texts write them: 10,000. */
export const ff = (amount: number): string => amount.toLocaleString('en-US');

export const tipsMessages = {
  amountWhole: 'Amount must be a whole number of FF',
  amountPositive: 'Amount must be at least 1 FF',
  tipSelf: 'You cannot tip yourself',
  playerNotFound: 'That player does not exist',
  notFriends: 'You can only tip your friends',
  cannotReceive: 'This player cannot receive tips',
  accountTooNew: (hoursLeft: number) =>
    `Your account must be at least ${TIP_LIMITS.minAccountAgeHours} hours old to send tips or rain ` +
    `(${hoursLeft} ${hoursLeft === 1 ? 'hour' : 'hours'} to go)`,
  notEnoughWagered: (wagered: number) =>
    `You must have wagered at least ${ff(TIP_LIMITS.minWagered)} FF in total to send tips or rain ` +
    `(so far: ${ff(wagered)} FF)`,
  dailyLimit: (left: number) =>
    `You can send at most ${ff(TIP_LIMITS.dailyLimit)} FF a day in tips and rain: ${ff(left)} FF left today ` +
    '(the day resets at 00:00 UTC)',
  rainTooSmall: `A rain must be at least ${ff(RAIN_RULES.minAmount)} FF`,
  rainNobody:
    `Nobody can catch your rain right now: it falls on players who chatted in the last ` +
    `${RAIN_RULES.chattedWithinMinutes} minutes and placed a bet in the last ${RAIN_RULES.wageredWithinHours} hours`,
} as const;

/** The ledger rows' descriptions, one on each side. */
export const TIP_LEDGER = {
  tipTo: (username: string) => `Tip to ${username}`,
  tipFrom: (username: string) => `Tip from ${username}`,
  rainOn: (players: number) => `Rain on ${players} ${players === 1 ? 'player' : 'players'} in chat`,
  rainFrom: (username: string) => `Rain from ${username} in chat`,
} as const;

/** The one chat line of a rain: who rained how much, and who got what. */
export function rainChatText(from: string, amount: number, shares: { username: string; amount: number }[]) {
  const list = shares.map((share) => `${share.username} ${ff(share.amount)} FF`).join(', ');
  return `${from} made it rain ${ff(amount)} FF on chat: ${list}`;
}

/** The words of the tip and rain dialogs. */
export const TIPS_UI = {
  tip: 'Tip',
  tipLabel: (username: string) => `Tip ${username}`,
  tipTitle: (username: string) => `Tip ${username}`,
  tipDescription: (username: string) => `Send some of your Fun Funds to ${username}.`,
  amount: 'Amount (FF)',
  sendTip: 'Send tip',
  sending: 'Sending…',
  tipSent: (amount: number, username: string) => `You tipped ${username} ${ff(amount)} FF.`,
  rain: 'Rain',
  rainLabel: 'Make it rain on chat',
  rainTitle: 'Make it rain',
  rainDescription: 'Split Fun Funds evenly over the players active in chat.',
  sendRain: 'Make it rain',
  rainSent: (amount: number, players: number) =>
    `You rained ${ff(amount)} FF on ${players} ${players === 1 ? 'player' : 'players'}.`,
  close: 'Close',
  cancel: 'Cancel',
  rulesTitle: 'The rules',
  rules: [
    `Your account is at least ${TIP_LIMITS.minAccountAgeHours} hours old and you have wagered at least ${ff(TIP_LIMITS.minWagered)} FF in total.`,
    `You can send up to ${ff(TIP_LIMITS.dailyLimit)} FF a day in tips and rain together (the day resets at 00:00 UTC).`,
  ],
  tipRules: ['Tips go to friends only.'],
  rainRules: [
    `A rain is at least ${ff(RAIN_RULES.minAmount)} FF.`,
    `It falls on up to ${RAIN_RULES.maxRecipients} players who chatted in the last ${RAIN_RULES.chattedWithinMinutes} minutes and placed a bet in the last ${RAIN_RULES.wageredWithinHours} hours (not you).`,
    'It is split evenly; the few FF that do not split go 1 FF each to the players who chatted last.',
  ],
  failed: 'Could not send. Please try again.',
} as const;

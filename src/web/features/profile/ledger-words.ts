import { MISSION_POOL } from '../../../contract/rewards-texts';
import type { Transaction } from '../../../contract/wallet';
import { SLOT_SYMBOLS } from '../../../games/slots';
import { catalogueText } from '../../components/player/item-name';
import {
  formatFunds,
  formatMultiplier,
  formatNumber,
  formatSignedFunds,
  formatUtcDay,
} from '../../lib/format';
import { type MessageValues, translate } from '../../lib/i18n';
import shopEnglish from '../../locales/en/shop.json';

// A ledger row's description in the player's language. The rows carry a type, a game and an amount but
// no data of their own (adding it would take a migration), so the words are read back from the English
// the server wrote, shape by shape: each shape below is one the server writes (its writer named beside
// it). A purchase and a daily mission name their item and mission in English: the item is found by its
// English name in the shop catalogue (the slug names it in the player's language), the mission by its
// title in the contract's pool (its id in the rewards catalogue). A description of any other shape (a
// game's outcome in detail, an item or mission not known here, or a shape the server changed) shows as
// the server wrote it.

interface Shape {
  /** The row type (or types, split by |) the server writes this shape with. */
  type: string;
  pattern: RegExp;
  key: string;
  values: (match: RegExpExecArray) => MessageValues | null;
}

const funds = (digits: string | undefined) => formatFunds(Number(digits));
const number = (digits: string | undefined) => formatNumber(Number(digits));
const multiplier = (digits: string | undefined) => {
  const value = Number(digits);
  return Number.isFinite(value) ? formatMultiplier(value) : null;
};

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
/** 'Weekly race of 6 Jan 2031' names the race's first UTC day (contract/races-texts.ts raceName). */
function raceDay(day: string, month: string, year: string): string | null {
  const index = MONTHS.indexOf(month.slice(0, 3));
  if (index < 0) return null;
  return formatUtcDay(Date.UTC(Number(year), index, Number(day)));
}

/** The shop catalogue's slug for an item's English name ('Lucky Clover' → 'avatar-lucky-clover'). */
let itemSlugs: Map<string, string> | undefined;
function itemSlug(name: string): string | undefined {
  itemSlugs ??= new Map(
    Object.entries(shopEnglish).flatMap(([key, text]) => {
      const slug = /^item\.(.+)\.name$/.exec(key)?.[1];
      return slug ? [[text, slug] as const] : [];
    }),
  );
  return itemSlugs.get(name);
}

/** A bought item's name in the player's language; null for an item this build does not know. */
function boughtItem(name: string | undefined): MessageValues | null {
  const slug = itemSlug(name ?? '');
  if (!slug) return null;
  const item = catalogueText('shop', `item.${slug}.name`, '');
  return item ? { item } : null;
}

/** A daily mission's title in the player's language, from the pool's English title; null if not known. */
function missionDone(title: string | undefined): MessageValues | null {
  const mission = MISSION_POOL.find((one) => one.title === title);
  if (!mission) return null;
  const text = catalogueText('rewards', `mission.${mission.id}`, '', { xp: formatNumber(mission.goal) });
  return text ? { mission: text } : null;
}

/** A slots win's lines ('line 2: 3 A, line 5: 4 rum') in the player's words; null if one is not known. */
const SYMBOLS: ReadonlySet<string> = new Set(SLOT_SYMBOLS);
function slotsLines(lines: string | undefined): MessageValues | null {
  const written: string[] = [];
  for (const line of (lines ?? '').split(', ')) {
    const match = /^line (\d+): (\d+) (\w+)$/.exec(line);
    if (!match || !SYMBOLS.has(match[3] ?? '')) return null;
    written.push(
      translate('profile', 'ledger.slotsLine', {
        line: match[1],
        count: match[2],
        symbol: translate('profile', `ledger.symbol.${match[3]}`),
      }),
    );
  }
  return { lines: written.join(', ') };
}

const NAME = '(\\w+)';
const SIDE = '(heads|tails)';

const SHAPES: readonly Shape[] = [
  // accounts/service.ts
  { type: 'signup', pattern: /^Welcome bonus$/, key: 'ledger.welcomeBonus', values: () => ({}) },
  {
    type: 'reset',
    pattern: /^Funds reset to (\d+)$/,
    key: 'ledger.reset',
    values: (m) => ({ amount: funds(m[1]) }),
  },
  // admin/service.ts: the admin's reason is shown as they wrote it.
  {
    type: 'admin',
    pattern: new RegExp(`^Added by ${NAME}: ([\\s\\S]+)$`),
    key: 'ledger.adminAdded',
    values: (m) => ({ admin: m[1], reason: m[2] }),
  },
  // tips-texts.ts TIP_LEDGER
  {
    type: 'tip',
    pattern: new RegExp(`^Tip to ${NAME}$`),
    key: 'ledger.tipTo',
    values: (m) => ({ name: m[1] }),
  },
  {
    type: 'tip',
    pattern: new RegExp(`^Tip from ${NAME}$`),
    key: 'ledger.tipFrom',
    values: (m) => ({ name: m[1] }),
  },
  {
    type: 'rain',
    pattern: /^Rain on (\d+) players? in chat$/,
    key: 'ledger.rainOn',
    values: (m) => ({ count: Number(m[1]) }),
  },
  {
    type: 'rain',
    pattern: new RegExp(`^Rain from ${NAME} in chat$`),
    key: 'ledger.rainFrom',
    values: (m) => ({ name: m[1] }),
  },
  // rewards/service.ts, rewards/levels-consumer.ts
  {
    type: 'reward',
    pattern: /^Daily reward, day (\d+) of the streak$/,
    key: 'ledger.dailyReward',
    values: (m) => ({ day: Number(m[1]) }),
  },
  { type: 'reward', pattern: /^Rakeback$/, key: 'ledger.rakeback', values: () => ({}) },
  {
    type: 'reward',
    pattern: /^Level (\d+) reached$/,
    key: 'ledger.level',
    values: (m) => ({ level: number(m[1]) }),
  },
  {
    type: 'reward',
    pattern: /^Levels (\d+)–(\d+) reached$/,
    key: 'ledger.levels',
    values: (m) => ({ from: number(m[1]), to: number(m[2]) }),
  },
  // races-texts.ts racePrizeDescription
  {
    type: 'reward',
    pattern: /^Weekly race of (\d{1,2}) ([A-Z][a-z]{2,3}) (\d{4}): (\d+)(?:st|nd|rd|th) place$/,
    key: 'ledger.racePrize',
    values: (m) => {
      const date = raceDay(m[1] ?? '', m[2] ?? '', m[3] ?? '');
      return date ? { date, rank: Number(m[4]) } : null;
    },
  },
  // The instant games' own words (src/games: describeDiceOutcome, describeLimboOutcome,
  // describePlinkoOutcome, slots' settle); a slots win's lines by their symbols' names.
  {
    type: 'win|loss',
    pattern: /^Rolled ([1-6]): (over|under|exactly) ([1-6]) (wins|loses)$/,
    key: 'ledger.dice',
    values: (m) => ({
      roll: m[1],
      prediction: m[2] === 'exactly' ? 'exact' : m[2],
      target: m[3],
      won: m[4] === 'wins' ? 'yes' : 'no',
    }),
  },
  {
    type: 'win|loss',
    pattern: /^Limbo (\d+\.\d{2})x, target (\d+\.\d{2})x: (won|lost) (\d+) FF$/,
    key: 'ledger.limbo',
    values: (m) => {
      const [result, target] = [multiplier(m[1]), multiplier(m[2])];
      return result && target
        ? { result, target, won: m[3] === 'won' ? 'yes' : 'no', amount: funds(m[4]) }
        : null;
    },
  },
  {
    type: 'win|loss',
    pattern: /^Plinko (\d+) rows (low|medium|high): slot (\d+), (\d+(?:\.\d+)?)x, (\d+) FF back$/,
    key: 'ledger.plinko',
    values: (m) => {
      const at = multiplier(m[4]);
      return at ? { rows: Number(m[1]), risk: m[2], slot: m[3], multiplier: at, amount: funds(m[5]) } : null;
    },
  },
  {
    type: 'win|loss',
    pattern: /^Slots spin, no winning line$/,
    key: 'ledger.slotsNoWin',
    values: () => ({}),
  },
  {
    type: 'win|loss',
    pattern: /^Slots win of (\d+) FF \((.+)\)$/,
    key: 'ledger.slotsWin',
    values: (m) => {
      const lines = slotsLines(m[2]);
      return lines ? { amount: funds(m[1]), ...lines } : null;
    },
  },
  // shop/service.ts, rewards/missions-service.ts
  { type: 'purchase', pattern: /^Bought (.+)$/, key: 'ledger.bought', values: (m) => boughtItem(m[1]) },
  {
    type: 'reward',
    pattern: /^Daily mission: (.+)$/,
    key: 'ledger.dailyMission',
    values: (m) => missionDone(m[1]),
  },
  // coinflip/service.ts
  {
    type: 'bet',
    pattern: new RegExp(`^Coinflip: (\\d+) FF on ${SIDE}( against the bot)?$`),
    key: 'ledger.coinflipStake',
    values: (m) => ({ amount: funds(m[1]), side: m[2], bot: m[3] ? 'yes' : 'no' }),
  },
  {
    type: 'bet',
    pattern: new RegExp(`^Coinflip #(\\d+): (\\d+) FF against ${NAME}$`),
    key: 'ledger.coinflipJoined',
    values: (m) => ({ id: m[1], amount: funds(m[2]), name: m[3] }),
  },
  {
    type: 'win',
    pattern: new RegExp(`^Coinflip #(\\d+): won (\\d+) FF \\(${SIDE}\\)$`),
    key: 'ledger.coinflipWon',
    values: (m) => ({ id: m[1], amount: funds(m[2]), side: m[3] }),
  },
  {
    type: 'loss',
    pattern: new RegExp(`^Coinflip #(\\d+): lost (\\d+) FF \\(${SIDE}\\)$`),
    key: 'ledger.coinflipLost',
    values: (m) => ({ id: m[1], amount: funds(m[2]), side: m[3] }),
  },
  {
    type: 'refund',
    pattern: /^Coinflip #(\d+): cancelled, (\d+) FF returned$/,
    key: 'ledger.coinflipCancelled',
    values: (m) => ({ id: m[1], amount: funds(m[2]) }),
  },
  // blackjack/service.ts
  {
    type: 'bet',
    pattern: /^Blackjack bet of (\d+)$/,
    key: 'ledger.blackjackBet',
    values: (m) => ({ amount: funds(m[1]) }),
  },
  {
    type: 'bet',
    pattern: /^Blackjack double down of (\d+)$/,
    key: 'ledger.blackjackDouble',
    values: (m) => ({ amount: funds(m[1]) }),
  },
  {
    type: 'win|loss|push',
    pattern: /^Blackjack: (won with blackjack|won|pushed|lost) \(bet (\d+)(, doubled)?, profit (-?\d+)\)$/,
    key: 'ledger.blackjackResult',
    values: (m) => ({
      result:
        { 'won with blackjack': 'blackjack', won: 'won', pushed: 'push', lost: 'lost' }[m[1] ?? ''] ?? null,
      bet: funds(m[2]),
      doubled: m[3] ? 'yes' : 'no',
      profit: formatSignedFunds(Number(m[4])),
    }),
  },
  // crash/requests.ts, crash/settle-bet.ts
  {
    type: 'bet',
    pattern: /^Crash round (\d+): bet (\d+) FF$/,
    key: 'ledger.crashBet',
    values: (m) => ({ id: m[1], amount: funds(m[2]) }),
  },
  {
    type: 'loss',
    pattern: /^Crash round (\d+): lost (\d+) FF at the crash$/,
    key: 'ledger.crashLost',
    values: (m) => ({ id: m[1], amount: funds(m[2]) }),
  },
  {
    type: 'win',
    pattern: /^Crash round (\d+): cashed out (\d+) FF at (\d+(?:\.\d+)?)x \(bet (\d+)\)$/,
    key: 'ledger.crashWon',
    values: (m) => {
      const at = multiplier(m[3]);
      return at ? { id: m[1], amount: funds(m[2]), multiplier: at, bet: funds(m[4]) } : null;
    },
  },
  // mines/service.ts
  {
    type: 'bet',
    pattern: /^Mines bet with (\d+) mines$/,
    key: 'ledger.minesBet',
    values: (m) => ({ mines: Number(m[1]) }),
  },
  {
    type: 'win',
    pattern: /^Mines: cashed out (\d+) FF at (\d+(?:\.\d+)?)x \(bet (\d+), (\d+) mines\)$/,
    key: 'ledger.minesWon',
    values: (m) => {
      const at = multiplier(m[2]);
      return at ? { amount: funds(m[1]), multiplier: at, bet: funds(m[3]), mines: Number(m[4]) } : null;
    },
  },
  {
    type: 'loss',
    pattern: /^Mines: hit a mine after (\d+) safe tiles \(bet (\d+), (\d+) mines\)$/,
    key: 'ledger.minesLost',
    values: (m) => ({ tiles: Number(m[1]), bet: funds(m[2]), mines: Number(m[3]) }),
  },
];

/** The profile's words for a ledger row, or the server's English description for a shape not known here. */
export function ledgerText(transaction: Pick<Transaction, 'type' | 'description'>): string {
  for (const shape of SHAPES) {
    if (!shape.type.split('|').includes(transaction.type)) continue;
    const match = shape.pattern.exec(transaction.description);
    if (!match) continue;
    const values = shape.values(match);
    if (!values) break;
    const text = translate('profile', shape.key, values);
    return text === shape.key ? transaction.description : text;
  }
  return transaction.description;
}

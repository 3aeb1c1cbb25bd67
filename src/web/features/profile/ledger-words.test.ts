import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { racePrizeDescription } from '../../../contract/races-texts';
import { MISSION_POOL } from '../../../contract/rewards-texts';
import { TIP_LEDGER } from '../../../contract/tips-texts';
import { describeDiceOutcome } from '../../../games/dice';
import { describeLimboOutcome } from '../../../games/limbo';
import { describePlinkoOutcome } from '../../../games/plinko';
import { SLOT_FLOATS_PER_SPIN, slotsRule } from '../../../games/slots';
import { chooseLocale, preloadNamespaces } from '../../lib/i18n';
import { ledgerText } from './ledger-words';

beforeAll(() => preloadNamespaces(['profile', 'common', 'shop', 'rewards']));
afterEach(() => chooseLocale('en'));

/** The nine paylines' words, one to nine, as a ledger row lists them. */
const nineLines = (line: (id: number) => string) =>
  Array.from({ length: 9 }, (_, index) => line(index + 1)).join(', ');

/** Ledger rows as the server writes them (the contract's own writers where the contract has them). */
const ROWS: [type: string, description: string, english: string, german: string][] = [
  ['signup', 'Welcome bonus', 'Welcome bonus', 'Willkommensbonus'],
  ['reset', 'Funds reset to 1000', 'Funds reset to 1,000 FF', 'Guthaben auf 1.000 FF zurückgesetzt'],
  [
    'admin',
    'Added by root: Sorry: the outage',
    'Added by root: Sorry: the outage',
    'Von root gutgeschrieben: Sorry: the outage',
  ],
  ['tip', TIP_LEDGER.tipTo('bob_2'), 'Tip to bob_2', 'Trinkgeld an bob_2'],
  ['tip', TIP_LEDGER.tipFrom('alice'), 'Tip from alice', 'Trinkgeld von alice'],
  ['rain', TIP_LEDGER.rainOn(1), 'Rain on 1 player in chat', 'Regen im Chat auf 1 Spieler'],
  ['rain', TIP_LEDGER.rainOn(3), 'Rain on 3 players in chat', 'Regen im Chat auf 3 Spieler'],
  ['rain', TIP_LEDGER.rainFrom('alice'), 'Rain from alice in chat', 'Regen von alice im Chat'],
  [
    'reward',
    'Daily reward, day 4 of the streak',
    'Daily reward, day 4 of the streak',
    'Tägliche Belohnung, Tag 4 der Serie',
  ],
  ['reward', 'Rakeback', 'Rakeback', 'Rakeback'],
  ['reward', 'Level 12 reached', 'Level 12 reached', 'Level 12 erreicht'],
  ['reward', 'Levels 3–5 reached', 'Levels 3–5 reached', 'Level 3–5 erreicht'],
  [
    'reward',
    racePrizeDescription('2031-01-06T00:00:00.000Z', 2),
    'Weekly race of Jan 6, 2031: 2nd place',
    'Wochenrennen vom 6. Jan. 2031: 2. Platz',
  ],
  ['win', describeDiceOutcome(5, 'over', 3), 'Rolled 5: over 3 wins', 'Gewürfelt: 5 – höher als 3 gewinnt'],
  [
    'loss',
    describeDiceOutcome(2, 'exact', 4),
    'Rolled 2: exactly 4 loses',
    'Gewürfelt: 2 – genau 4 verliert',
  ],
  [
    'win',
    describeLimboOutcome(10, { result: 2.5, target: 2, won: true, payout: 20, multiplier: 2 }),
    'Limbo 2.50×, target 2.00×: won 20 FF',
    'Limbo 2,50×, Ziel 2,00×: 20 FF gewonnen',
  ],
  [
    'loss',
    describeLimboOutcome(1500, { result: 1.2, target: 3, won: false, payout: 0, multiplier: 0 }),
    'Limbo 1.20×, target 3.00×: lost 1,500 FF',
    'Limbo 1,20×, Ziel 3,00×: 1.500 FF verloren',
  ],
  [
    'loss',
    describePlinkoOutcome(16, 'high', { path: [], slot: 3, multiplier: 0.4, payout: 4 }),
    'Plinko 16 rows high: slot 3, 0.40×, 4 FF back',
    'Plinko, 16 Reihen, Risiko hoch: Fach 3, 0,40×, 4 FF zurück',
  ],
  // shop/service.ts writes `Bought ${item.name}`, missions-service.ts `Daily mission: ${mission.title}`.
  ['purchase', 'Bought Lucky Clover', 'Bought Lucky Clover', 'Glücksklee gekauft'],
  ['purchase', 'Bought Pirate Captain', 'Bought Pirate Captain', 'Piratenkapitän gekauft'],
  [
    'reward',
    `Daily mission: ${MISSION_POOL.find((mission) => mission.id === 1)?.title}`,
    'Daily mission: Earn 1,000 XP playing dice',
    'Tägliche Mission: Sammle 1.000 XP beim Würfeln',
  ],
  [
    'reward',
    `Daily mission: ${MISSION_POOL.find((mission) => mission.id === 3)?.title}`,
    'Daily mission: Earn 3,000 XP playing limbo',
    'Tägliche Mission: Sammle 3.000 XP bei Limbo',
  ],
  ['loss', 'Slots spin, no winning line', 'Slots spin, no winning line', 'Slots-Dreh ohne Gewinnlinie'],
  // The slots rule names each paying line with its symbol's id: floats of 0 draw rum everywhere.
  [
    'win',
    slotsRule.decide(10, {}, Array(SLOT_FLOATS_PER_SPIN).fill(0)).description,
    `Slots win of 18,000 FF (${nineLines((line) => `line ${line}: 5 × Rum`)})`,
    `Slots-Gewinn von 18.000 FF (${nineLines((line) => `Linie ${line}: 5 × Rum`)})`,
  ],
  [
    'loss',
    'Slots win of 5 FF (line 2: 3 A, line 5: 3 Q)',
    'Slots win of 5 FF (line 2: 3 × Ace, line 5: 3 × Queen)',
    'Slots-Gewinn von 5 FF (Linie 2: 3 × Ass, Linie 5: 3 × Dame)',
  ],
  [
    'bet',
    'Coinflip: 50 FF on heads against the bot',
    'Coinflip: 50 FF on heads against the bot',
    'Münzwurf: 50 FF auf Kopf gegen den Bot',
  ],
  ['bet', 'Coinflip: 1500 FF on tails', 'Coinflip: 1,500 FF on tails', 'Münzwurf: 1.500 FF auf Zahl'],
  [
    'bet',
    'Coinflip #8: 50 FF against alice',
    'Coinflip #8: 50 FF against alice',
    'Münzwurf #8: 50 FF gegen alice',
  ],
  [
    'win',
    'Coinflip #8: won 100 FF (heads)',
    'Coinflip #8: won 100 FF (heads)',
    'Münzwurf #8: 100 FF gewonnen (Kopf)',
  ],
  [
    'loss',
    'Coinflip #8: lost 50 FF (tails)',
    'Coinflip #8: lost 50 FF (tails)',
    'Münzwurf #8: 50 FF verloren (Zahl)',
  ],
  [
    'refund',
    'Coinflip #9: cancelled, 50 FF returned',
    'Coinflip #9: cancelled, 50 FF returned',
    'Münzwurf #9: abgebrochen, 50 FF zurückerstattet',
  ],
  ['bet', 'Blackjack bet of 20', 'Blackjack bet of 20 FF', 'Blackjack-Einsatz von 20 FF'],
  [
    'bet',
    'Blackjack double down of 20',
    'Blackjack double down of 20 FF',
    'Blackjack: Einsatz um 20 FF verdoppelt',
  ],
  [
    'win',
    'Blackjack: won with blackjack (bet 20, profit 30)',
    'Blackjack: won with blackjack (bet 20 FF, profit +30 FF)',
    'Blackjack: mit Blackjack gewonnen (Einsatz 20 FF, Ergebnis +30 FF)',
  ],
  [
    'loss',
    'Blackjack: lost (bet 20, doubled, profit -40)',
    'Blackjack: lost (bet 20 FF, doubled, profit -40 FF)',
    'Blackjack: verloren (Einsatz 20 FF, verdoppelt, Ergebnis -40 FF)',
  ],
  ['bet', 'Crash round 31: bet 10 FF', 'Crash round 31: bet 10 FF', 'Crash-Runde 31: Einsatz 10 FF'],
  [
    'loss',
    'Crash round 31: lost 10 FF at the crash',
    'Crash round 31: lost 10 FF at the crash',
    'Crash-Runde 31: 10 FF beim Crash verloren',
  ],
  [
    'win',
    'Crash round 31: cashed out 23 FF at 2.35x (bet 10)',
    'Crash round 31: cashed out 23 FF at 2.35× (bet 10 FF)',
    'Crash-Runde 31: 23 FF bei 2,35× ausgezahlt (Einsatz 10 FF)',
  ],
  ['bet', 'Mines bet with 1 mines', 'Mines bet with 1 mine', 'Minen-Einsatz mit 1 Mine'],
  [
    'win',
    'Mines: cashed out 14 FF at 1.45x (bet 10, 3 mines)',
    'Mines: cashed out 14 FF at 1.45× (bet 10 FF, 3 mines)',
    'Minen: 14 FF bei 1,45× ausgezahlt (Einsatz 10 FF, 3 Minen)',
  ],
  [
    'loss',
    'Mines: hit a mine after 1 safe tiles (bet 10, 3 mines)',
    'Mines: hit a mine after 1 safe tile (bet 10 FF, 3 mines)',
    'Minen: nach 1 sicheren Feld auf eine Mine gestoßen (Einsatz 10 FF, 3 Minen)',
  ],
];

describe('a ledger row in the player language', () => {
  it.each(ROWS)('reads %s "%s" in English', (type, description, english) => {
    expect(ledgerText({ type, description })).toBe(english);
  });

  it('reads every known shape in German', async () => {
    await chooseLocale('de');
    expect(ROWS.map(([type, description]) => ledgerText({ type, description }))).toEqual(
      ROWS.map(([, , , german]) => german),
    );
  });

  it("shows the server's English for a shape it does not know, or a known shape under another type", async () => {
    await chooseLocale('de');
    for (const [type, description] of [
      ['win', 'Slots win of 30 FF (line 1: 3 cherry)'],
      ['purchase', 'Bought Something Added Later'],
      ['reward', 'Bought Lucky Clover'],
      ['reward', 'Daily mission: Place 20 bets'],
      ['purchase', 'Daily mission: Earn 1,000 XP playing dice'],
      ['bet', 'Tip to bob'],
      ['tip', 'Tip to someone else entirely'],
      ['reward', 'Weekly race of 6 Foo 2031: 1st place'],
    ] as const) {
      expect(ledgerText({ type, description })).toBe(description);
    }
  });
});

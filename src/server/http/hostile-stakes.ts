import type { InjectOptions } from 'fastify';
import { blackjackMessages } from '../../contract/blackjack';
import { MAX_AMOUNT } from '../../contract/common-texts';
import { diceMessages } from '../../contract/dice';
import { messages } from '../../contract/messages';
import { slotsMessages } from '../../contract/slots';
import { DICE_PREDICTIONS, DICE_SIDES } from '../../games/dice';
import { MAX_MINES, MIN_MINES } from '../../games/mines';
import { PLINKO_MAX_ROWS, PLINKO_MIN_ROWS, PLINKO_RISKS } from '../../games/plinko';

// The largest amount staked on every game with every target (hostile-input.test.ts): each is refused
// before anything is drawn, with the game's own words, and never fails.

interface StakeRequest {
  name: string;
  request: InjectOptions;
  message: string;
}

const post = (url: string, payload: object): InjectOptions => ({ method: 'POST', url, payload });

function diceMessage(prediction: string, target: number): string {
  if (prediction === 'over' && target === DICE_SIDES) return diceMessages.overSixNeverWins;
  if (prediction === 'under' && target === 1) return diceMessages.underOneNeverWins;
  return messages.betTooLarge;
}

const targets = Array.from({ length: DICE_SIDES }, (_, i) => i + 1);
const mineCounts = Array.from({ length: MAX_MINES - MIN_MINES + 1 }, (_, i) => i + MIN_MINES);

export const MAX_STAKE_REQUESTS: StakeRequest[] = [
  ...DICE_PREDICTIONS.flatMap((prediction) =>
    targets.map((targetNumber) => ({
      name: `dice ${prediction} ${targetNumber}`,
      request: post('/api/games/dice', { betAmount: MAX_AMOUNT, prediction, targetNumber }),
      message: diceMessage(prediction, targetNumber),
    })),
  ),
  ...mineCounts.map((difficulty) => ({
    name: `mines with ${difficulty}`,
    request: post('/api/games/mines', { action: 'start', betAmount: MAX_AMOUNT, difficulty }),
    message: messages.betTooLarge,
  })),
  {
    name: 'slots',
    request: post('/api/games/slots', { betAmount: MAX_AMOUNT }),
    message: slotsMessages.betNotAStep,
  },
  ...[1.01, 2, 99.99, 1000, 1_000_000].map((target) => ({
    name: `limbo at ${target}`,
    request: post('/api/games/limbo', { betAmount: MAX_AMOUNT, target }),
    message: messages.betTooLarge,
  })),
  ...PLINKO_RISKS.flatMap((risk) =>
    Array.from({ length: PLINKO_MAX_ROWS - PLINKO_MIN_ROWS + 1 }, (_, i) => ({
      name: `plinko ${i + PLINKO_MIN_ROWS} rows ${risk}`,
      request: post('/api/games/plinko', { betAmount: MAX_AMOUNT, rows: i + PLINKO_MIN_ROWS, risk }),
      message: messages.betTooLarge,
    })),
  ),
  {
    name: 'blackjack',
    request: post('/api/games/blackjack', { action: 'deal', betAmount: MAX_AMOUNT }),
    message: blackjackMessages.betNotAStep,
  },
];

// Limits and names every domain shares, without the validator, so the web app can load them.

/** The largest row id: ids are PostgreSQL `serial` columns, 32-bit signed integers. */
export const MAX_ROW_ID = 2_147_483_647;

/** The largest amount of Fun Funds a request may name. */
export const MAX_AMOUNT = 1_000_000_000_000;

/** How each game is named to players. */
export const GAME_NAMES: Readonly<Record<string, string>> = {
  dice: 'Dice',
  slots: 'Slots',
  mines: 'Mines',
  blackjack: 'Blackjack',
  coinflip: 'Coinflip',
  limbo: 'Limbo',
  plinko: 'Plinko',
  crash: 'Crash',
};

// What an instant game is to the money core: from a stake, the player's options and the bet's fair
// floats to a payout. The server's bet engine and the browser's verifier both decide a bet with it,
// so a game's settlement and its verification cannot drift apart.

/** What a game decides from the floats of one bet: the payout (stake included) and what to record. */
export interface InstantDecision<O = unknown> {
  /** What the player gets back, stake included; 0 on a loss. A whole number of FF. */
  payout: number;
  /** The ledger row's type: 'win' or 'loss'. */
  won: boolean;
  /** The ledger row's text. */
  description: string;
  /** The game record's details, as the Fairness page recomputes them. */
  details: Record<string, unknown>;
  /** The game's own view of the outcome, as its route answers it. */
  outcome: O;
}

/**
 * One instant game (dice, slots, limbo, plinko): pure, no I/O, the same on the server and in the
 * browser. `options` is plain data (it may cross to the SQLite writer thread as JSON).
 */
export interface InstantGameRule<Options, Outcome> {
  /** The game's name as the records, the ledger and the routes spell it. */
  readonly game: string;
  /** How many fair floats one bet draws. */
  floatCount(options: Options): number;
  /**
   * The largest multiplier a bet with these options can win (payout ÷ stake): the engine refuses a
   * stake whose largest payout passes the largest amount before anything is drawn.
   */
  maxMultiplier(options: Options): number;
  /** The bet's outcome from its floats. Never throws for options the route accepted. */
  decide(stake: number, options: Options, floats: readonly number[]): InstantDecision<Outcome>;
  /** Theoretical return to player as a fraction (0.99 = 99 %), for the Fairness page. */
  readonly theoreticalRtp: number;
}

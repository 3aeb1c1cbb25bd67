import { useCallback, useState } from 'react';
import type { BlackjackRound } from '../../../../contract/blackjack';
import { playSound } from '../../../lib/sound';
import type { ShownCard } from '../rules';

export type Seat = 'player' | 'dealer';

/** A card on the table; null is a card lying face down. The id stays when the card turns over. */
export interface TableCard {
  id: string;
  card: ShownCard | null;
}

export interface TableCards {
  player: TableCard[];
  dealer: TableCard[];
  /** Cards already in place (a resumed round) appear without the deal animation. */
  instant: boolean;
}

const EMPTY_TABLE: TableCards = { player: [], dealer: [], instant: false };

function placed(who: Seat, cards: ReadonlyArray<ShownCard | null>): TableCard[] {
  return cards.map((card, position) => ({ id: `${who}-${position}`, card }));
}

/** The cards as the player sees them: laid out at once, or dealt and turned over one at a time. */
export function useTableCards() {
  const [table, setTable] = useState<TableCards>(EMPTY_TABLE);

  const clear = useCallback(() => setTable(EMPTY_TABLE), []);

  const show = useCallback((round: BlackjackRound, instant: boolean) => {
    setTable({
      player: placed('player', round.playerHand),
      dealer: placed('dealer', round.dealerHand),
      instant,
    });
  }, []);

  const add = useCallback((who: Seat, card: ShownCard | null) => {
    setTable((shown) => ({
      ...shown,
      instant: false,
      [who]: [...shown[who], { id: `${who}-${shown[who].length}`, card }],
    }));
    playSound('cardflip');
  }, []);

  const revealHole = useCallback((round: BlackjackRound) => {
    const hole = round.dealerHand[0] ?? null;
    setTable((shown) => ({ ...shown, dealer: [{ id: 'dealer-0', card: hole }, ...shown.dealer.slice(1)] }));
    playSound('cardflip');
  }, []);

  return { table, clear, show, add, revealHole };
}

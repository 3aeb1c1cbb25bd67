import { useCallback, useEffect, useRef, useState } from 'react';
import type { BlackjackResponse, BlackjackRound } from '../../../../contract/blackjack';
import { blackjackMessages } from '../../../../contract/blackjack-texts';
import { announce, balanceSentence, noteBalance } from '../../../lib/announcer';
import { ApiError, errorText } from '../../../lib/api';
import { messageText, type Translate, translate } from '../../../lib/i18n';
import { isInstantPlay } from '../../../lib/instant-play';
import { playSound } from '../../../lib/sound';
import { useLatest } from '../../../lib/use-latest';
import type texts from '../../../locales/en/blackjack.json';
import { type BlackjackMove, dealBlackjack, fetchCurrentBlackjackRound, playBlackjackMove } from '../api';
import {
  DEAL_DELAY_MS,
  DEALER_DRAW_MS,
  DOUBLE_PAUSE_MS,
  resultHeadline,
  resultLine,
  type ShownCard,
  scoreCards,
} from '../rules';
import { type Seat, useTableCards } from './use-table-cards';
import { useTimeline } from './use-timeline';

/** The table's texts in the current language, for announcements made outside rendering. */
const tr: Translate<typeof texts> = (key, values) => translate('blackjack', key, values);

/** SPEC.md section 4: betting -> dealing -> playing -> dealerTurn -> gameOver -> betting. */
export type BlackjackPhase = 'betting' | 'dealing' | 'playing' | 'dealerTurn' | 'gameOver';

interface Options {
  balance: number;
  onNewBalance: (balance: number) => void;
  /** After a round has ended on screen (e.g. to reload Recent Games). */
  onFinished: () => void;
}

export function useBlackjackGame({ balance, onNewBalance, onFinished }: Options) {
  const [phase, setPhase] = useState<BlackjackPhase>('betting');
  const cards = useTableCards();
  const [round, setRound] = useState<BlackjackRound | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [resuming, setResuming] = useState(true);
  const [resumeError, setResumeError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const busyRef = useRef(false);
  const timeline = useTimeline();
  const { begin, alive } = timeline;
  // Instant play deals and draws without the pauses between cards.
  const sleep = (ms: number) => timeline.sleep(isInstantPlay() ? 0 : ms);
  // A finished round still being animated: if the page closes first, its balance is applied anyway.
  const unshownEnd = useRef<BlackjackResponse | null>(null);
  const onNewBalanceRef = useLatest(onNewBalance);

  useEffect(
    () => () => {
      if (unshownEnd.current) onNewBalanceRef.current(unshownEnd.current.newBalance);
    },
    [onNewBalanceRef],
  );

  const setBusy = useCallback((busy: boolean) => {
    busyRef.current = busy;
    setPending(busy);
  }, []);

  const { show: showCards } = cards;
  const adoptRound = useCallback(
    (current: BlackjackRound) => {
      setRound(current);
      showCards(current, true);
      setPhase('playing');
    },
    [showCards],
  );

  const resume = useCallback(() => {
    setResuming(true);
    setResumeError(null);
    fetchCurrentBlackjackRound()
      .then((current) => {
        if (current?.status !== 'playing') return;
        adoptRound(current);
        announce(tr('announce.resumed', { score: current.playerScore }));
      })
      .catch((failure: unknown) => setResumeError(errorText(failure, blackjackMessages.resumeFailed)))
      .finally(() => setResuming(false));
  }, [adoptRound]);

  useEffect(() => resume(), [resume]);

  const fail = (failure: unknown) => {
    const message = errorText(failure, blackjackMessages.updateFailed);
    setError(message);
    announce(messageText(message));
  };

  const finish = (response: BlackjackResponse) => {
    unshownEnd.current = null;
    const { round: final } = response;
    cards.show(final, false);
    setRound(final);
    setPhase('gameOver');
    onNewBalance(response.newBalance);
    setBusy(false);
    if (final.profit > 0) playSound('win');
    else if (final.profit < 0) playSound('lose');
    const text = tr('announce.roundEnd', {
      headline: resultHeadline(tr, final),
      line: resultLine(tr, final),
      balance: balanceSentence(response.newBalance),
    });
    announce(text, { balance: response.newBalance });
    onFinished();
  };

  /** The dealer's turn: the hole card turns over, then one draw every 600 ms. */
  const playDealer = async (response: BlackjackResponse, epoch: number) => {
    const final = response.round;
    setPhase('dealerTurn');
    if (!final.dealerPlayed) {
      // The player went bust: the dealer only shows the hole card.
      cards.revealHole(final);
      await sleep(DEAL_DELAY_MS);
      if (alive(epoch)) finish(response);
      return;
    }
    cards.revealHole(final);
    for (const step of final.dealerSteps) {
      await sleep(DEALER_DRAW_MS);
      if (!alive(epoch)) return;
      cards.add('dealer', step.card);
    }
    await sleep(DEALER_DRAW_MS);
    if (alive(epoch)) finish(response);
  };

  const deal = async (bet: number) => {
    if (busyRef.current || phase !== 'betting' || resuming) return;
    if (balance < bet) {
      setError(blackjackMessages.insufficient);
      announce(messageText(blackjackMessages.insufficient));
      return;
    }
    setBusy(true);
    setError(null);
    setRound(null);
    cards.clear();
    setPhase('dealing');
    let response: BlackjackResponse;
    try {
      response = await dealBlackjack(bet);
    } catch (failure) {
      setBusy(false);
      setPhase('betting');
      fail(failure);
      // A round already in progress (another tab, a lost answer) is picked up where it stands.
      if (failure instanceof ApiError && failure.status === 409) resync();
      return;
    }
    const epoch = begin();
    const dealt = response.round;
    if (dealt.status === 'finished') unshownEnd.current = response;
    // The stake leaves the balance now (told of with the round's result); a blackjack on the deal is
    // paid when it shows.
    const afterStake = dealt.status === 'finished' ? balance - bet : response.newBalance;
    noteBalance(afterStake);
    onNewBalance(afterStake);
    setRound(dealt);
    const order: Array<[Seat, ShownCard | null]> = [
      ['player', dealt.playerHand[0] ?? null],
      ['dealer', null],
      ['player', dealt.playerHand[1] ?? null],
      ['dealer', dealt.dealerHand[1] ?? null],
    ];
    for (const [who, card] of order) {
      cards.add(who, card);
      await sleep(DEAL_DELAY_MS);
      if (!alive(epoch)) return;
    }
    if (dealt.status === 'finished') {
      cards.revealHole(dealt);
      await sleep(DEAL_DELAY_MS);
      if (alive(epoch)) finish(response);
      return;
    }
    setBusy(false);
    setPhase('playing');
    const upCard = dealt.dealerHand[1];
    announce(
      upCard
        ? tr('announce.dealt', {
            score: dealt.playerScore,
            dealer: scoreCards([upCard]).total,
          })
        : tr('announce.dealtHidden', { score: dealt.playerScore }),
    );
  };

  const move = async (action: BlackjackMove) => {
    if (busyRef.current || phase !== 'playing' || !round) return;
    if (action === 'double' && balance < round.originalBet) {
      setError(blackjackMessages.insufficientDouble);
      announce(messageText(blackjackMessages.insufficientDouble));
      return;
    }
    setBusy(true);
    setError(null);
    let response: BlackjackResponse;
    try {
      response = await playBlackjackMove(action);
    } catch (failure) {
      setBusy(false);
      fail(failure);
      resync();
      return;
    }
    const epoch = begin();
    const next = response.round;
    if (next.status === 'finished') unshownEnd.current = response;
    if (action === 'double') {
      noteBalance(balance - round.originalBet);
      onNewBalance(balance - round.originalBet);
    }
    setRound(next);
    const newCard = action === 'stand' ? undefined : next.playerHand.at(-1);
    if (newCard) {
      cards.add('player', newCard);
      await sleep(action === 'double' ? DOUBLE_PAUSE_MS : DEAL_DELAY_MS);
      if (!alive(epoch)) return;
    }
    if (next.status === 'finished') {
      await playDealer(response, epoch);
      return;
    }
    setBusy(false);
    announce(tr('announce.score', { score: next.playerScore }));
  };

  /** After a refused action, show the round as the server has it. */
  const resync = () => {
    fetchCurrentBlackjackRound()
      .then((current) => {
        if (current?.status === 'playing') adoptRound(current);
        else clearTable();
      })
      .catch(() => undefined);
  };

  const clearTable = () => {
    begin();
    setBusy(false);
    setRound(null);
    cards.clear();
    setPhase('betting');
  };

  const playAgain = () => {
    clearTable();
    setError(null);
  };

  return {
    phase,
    table: cards.table,
    round,
    error,
    setError,
    resuming,
    resumeError,
    retryResume: resume,
    deal,
    hit: () => move('hit'),
    stand: () => move('stand'),
    doubleDown: () => move('double'),
    playAgain,
    /** Waiting on the server or an animation: no move may start. */
    busy: pending || phase === 'dealing' || phase === 'dealerTurn',
  };
}

export type BlackjackGame = ReturnType<typeof useBlackjackGame>;

import { useCallback, useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { isNotableWin } from '../../../contract/social';
import { CoinsIcon, ShieldIcon, SlotsIcon, SparklesIcon } from '../../components/icons';
import { ShareWinButton } from '../../components/share-win-button';
import { Button } from '../../components/ui/button';
import { Container } from '../../components/ui/container';
import { SymbolSprite } from '../../features/slots/components/art/symbol-sprite';
import { AutoSpinDialog } from '../../features/slots/components/auto-spin-dialog';
import { BetControl } from '../../features/slots/components/bet-control';
import { BigWinOverlay } from '../../features/slots/components/big-win-overlay';
import { PaytableDialog } from '../../features/slots/components/paytable-dialog';
import { ReelWindow } from '../../features/slots/components/reel-window';
import { SlotCabinet } from '../../features/slots/components/slot-cabinet';
import { SlotHistoryCard } from '../../features/slots/components/slot-history';
import { SpinButtons } from '../../features/slots/components/spin-buttons';
import { WinDisplay } from '../../features/slots/components/win-display';
import { type AutoSpinSettings, useAutoSpin } from '../../features/slots/hooks/use-auto-spin';
import { useSlotHistory } from '../../features/slots/hooks/use-slot-history';
import { useSlotMachine } from '../../features/slots/hooks/use-slot-machine';
import { formatFunds } from '../../lib/format';
import { useAuth } from '../auth/auth-context';

function Balance({ amount }: { amount: number }) {
  return (
    <div className="flex items-center gap-3 rounded-xl border border-gold-400/25 bg-night-950/60 px-3 py-2">
      <CoinsIcon size={22} className="shrink-0 text-gold-400" />
      <div className="min-w-0">
        <p className="font-semibold text-2xs text-ink-faint uppercase tracking-wider">Balance</p>
        <p
          data-testid="slots-balance"
          className="truncate font-black font-display text-gold-300 text-lg tabular-nums"
        >
          {formatFunds(amount)}
        </p>
      </div>
    </div>
  );
}

function SlotsGame({ userId, balance }: { userId: number; balance: number }) {
  const { setFunFunds, refreshBalance } = useAuth();
  const busyRef = useRef(false);
  const isBusy = useCallback(() => busyRef.current, []);
  const history = useSlotHistory(userId, isBusy);
  const machine = useSlotMachine({ balance, setFunFunds, refreshBalance, onSettled: history.record });
  const auto = useAutoSpin(machine.spin);
  const [autoOpen, setAutoOpen] = useState(false);
  const [paytableOpen, setPaytableOpen] = useState(false);
  const spinButtonRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    busyRef.current = machine.spinning || auto.running;
  }, [machine.spinning, auto.running]);

  // The dialog hands focus back to AUTO, which is disabled while AUTO runs: STOP takes it instead.
  useEffect(() => {
    if (auto.running) window.requestAnimationFrame(() => spinButtonRef.current?.focus());
  }, [auto.running]);

  const startAuto = (settings: AutoSpinSettings) => {
    setAutoOpen(false);
    auto.start(settings);
  };

  const { lastSpin } = machine;
  const phase = machine.spinning ? 'spinning' : lastSpin ? 'settled' : 'ready';
  const locked = machine.spinning || auto.running;

  return (
    <>
      <SymbolSprite />
      <header className="flex animate-rise-in flex-wrap items-end justify-between gap-4">
        <div className="flex items-center gap-4">
          <span className="grid size-14 shrink-0 place-items-center rounded-card bg-linear-to-br from-gold-400/25 to-royal-600/30 text-gold-300 shadow-glow-gold">
            <SlotsIcon size={30} />
          </span>
          <div>
            <h1 className="font-black font-display text-2xl text-ink sm:text-4xl">
              Pirate Treasures Slot Machine
            </h1>
            <p className="text-ink-muted text-sm">
              Five reels, nine paylines, and a captain worth 1000× your bet.
            </p>
          </div>
        </div>
        <div className="flex flex-wrap items-center gap-3">
          <Button
            variant="outline"
            size="sm"
            icon={<SparklesIcon size={16} />}
            onClick={() => setPaytableOpen(true)}
          >
            How to win
          </Button>
          <Link
            to="/fairness"
            className="inline-flex items-center gap-1.5 rounded-pill border border-royal-400/40 bg-royal-500/10 px-3 py-1.5 font-semibold text-royal-300 text-sm transition hover:border-royal-400/70 hover:bg-royal-500/20"
          >
            <ShieldIcon size={16} />
            Provably fair
          </Link>
        </div>
      </header>

      <div className="grid items-start gap-6 xl:grid-cols-[minmax(0,1fr)_22rem]">
        <div className="mx-auto w-full max-w-3xl">
          <SlotCabinet phase={phase}>
            <div className="relative">
              <ReelWindow
                reels={machine.reels}
                spinning={machine.reelSpinning}
                spinCount={machine.spinCount}
                line={machine.highlight.line}
                busy={machine.spinning}
              />
              {machine.bigWin && lastSpin && (
                <BigWinOverlay win={lastSpin.win} multiple={lastSpin.win / lastSpin.betAmount} />
              )}
            </div>
            <div className="mt-3 space-y-3 sm:mt-4">
              <WinDisplay
                message={machine.message}
                spinning={machine.spinning}
                lastSpin={lastSpin}
                line={machine.highlight.line}
              />
              {lastSpin &&
                !machine.spinning &&
                isNotableWin(
                  lastSpin.betAmount,
                  lastSpin.win,
                  Math.max(0, ...lastSpin.winResults.map((line) => line.matchCount)),
                ) && <ShareWinButton betId={lastSpin.betId} className="flex flex-col items-center" />}
              <div className="grid gap-3 md:grid-cols-[auto_minmax(0,1fr)] md:items-end">
                <div className="grid gap-3 sm:grid-cols-[minmax(0,1fr)_auto]">
                  <Balance amount={balance} />
                  <BetControl
                    bet={machine.bet}
                    locked={locked}
                    onDecrease={machine.decreaseBet}
                    onIncrease={machine.increaseBet}
                    onMax={machine.maxBet}
                  />
                </div>
                <SpinButtons
                  spinRef={spinButtonRef}
                  spinning={machine.spinning}
                  autoRunning={auto.running}
                  autoRemaining={auto.remaining}
                  autoStopping={auto.stopping}
                  onSpin={() => void machine.spin()}
                  onStop={auto.stop}
                  onAuto={() => setAutoOpen(true)}
                />
              </div>
            </div>
          </SlotCabinet>
        </div>
        <SlotHistoryCard history={history} />
      </div>

      <AutoSpinDialog
        open={autoOpen}
        bet={machine.bet}
        onClose={() => setAutoOpen(false)}
        onStart={startAuto}
      />
      <PaytableDialog open={paytableOpen} bet={machine.bet} onClose={() => setPaytableOpen(false)} />
    </>
  );
}

/** /games/slots: the machine, its controls and the player's Game History. */
export function SlotsPage() {
  const { user } = useAuth();
  if (!user) return null;
  return (
    <Container className="space-y-6">
      <SlotsGame key={user._id} userId={user._id} balance={user.funFunds} />
    </Container>
  );
}

import { useCallback, useEffect, useRef, useState } from 'react';
import { isNotableWin } from '../../../contract/social-texts';
import { useAuth } from '../../app/auth/auth-context';
import { AutoBetDialog } from '../../components/game/auto-bet-dialog';
import { GamePage } from '../../components/game/game-page';
import { RefillFunds } from '../../components/game/refill-funds';
import { CoinsIcon, SlotsIcon, SparklesIcon } from '../../components/icons';
import { ShareWinButton } from '../../components/share-win-button';
import { Button } from '../../components/ui/button';
import { Funds } from '../../components/ui/funds';
import { formatFunds } from '../../lib/format';
import { useT } from '../../lib/i18n';
import type { AutoBetSettings } from '../../lib/use-auto-bet';
import { useBetHotkey } from '../../lib/use-bet-hotkey';
import type texts from '../../locales/en/slots.json';
import { SymbolSprite } from './components/art/symbol-sprite';
import { BetControl } from './components/bet-control';
import { BigWinOverlay } from './components/big-win-overlay';
import { PaytableDialog } from './components/paytable-dialog';
import { ReelWindow } from './components/reel-window';
import { SlotCabinet } from './components/slot-cabinet';
import { SlotHistoryCard } from './components/slot-history';
import { SpinButtons } from './components/spin-buttons';
import { WinDisplay } from './components/win-display';
import { autoSpinWording, useAutoSpin } from './hooks/use-auto-spin';
import { useSlotHistory } from './hooks/use-slot-history';
import { useSlotMachine } from './hooks/use-slot-machine';

function Balance({ amount }: { amount: number }) {
  const t = useT<typeof texts>('slots');
  return (
    <div className="flex shrink-0 items-center gap-2 rounded-xl border border-gold-400/25 bg-night-950/60 px-3 py-1.5">
      <CoinsIcon size={20} className="shrink-0 text-gold-400 max-xl:hidden" />
      <div className="min-w-0">
        <p className="font-semibold text-2xs text-ink-faint uppercase tracking-wider">{t('balance')}</p>
        <Funds
          as="p"
          amount={amount}
          data-testid="slots-balance"
          className="whitespace-nowrap font-black text-base text-gold-300"
        />
      </div>
    </div>
  );
}

function SlotsGame({ userId, balance }: { userId: number; balance: number }) {
  const t = useT<typeof texts>('slots');
  const { setFunFunds, refreshBalance } = useAuth();
  const busyRef = useRef(false);
  const isBusy = useCallback(() => busyRef.current, []);
  const history = useSlotHistory(userId, isBusy);
  const machine = useSlotMachine({ balance, setFunFunds, refreshBalance, onSettled: history.record });
  const auto = useAutoSpin(machine.spin, t);
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

  const startAuto = (settings: AutoBetSettings) => {
    setAutoOpen(false);
    auto.start(settings);
  };

  useBetHotkey(() => void machine.spin(), !machine.spinning && !auto.running, !autoOpen && !paytableOpen);

  const { lastSpin } = machine;
  const phase = machine.spinning ? 'spinning' : lastSpin ? 'settled' : 'ready';
  const locked = machine.spinning || auto.running;

  return (
    <GamePage
      title={t('title')}
      subtitle={t('subtitle')}
      icon={SlotsIcon}
      betKeyAction={t('betKeyAction')}
      actions={
        <Button
          variant="outline"
          size="sm"
          icon={<SparklesIcon size={16} />}
          onClick={() => setPaytableOpen(true)}
          className="rounded-pill"
        >
          {t('howToWin')}
        </Button>
      }
    >
      <SymbolSprite />

      <div className="grid grid-cols-1 items-start gap-4 lg:gap-5 xl:grid-cols-[minmax(0,1fr)_22rem]">
        {/* As wide as the screen's height allows, so that reels, result and SPIN all fit in view. */}
        <div className="mx-auto w-full max-w-3xl lg:max-w-[min(48rem,calc((100dvh-25.5rem)*1.667+6.5rem))]">
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
            <div className="mt-3 space-y-3">
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
              <div className="grid grid-cols-[auto_minmax(0,1fr)] gap-2 sm:flex sm:items-stretch">
                <Balance amount={balance} />
                <BetControl
                  bet={machine.bet}
                  locked={locked}
                  onDecrease={machine.decreaseBet}
                  onIncrease={machine.increaseBet}
                  onMax={machine.maxBet}
                />
                <SpinButtons
                  className="col-span-2 sm:min-w-44 sm:flex-1"
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
              {balance < machine.bet && !locked && <RefillFunds onRefilled={setFunFunds} />}
            </div>
          </SlotCabinet>
        </div>
        <SlotHistoryCard history={history} />
      </div>

      <AutoBetDialog
        open={autoOpen}
        description={t('autoDescription', { amount: formatFunds(machine.bet) })}
        onClose={() => setAutoOpen(false)}
        onStart={startAuto}
        wording={autoSpinWording(t)}
      />
      <PaytableDialog open={paytableOpen} bet={machine.bet} onClose={() => setPaytableOpen(false)} />
    </GamePage>
  );
}

/** /games/slots: the machine, its controls and the player's Game History. */
export function SlotsPage() {
  const { user } = useAuth();
  if (!user) return null;
  return <SlotsGame key={user._id} userId={user._id} balance={user.funFunds} />;
}

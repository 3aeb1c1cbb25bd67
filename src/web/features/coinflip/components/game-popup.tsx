import { useState } from 'react';
import type { CoinflipResult, CoinflipSession } from '../../../../contract/coinflip';
import { ChevronDownIcon } from '../../../components/icons';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Modal } from '../../../components/ui/modal';
import { cx } from '../../../lib/cx';
import { formatFunds } from '../../../lib/format';
import { useMessageText, useT } from '../../../lib/i18n';
import type texts from '../../../locales/en/coinflip.json';
import type { CoinflipPhase } from '../hooks/coinflip-state';
import { FlippingCoin } from './flipping-coin';
import { PlayersRow } from './players-row';
import { VerifyDetails } from './verify-details';

interface GamePopupProps {
  open: boolean;
  phase: CoinflipPhase;
  game: CoinflipSession;
  result: CoinflipResult | null;
  committedHash: string | null;
  userId: number;
  error: string | null;
  callingBot: boolean;
  busy: boolean;
  onCancel: () => void;
  onCallBot: () => void;
  onMinimize: () => void;
  onClose: () => void;
}

function ResultSummary({ result, userId }: { result: CoinflipResult; userId: number }) {
  const t = useT<typeof texts>('coinflip');
  const won = result.winner === userId;
  return (
    <div className="animate-rise-in text-center" data-testid="coinflip-result">
      <p
        className={cx(
          'font-black font-display text-4xl',
          won ? 'text-gold-gradient animate-shimmer' : 'text-loss-300',
        )}
      >
        {won ? t('popup.won') : t('popup.lost')}
      </p>
      <p className="mt-1 text-ink-soft">
        {t('popup.result')}{' '}
        <span className="font-bold text-ink capitalize">{t(`sideLower.${result.result}`)}</span>
      </p>
      <p
        className={cx(
          'mt-2 font-black font-display text-2xl tabular-nums',
          won ? 'text-win-300' : 'text-ink-muted',
        )}
      >
        {won ? `+${formatFunds(result.payout)}` : `-${formatFunds(result.amount)}`}
      </p>
    </div>
  );
}

/** The centred game window: waiting, flipping, then the result; it can be minimised at any time. */
export function GamePopup(props: GamePopupProps) {
  const t = useT<typeof texts>('coinflip');
  const mt = useMessageText();
  const { open, phase, game, result, committedHash, userId, error, callingBot, busy } = props;
  // The result is read out once the coin has landed (at once when it was not seen spinning).
  const [landedId, setLandedId] = useState<number | null>(null);
  const landed = phase === 'result' && result !== null && landedId === result.sessionId;
  const motion = phase === 'playing' ? 'spin' : phase === 'result' ? 'land' : 'rest';
  const side = result?.result ?? game.choice;

  return (
    <Modal
      open={open}
      onClose={props.onClose}
      title={t('popup.title', { id: game.id })}
      description={t('popup.description', {
        amount: formatFunds(game.amount),
        total: formatFunds(game.amount * 2),
      })}
    >
      {/* The shared modal does not scroll: this body does, so that Verify fits on short screens. */}
      <div className="-mx-6 -my-5 max-h-[calc(100dvh-9.5rem)] space-y-5 overflow-y-auto px-6 py-5">
        <PlayersRow session={game} userId={userId} winner={landed ? result?.winner : null} />

        <FlippingCoin
          motion={motion}
          side={side}
          onLanded={() => result && setLandedId(result.sessionId)}
          className="py-2"
        />

        {/* Room for the tallest state (the result), so that the window keeps its size as the game moves on. */}
        <div className="grid min-h-[8.5rem] place-items-center">
          {phase === 'waiting' && (
            <p className="text-center text-ink-soft text-sm">
              {t('popup.waiting')} <span className="font-bold text-gold-300">{formatFunds(game.amount)}</span>
            </p>
          )}
          {phase === 'playing' && (
            <p className="animate-pulse text-center font-bold font-display text-2xl text-gold-300">
              {t('popup.flipping')}
            </p>
          )}
          {landed && result && <ResultSummary result={result} userId={userId} />}
        </div>

        <Alert message={error && mt(error)} />

        <div className="min-h-11">
          {phase === 'waiting' && (
            <div className="grid grid-cols-2 gap-3">
              <Button variant="danger" className="px-3" onClick={props.onCancel} disabled={busy}>
                {t('popup.cancel')}
              </Button>
              <Button
                variant="secondary"
                className="px-3"
                onClick={props.onCallBot}
                loading={callingBot}
                disabled={busy}
              >
                {callingBot ? t('popup.callingBot') : t('popup.callBot')}
              </Button>
            </div>
          )}
          {phase === 'result' && landed && result && (
            <Button fullWidth onClick={props.onClose}>
              {t('popup.close')}
            </Button>
          )}
        </div>

        {phase === 'result' && landed && result && (
          <VerifyDetails result={result} committedHash={committedHash ?? result.serverSeedHash} />
        )}

        <Button
          variant="ghost"
          size="sm"
          fullWidth
          onClick={props.onMinimize}
          icon={<ChevronDownIcon size={16} />}
        >
          {t('popup.minimize')}
        </Button>
      </div>
    </Modal>
  );
}

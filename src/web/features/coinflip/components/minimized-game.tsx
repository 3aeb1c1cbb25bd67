import type { CoinflipResult, CoinflipSession } from '../../../../contract/coinflip';
import { ChevronDownIcon } from '../../../components/icons';
import { Button } from '../../../components/ui/button';
import { Card, CardBody } from '../../../components/ui/card';
import { cx } from '../../../lib/cx';
import { formatFunds } from '../../../lib/format';
import { type Translate, useT } from '../../../lib/i18n';
import type texts from '../../../locales/en/coinflip.json';
import type { CoinflipPhase } from '../hooks/coinflip-state';
import { CoinFace } from './coin-face';

interface MinimizedProps {
  phase: CoinflipPhase;
  game: CoinflipSession;
  result: CoinflipResult | null;
  userId: number;
}

/** The game's state in a few words, for the corner bar and the side panel. */
export function gameStatusText(
  t: Translate<typeof texts>,
  { phase, result, userId }: Omit<MinimizedProps, 'game'>,
): string {
  if (phase === 'result' && result) return result.winner === userId ? t('popup.won') : t('popup.lost');
  if (phase === 'playing') return t('popup.flipping');
  return t('lobby.waiting');
}

function statusTone({ phase, result, userId }: Omit<MinimizedProps, 'game'>): string {
  if (phase === 'result' && result) return result.winner === userId ? 'text-win-300' : 'text-loss-300';
  if (phase === 'playing') return 'text-gold-300';
  return 'text-ink-soft';
}

/** The small bar in the corner while the game window is minimised; it brings the window back. */
export function MinimizedBar(props: MinimizedProps & { onRestore: () => void }) {
  const t = useT<typeof texts>('coinflip');
  const { game, phase } = props;
  return (
    <section
      aria-label={t('minimized.label')}
      className="fixed inset-x-3 bottom-3 z-40 animate-rise-in sm:inset-x-auto sm:right-6 sm:bottom-6 sm:w-96"
    >
      <div className="flex items-center gap-3 rounded-card border border-gold-400/40 bg-night-850/95 py-2.5 pr-2.5 pl-3 shadow-lift backdrop-blur">
        <CoinFace
          side={props.result?.result ?? game.choice}
          compact
          className={cx('size-9 shrink-0 text-[6px]', phase === 'playing' && 'animate-pulse')}
        />
        <div className="min-w-0 flex-1">
          <p className="truncate text-ink-muted text-xs">
            {t('minimized.game', { id: game.id, amount: formatFunds(game.amount) })}
          </p>
          <p className={cx('truncate font-bold font-display text-sm', statusTone(props))}>
            {gameStatusText(t, props)}
          </p>
        </div>
        <Button
          size="sm"
          variant="outline"
          onClick={props.onRestore}
          aria-label={t('minimized.restore')}
          className="px-3"
          icon={<ChevronDownIcon size={16} className="rotate-180" />}
        >
          <span className="hidden sm:inline">{t('minimized.restore')}</span>
        </Button>
      </div>
    </section>
  );
}

/** In the side panel while minimised: 'Show Game' and, while waiting, 'Cancel Game'. */
export function CurrentGameCard(
  props: MinimizedProps & { busy: boolean; onShow: () => void; onCancel: () => void },
) {
  const t = useT<typeof texts>('coinflip');
  const { game, phase, busy } = props;
  return (
    <Card aria-label={t('current.label')} className="animate-rise-in border-gold-400/40">
      <CardBody className="flex flex-col gap-4">
        <div className="flex items-center gap-3">
          <CoinFace
            side={props.result?.result ?? game.choice}
            compact
            className="size-11 shrink-0 text-[7px]"
          />
          <div className="min-w-0">
            <p className="text-ink-muted text-xs">
              {t('current.game', { amount: formatFunds(game.amount) })}
            </p>
            <p className={cx('font-bold font-display text-lg', statusTone(props))}>
              {gameStatusText(t, props)}
            </p>
          </div>
        </div>
        <div className="grid grid-cols-2 gap-3">
          <Button onClick={props.onShow} className={phase === 'waiting' ? '' : 'col-span-2'}>
            {t('current.show')}
          </Button>
          {phase === 'waiting' && (
            <Button variant="danger" onClick={props.onCancel} disabled={busy}>
              {t('popup.cancel')}
            </Button>
          )}
        </div>
      </CardBody>
    </Card>
  );
}

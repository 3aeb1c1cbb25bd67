import { type ComponentType, useEffect } from 'react';
import type { GameRtp, MeasuredRtp } from '../../../../contract/fairness';
import { RTP_REFRESH_SECONDS, rtpNotes } from '../../../../contract/fairness-texts';
import {
  CardsIcon,
  ChartIcon,
  CoinIcon,
  CrashIcon,
  DiceIcon,
  GamepadIcon,
  LimboIcon,
  MinesIcon,
  PlinkoIcon,
  SlotsIcon,
} from '../../../components/icons';
import { CardBody } from '../../../components/ui/card';
import { formatDateTime, formatNumber } from '../../../lib/format';
import { useQuery } from '../../../lib/use-query';
import { fetchRtp } from '../api';
import { type FairnessText, gameName, useFairnessText } from '../texts';
import { FairnessCard, PanelQuery } from './panel';
import { formatMargin, formatRtp } from './rtp-format';

const GAME_ICONS: Record<string, ComponentType<{ size?: number }>> = {
  dice: DiceIcon,
  slots: SlotsIcon,
  mines: MinesIcon,
  blackjack: CardsIcon,
  coinflip: CoinIcon,
  limbo: LimboIcon,
  plinko: PlinkoIcon,
  crash: CrashIcon,
};

/** A game's note (the contract's rtpNotes, which the server sends) in the page's language, by its game. */
function rtpNote(t: FairnessText, game: string, english: string): string {
  return game in rtpNotes ? t(`rtpNote.${game as keyof typeof rtpNotes}`) : english;
}

/** One measured figure: the return, its 95 % margin and how many bets it stands on. */
function Measured({ label, measured, testId }: { label: string; measured: MeasuredRtp; testId: string }) {
  const t = useFairnessText();
  return (
    <div data-testid={testId} className="min-w-0">
      <dt className="text-2xs text-ink-faint uppercase tracking-wider">{label}</dt>
      <dd className="mt-1">
        <span className="block font-bold font-display text-ink text-lg tabular-nums">
          {measured.measuredRtp === null ? '—' : formatRtp(t, measured.measuredRtp)}
        </span>
        <span className="block text-ink-muted text-xs tabular-nums">
          {measured.interval ? formatMargin(t, measured.interval) : t('rtp.noRange')}
        </span>
        <span data-testid={`${testId}-bets`} className="block text-ink-faint text-xs tabular-nums">
          {measured.bets === 0 ? t('rtp.noBets') : t('betsCount', { count: measured.bets })}
        </span>
      </dd>
    </div>
  );
}

function GameRow({ game }: { game: GameRtp }) {
  const t = useFairnessText();
  const Icon = GAME_ICONS[game.game] ?? GamepadIcon;
  return (
    <li
      data-testid={`rtp-${game.game}`}
      className="flex flex-col gap-3 rounded-card border border-line bg-night-900/60 p-4 shadow-card"
    >
      <div className="flex items-center gap-3">
        <span className="grid size-9 shrink-0 place-items-center rounded-control bg-royal-500/15 text-royal-300 ring-1 ring-royal-400/30">
          <Icon size={18} />
        </span>
        <h3 className="min-w-0 flex-1 font-bold font-display text-ink capitalize">
          {gameName(t, game.game)}
        </h3>
        <span className="text-right">
          <span className="block text-2xs text-ink-faint uppercase tracking-wider">
            {t('rtp.theoretical')}
          </span>
          <span
            data-testid={`rtp-${game.game}-theoretical`}
            className="block font-bold font-display text-gold-300 text-lg tabular-nums"
          >
            {game.theoreticalRtp === null ? t('rtp.varies') : formatRtp(t, game.theoreticalRtp)}
          </span>
        </span>
      </div>
      <dl className="grid grid-cols-2 gap-3 border-line border-t pt-3">
        <Measured label={t('rtp.allBets')} measured={game} testId={`rtp-${game.game}-all`} />
        <Measured label={t('rtp.last24h')} measured={game.last24h} testId={`rtp-${game.game}-24h`} />
      </dl>
      {game.note && (
        <p className="text-ink-muted text-xs leading-relaxed">{rtpNote(t, game.game, game.note)}</p>
      )}
    </li>
  );
}

/**
 * Fairness you can see: per game the return to player its rules promise beside the return measured
 * over every bet placed and over the last 24 hours, refreshed while the page is open.
 */
export function RtpSection() {
  const t = useFairnessText();
  const query = useQuery(fetchRtp);
  const { reload } = query;
  useEffect(() => {
    const timer = window.setInterval(() => {
      if (document.visibilityState === 'visible') reload();
    }, RTP_REFRESH_SECONDS * 1000);
    return () => window.clearInterval(timer);
  }, [reload]);

  return (
    <FairnessCard
      anchor="rtp"
      title={t('rtp.title')}
      icon={<ChartIcon size={18} />}
      description={t('rtp.description')}
    >
      <CardBody className="space-y-4">
        <p className="max-w-3xl text-ink-muted text-sm">{t('rtp.explain')}</p>
        <PanelQuery query={query} what="returns">
          {(answer) => (
            <>
              <ul className="grid grid-cols-1 gap-3 sm:grid-cols-2 xl:grid-cols-3">
                {answer.games.map((game) => (
                  <GameRow key={game.game} game={game} />
                ))}
              </ul>
              <p className="text-ink-faint text-xs">
                {t('rtp.updated', {
                  date: formatDateTime(answer.updatedAt),
                  seconds: formatNumber(RTP_REFRESH_SECONDS),
                })}
              </p>
            </>
          )}
        </PanelQuery>
      </CardBody>
    </FairnessCard>
  );
}

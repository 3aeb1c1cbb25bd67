import type { RaceStanding } from '../../../../contract/races';
import { racePrizeFor } from '../../../../contract/races-texts';
import { PlayerAvatar } from '../../../components/player/player-avatar';
import { PlayerName } from '../../../components/player/player-name';
import { Badge } from '../../../components/ui/badge';
import { TableHead } from '../../../components/ui/table-head';
import { cx } from '../../../lib/cx';
import { formatFunds } from '../../../lib/format';
import { useT } from '../../../lib/i18n';
import type texts from '../../../locales/en/races.json';
import { formatScore } from '../race-format';

// Gold, silver and bronze rings for the first three places.
const MEDAL = [
  'bg-gold text-gold-900 ring-gold-300',
  'bg-slate-300 text-night-950 ring-slate-100',
  'bg-amber-700 text-amber-50 ring-amber-500',
] as const;

/**
 * The race's top places: rank, player as the leaderboard shows them, score and what the place would
 * pay now (the table's prize capped by the score, with the table's figure under it when capped).
 */
export function StandingsTable({ standings, myId }: { standings: RaceStanding[]; myId: number | null }) {
  const t = useT<typeof texts>('races');
  return (
    <div className="relative overflow-x-auto rounded-b-card">
      <table className="w-full text-left text-sm" data-testid="race-standings">
        <TableHead
          columns={[
            { label: t('column.place'), className: 'py-3 pr-1 pl-3 sm:px-6' },
            { label: t('column.player'), className: 'px-2 py-3 sm:px-3' },
            { label: t('column.score'), className: 'py-3 pr-3 pl-2 text-right sm:px-3' },
            { label: t('column.prize'), className: 'hidden px-3 py-3 text-right sm:table-cell sm:pr-6' },
          ]}
        />
        <tbody>
          {standings.map((place) => {
            const podium = place.rank <= MEDAL.length;
            const mine = place.userId === myId;
            return (
              <tr
                key={place.userId}
                data-rank={place.rank}
                className={cx(
                  'border-line/60 border-b last:border-0',
                  mine && 'bg-royal-500/10 outline outline-1 outline-royal-400/40 -outline-offset-1',
                )}
              >
                <td className="py-3 pr-1 pl-3 sm:px-6">
                  <span
                    className={cx(
                      'grid size-8 place-items-center rounded-full font-black font-display',
                      podium ? `ring-2 ${MEDAL[place.rank - 1]}` : 'text-ink-muted',
                    )}
                  >
                    {place.rank}
                  </span>
                </td>
                <td className="px-2 py-3 sm:px-3">
                  <span className="flex min-w-0 items-center gap-2 sm:gap-3">
                    <PlayerAvatar username={place.username} cosmetics={place.cosmetics} size="sm" />
                    <PlayerName
                      username={place.username}
                      cosmetics={place.cosmetics}
                      className={cx(
                        'max-w-[7.5rem] truncate font-semibold sm:max-w-none',
                        podium ? 'text-ink' : 'text-ink-soft',
                      )}
                    />
                    {mine && <Badge tone="royal">{t('you')}</Badge>}
                  </span>
                </td>
                <td className="whitespace-nowrap py-3 pr-3 pl-2 text-right font-bold text-ink tabular-nums sm:px-3">
                  {formatScore(place.score)}
                </td>
                <td className="hidden whitespace-nowrap px-3 py-3 text-right font-display text-gold-200 tabular-nums sm:table-cell sm:pr-6">
                  {formatFunds(place.prize)}
                  {place.prize < racePrizeFor(place.rank) && (
                    <span className="block font-sans font-normal text-ink-muted text-xs">
                      {t('ofPrize', { amount: formatFunds(racePrizeFor(place.rank)) })}
                    </span>
                  )}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}

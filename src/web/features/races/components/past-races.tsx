import type { PastRace } from '../../../../contract/races';
import { PlayerAvatar } from '../../../components/player/player-avatar';
import { PlayerName } from '../../../components/player/player-name';
import { formatFunds } from '../../../lib/format';
import { useT } from '../../../lib/i18n';
import type texts from '../../../locales/en/races.json';
import { formatPlace, formatRaceWeek } from '../race-format';

function Winner({ winner }: { winner: PastRace['winners'][number] }) {
  return (
    <li className="flex items-center gap-3 py-1.5">
      <span className="w-10 shrink-0 font-semibold text-ink-muted text-xs uppercase tracking-wider">
        {formatPlace(winner.rank)}
      </span>
      <PlayerAvatar username={winner.username} cosmetics={winner.cosmetics} size="sm" />
      <PlayerName
        username={winner.username}
        cosmetics={winner.cosmetics}
        className="min-w-0 truncate font-semibold text-ink-soft"
      />
      <span className="ml-auto whitespace-nowrap font-display text-gold-200 tabular-nums">
        {formatFunds(winner.amount)}
      </span>
    </li>
  );
}

/** Finished races, newest first: the podium of each, the other places behind a disclosure. */
export function PastRaces({ races }: { races: PastRace[] }) {
  const t = useT<typeof texts>('races');
  if (races.length === 0)
    return <p className="px-6 py-8 text-center text-ink-muted text-sm">{t('noPastRaces')}</p>;
  return (
    <ul className="divide-y divide-line/60" data-testid="past-races">
      {races.map((race) => (
        <li key={race.id} className="px-5 py-4 sm:px-6">
          <h3 className="font-bold font-display text-ink">
            {formatRaceWeek(race.startsAt, race.endsAt)}
            <span className="ml-2 font-normal font-sans text-ink-muted text-sm">
              {t('pool', { amount: formatFunds(race.prizePool) })}
            </span>
          </h3>
          <ol className="mt-2">
            {race.winners.slice(0, 3).map((winner) => (
              <Winner key={winner.rank} winner={winner} />
            ))}
          </ol>
          {race.winners.length > 3 && (
            <details className="mt-1">
              <summary className="cursor-pointer rounded text-royal-300 text-sm hover:text-royal-200 focus-visible:outline-2 focus-visible:outline-gold-400">
                {t('placesFrom4', { last: race.winners.length })}
              </summary>
              <ol>
                {race.winners.slice(3).map((winner) => (
                  <Winner key={winner.rank} winner={winner} />
                ))}
              </ol>
            </details>
          )}
        </li>
      ))}
    </ul>
  );
}

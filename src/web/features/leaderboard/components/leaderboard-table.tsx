import { Link } from 'react-router';
import type { LeaderboardEntry } from '../../../../contract/leaderboard';
import {
  LEADERBOARD_GAME_TYPES,
  type LeaderboardCategory,
  leaderboardMessages,
} from '../../../../contract/leaderboard-texts';
import { PlayerAvatar } from '../../../components/player/player-avatar';
import { PlayerName } from '../../../components/player/player-name';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { TableHead } from '../../../components/ui/table-head';
import { cx } from '../../../lib/cx';
import { formatDate, formatNumber } from '../../../lib/format';
import { translate, useMessageText, useT } from '../../../lib/i18n';
import type texts from '../../../locales/en/leaderboard.json';

// Gold, silver and bronze for the top three.
const PODIUM = [
  'bg-linear-to-r from-gold-400/20 to-transparent',
  'bg-linear-to-r from-slate-300/15 to-transparent',
  'bg-linear-to-r from-amber-700/25 to-transparent',
] as const;
const MEDAL = [
  'bg-gold text-gold-900 ring-gold-300',
  'bg-slate-300 text-night-950 ring-slate-100',
  'bg-amber-700 text-amber-50 ring-amber-500',
] as const;

interface LeaderboardTableProps {
  category: LeaderboardCategory;
  entries: LeaderboardEntry[];
  isAdmin: boolean;
  onEdit: (entry: LeaderboardEntry) => void;
  onDelete: (entry: LeaderboardEntry) => void;
}

/** A game's name in the player's language; a game the list does not know as it came; none as a dash. */
function gameLabel(game: string | null): string {
  if (game === null) return '—';
  return (LEADERBOARD_GAME_TYPES as readonly string[]).includes(game) ||
    game === 'blackjack' ||
    game === 'crash'
    ? translate('leaderboard', `game.${game}`)
    : game;
}

export function LeaderboardTable({ category, entries, isAdmin, onEdit, onDelete }: LeaderboardTableProps) {
  const t = useT<typeof texts>('leaderboard');
  const mt = useMessageText();
  if (entries.length === 0) {
    return <p className="px-6 py-12 text-center text-ink-muted">{mt(leaderboardMessages.empty)}</p>;
  }
  const largest = category === 'largest_win';
  const rowActions = [
    { label: t('edit'), variant: 'outline', act: onEdit, name: 'editName' },
    { label: t('delete'), variant: 'danger', act: onDelete, name: 'deleteName' },
  ] as const;
  return (
    // Rounded like the card's bottom, so that the ranked rows' backgrounds keep within its corners.
    // Relative, so that the table's screen-reader-only texts (absolutely placed) scroll with it
    // instead of widening the page when the table is wider than its card (German, an admin's buttons).
    <div className="relative overflow-x-auto rounded-b-card">
      <table className={cx('w-full text-left text-sm', isAdmin && 'min-w-[640px]')}>
        <TableHead
          columns={[
            { label: t('column.rank'), className: 'px-3 py-3 sm:px-6' },
            { label: t('column.username'), className: 'px-4 py-3' },
            {
              label: largest ? t('column.winAmount') : t('column.balance'),
              className: 'px-4 py-3 text-right',
            },
            largest && { label: t('column.game'), className: 'px-4 py-3' },
            { label: t('column.date'), className: 'hidden px-4 py-3 sm:table-cell' },
            isAdmin && {
              label: t('column.actions'),
              className: 'px-4 py-3 text-right sm:px-6',
              srOnly: true,
            },
          ]}
        />
        <tbody>
          {entries.map((entry, index) => {
            const rank = index + 1;
            const podium = index < 3;
            return (
              <tr
                key={entry._id}
                data-rank={rank}
                className={cx('border-line/60 border-b last:border-0', podium && PODIUM[index])}
              >
                <td className="px-3 py-3 sm:px-6">
                  <span
                    className={cx(
                      'grid size-8 place-items-center rounded-full font-black font-display',
                      podium ? `ring-2 ${MEDAL[index]}` : 'text-ink-muted',
                    )}
                  >
                    {rank}
                  </span>
                </td>
                <td className="px-4 py-3">
                  <span className="flex min-w-0 items-center gap-3">
                    <PlayerAvatar username={entry.username} cosmetics={entry.cosmetics} size="sm" />
                    {/* The name leads to the player's public profile and achievements. */}
                    <Link
                      to={`/players/${entry.userId}`}
                      className="flex min-w-0 rounded-control hover:underline"
                    >
                      <PlayerName
                        username={entry.username}
                        cosmetics={entry.cosmetics}
                        className={cx('font-semibold', podium ? 'text-ink' : 'text-ink-soft')}
                      />
                    </Link>
                    {isAdmin && entry.edited && <Badge tone="royal">{t('edited')}</Badge>}
                  </span>
                </td>
                <td
                  className={cx(
                    'whitespace-nowrap px-4 py-3 text-right font-bold tabular-nums',
                    podium ? 'text-gold-200' : 'text-ink',
                  )}
                >
                  {t('funds', { amount: formatNumber(entry.value, Number.isInteger(entry.value) ? 0 : 2) })}
                </td>
                {largest && (
                  <td className="px-4 py-3 text-ink-soft capitalize">{gameLabel(entry.gameType)}</td>
                )}
                <td className="hidden whitespace-nowrap px-4 py-3 text-ink-muted sm:table-cell">
                  {formatDate(entry.achievedAt)}
                </td>
                {isAdmin && (
                  <td className="px-4 py-3 text-right sm:px-6">
                    <span className="inline-flex gap-2">
                      {rowActions.map(({ label, variant, act, name }) => (
                        <Button
                          key={label}
                          size="sm"
                          variant={variant}
                          onClick={() => act(entry)}
                          aria-label={t(name, { name: entry.username })}
                        >
                          {label}
                        </Button>
                      ))}
                    </span>
                  </td>
                )}
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}

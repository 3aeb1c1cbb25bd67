import type { AchievementBadge } from '../../../../contract/achievements-texts';
import type { Rarity } from '../../../../contract/shop-texts';
import { LockIcon } from '../../../components/icons';
import { RARITY_TONES, RarityBadge } from '../../../components/player/rarity-badge';
import { Button } from '../../../components/ui/button';
import { cx } from '../../../lib/cx';
import { formatDate } from '../../../lib/format';
import { useT } from '../../../lib/i18n';
import type texts from '../../../locales/en/achievements.json';
import { achievementTexts } from '../achievement-texts';
import { AchievementBadgeArt } from './achievement-badge-art';

export interface AchievementCardData {
  code: string;
  title: string;
  description: string;
  rarity: Rarity;
  badge: AchievementBadge;
  earnedAt: string | null;
}

interface WearControl {
  worn: boolean;
  pending: boolean;
  busy: boolean;
  onToggle: () => void;
}

/** One achievement: its badge, title, rarity, what earns it and when it was earned (or that it is locked). */
export function AchievementCard({
  achievement,
  wear,
}: {
  achievement: AchievementCardData;
  wear?: WearControl;
}) {
  const t = useT<typeof texts>('achievements');
  const earned = achievement.earnedAt !== null;
  const { title, description } = achievementTexts(t, achievement);
  const wearText = wear?.worn ? t('takeOff') : t('wear');
  const headingId = `achievement-${achievement.code}`;
  return (
    <article
      aria-labelledby={headingId}
      data-testid="achievement"
      data-code={achievement.code}
      data-earned={earned}
      className={cx(
        'flex gap-3 rounded-card border p-3 sm:p-4',
        earned
          ? cx('bg-surface shadow-card', RARITY_TONES[achievement.rarity].edge)
          : 'border-white/10 bg-night-950/40',
        wear?.worn && 'border-gold-400/70 shadow-glow-gold',
      )}
    >
      <AchievementBadgeArt badge={achievement.badge} locked={!earned} className="size-14" />
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <div className="flex flex-wrap items-center gap-2">
          <h4
            id={headingId}
            className={cx('font-bold font-display leading-tight', earned ? 'text-ink' : 'text-ink-muted')}
          >
            {title}
          </h4>
          <RarityBadge rarity={achievement.rarity} />
        </div>
        <p className={cx('text-sm', earned ? 'text-ink-soft' : 'text-ink-muted')}>{description}</p>
        <p className="flex items-center gap-1 text-ink-faint text-xs">
          {earned ? (
            t('earnedOn', { date: formatDate(achievement.earnedAt) })
          ) : (
            <>
              <LockIcon size={12} aria-hidden="true" /> {t('locked')}
            </>
          )}
        </p>
        {wear && earned && (
          <div className="pt-1">
            <Button
              size="sm"
              variant={wear.worn ? 'outline' : 'secondary'}
              loading={wear.pending}
              disabled={wear.busy && !wear.pending}
              onClick={wear.onToggle}
              aria-label={t('wearLabel', { action: wearText, title })}
              aria-pressed={wear.worn}
            >
              {wearText}
            </Button>
          </div>
        )}
      </div>
    </article>
  );
}

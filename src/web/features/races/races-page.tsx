import { type ReactNode, useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { RACE_PRIZE_EDGE_PERCENT } from '../../../contract/races-texts';
import { useAuth } from '../../app/auth/auth-context';
import { ClockIcon, CoinsIcon, TrophyIcon, UserIcon } from '../../components/icons';
import { Card, SectionCard } from '../../components/ui/card';
import { Container } from '../../components/ui/container';
import { PageHeader } from '../../components/ui/page-header';
import { QueryView } from '../../components/ui/query-view';
import { formatFunds } from '../../lib/format';
import { useT } from '../../lib/i18n';
import { useQuery } from '../../lib/use-query';
import type texts from '../../locales/en/races.json';
import { fetchCurrentRace, fetchPastRaces } from './api';
import { PastRaces } from './components/past-races';
import { PrizeTable } from './components/prize-table';
import { StandingsTable } from './components/standings-table';
import { useRaceCountdown } from './hooks/use-race-countdown';
import { useVisiblePolling } from './hooks/use-visible-polling';
import { formatRaceWeek, formatScore } from './race-format';

/**
 * How often the standings are asked again while the page is visible. Polling rather than a socket
 * push: the server answers the top from a cache of a second or two, so a watcher costs almost
 * nothing, and no instance has to broadcast the top to every open page on each fold of bets.
 */
const REFRESH_MS = 5000;

function Stat({ label, icon, children }: { label: string; icon: ReactNode; children: ReactNode }) {
  return (
    <Card className="flex items-center gap-4 px-5 py-4">
      <span className="grid size-11 shrink-0 place-items-center rounded-control bg-gold-400/10 text-gold-300 ring-1 ring-gold-400/20">
        {icon}
      </span>
      <div className="min-w-0">
        <p className="font-semibold text-2xs text-ink-muted uppercase tracking-wider">{label}</p>
        {children}
      </div>
    </Card>
  );
}

const LINK_MARK = '\u0001';

/** "Sign in and bet to join the race.", the sign-in words a link wherever the language puts them. */
function SignInToJoin({ signIn, sentence }: { signIn: string; sentence: string }) {
  const [before = '', after = ''] = sentence.split(LINK_MARK);
  return (
    <p className="text-ink-soft text-sm">
      {before}
      <Link to="/login" className="font-semibold text-royal-300 underline-offset-2 hover:underline">
        {signIn}
      </Link>
      {after}
    </p>
  );
}

/** The weekly race: countdown, prizes, the live top ten, the player's own place and past races. Guests watch. */
export function RacesPage() {
  const { user } = useAuth();
  const t = useT<typeof texts>('races');
  const current = useQuery(fetchCurrentRace);
  const past = useQuery(fetchPastRaces);
  const { reload } = current;
  useVisiblePolling(reload, REFRESH_MS);
  const userId = user?._id ?? null;
  // Signing in or out changes whose place the answer holds.
  const answeredFor = useRef(userId);
  useEffect(() => {
    if (answeredFor.current === userId) return;
    answeredFor.current = userId;
    reload();
  }, [userId, reload]);
  const race = current.data;
  const left = useRaceCountdown(race?.endsAt, reload);

  return (
    <Container size="lg" className="space-y-6">
      <PageHeader
        title={t('title')}
        description={t('description')}
        icon={<TrophyIcon size={28} />}
        iconClassName="rounded-2xl bg-gold-400/15 text-gold-300 ring-1 ring-gold-400/30"
      />

      <div className="grid gap-4 sm:grid-cols-3">
        <Stat label={t('endsIn')} icon={<ClockIcon size={22} />}>
          <p className="font-black font-display text-2xl text-ink tabular-nums" data-testid="race-countdown">
            {left ?? '…'}
          </p>
          {race && (
            <p className="text-ink-muted text-xs">
              {t('weekUtc', { week: formatRaceWeek(race.startsAt, race.endsAt) })}
            </p>
          )}
        </Stat>
        <Stat label={t('prizePool')} icon={<CoinsIcon size={22} />}>
          <p className="font-black font-display text-2xl text-gold-200 tabular-nums">
            {race ? formatFunds(race.prizePool) : '…'}
          </p>
          <p className="text-ink-muted text-xs">{t('prizePoolHint')}</p>
        </Stat>
        <Stat label={t('yourPlace')} icon={<UserIcon size={22} />}>
          <div data-testid="race-me">
            {!user ? (
              <SignInToJoin signIn={t('signIn')} sentence={t('signInToJoin', { signIn: LINK_MARK })} />
            ) : race?.me ? (
              <>
                <p className="font-black font-display text-2xl text-ink tabular-nums">
                  {t('rank', { rank: race.me.rank })}
                </p>
                <p className="text-ink-muted text-xs tabular-nums">{formatScore(race.me.score)}</p>
              </>
            ) : (
              <p className="text-ink-soft text-sm">{race ? t('notRanked') : '…'}</p>
            )}
          </div>
        </Stat>
      </div>

      <SectionCard title={t('standings')} description={t('scoreHelp')} icon={<TrophyIcon size={18} />} region>
        <QueryView
          query={current}
          loadingLabel={t('loading')}
          errorMessage={t('loadFailed')}
          table
          errorHidesData={false}
          isEmpty={(data) => data.standings.length === 0}
          emptyText={t('noStandings')}
        >
          {(data) => <StandingsTable standings={data.standings} myId={userId} />}
        </QueryView>
      </SectionCard>

      <SectionCard title={t('prizes')} icon={<CoinsIcon size={18} />} region>
        {race ? <PrizeTable prizes={race.prizes} /> : <div className="h-24" />}
        <p className="px-4 pb-4 text-ink-muted text-sm sm:px-5 sm:pb-5">
          {t('prizeCap', { percent: RACE_PRIZE_EDGE_PERCENT })}
        </p>
      </SectionCard>

      <SectionCard title={t('pastRaces')} icon={<ClockIcon size={18} />} region>
        <QueryView query={past} loadingLabel={t('pastLoading')} errorMessage={t('pastLoadFailed')}>
          {(data) => <PastRaces races={data.races} />}
        </QueryView>
      </SectionCard>
    </Container>
  );
}

import { useCallback, useEffect } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import { DiceIcon, LoginIcon, ShieldIcon } from '../../components/icons';
import { ButtonLink } from '../../components/ui/button';
import { Container } from '../../components/ui/container';
import { PageHeader } from '../../components/ui/page-header';
import { fetchActivePair, fetchBet, fetchRecentBets, fetchRevealedSeeds } from '../../features/fairness/api';
import { BetVerifier } from '../../features/fairness/components/bet-verifier';
import { CrashVerifier } from '../../features/fairness/components/crash-verifier';
import { HowItWorks } from '../../features/fairness/components/how-it-works';
import { ManualVerifier } from '../../features/fairness/components/manual-verifier';
import { RecentBets } from '../../features/fairness/components/recent-bets';
import { RevealedSeeds } from '../../features/fairness/components/revealed-seeds';
import { RtpSection } from '../../features/fairness/components/rtp-section';
import { SeedPairCard } from '../../features/fairness/components/seed-pair-card';
import { BET_PARAM, CRASH_ROUND_PARAM, parseLinkId } from '../../features/fairness/link-params';
import { useT } from '../../lib/i18n';
import { useQuery } from '../../lib/use-query';
import type texts from '../../locales/en/common.json';
import { useAuth } from '../auth/auth-context';

function scrollToId(id: string) {
  const reduced = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
  document.getElementById(id)?.scrollIntoView({ behavior: reduced ? 'auto' : 'smooth', block: 'start' });
}

function FairnessHeader({ signedIn }: { signedIn: boolean }) {
  const t = useT<typeof texts>('common');
  return (
    <header className="flex animate-rise-in flex-wrap items-end justify-between gap-4">
      <PageHeader
        title={t('fairnessPage.title')}
        description={t('fairnessPage.description')}
        descriptionClassName="text-sm"
        icon={<ShieldIcon size={30} />}
        iconClassName="shrink-0 rounded-card bg-linear-to-br from-royal-500/30 to-gold-400/20 text-royal-300 shadow-glow-royal"
      />
      {signedIn ? (
        <ButtonLink to="/games/dice" variant="outline" size="sm" icon={<DiceIcon size={16} />}>
          {t('fairnessPage.playDice')}
        </ButtonLink>
      ) : (
        <ButtonLink to="/login" variant="outline" size="sm" icon={<LoginIcon size={16} />}>
          {t('fairnessPage.signIn')}
        </ButtonLink>
      )}
    </header>
  );
}

/** The crash card, open to guests: a ?crashRound=<id> link opens that round and scrolls to it. */
function CrashRounds() {
  const [params, setParams] = useSearchParams();
  const roundId = parseLinkId(params.get(CRASH_ROUND_PARAM));
  useEffect(() => {
    if (roundId !== null) scrollToId('verify-crash');
  }, [roundId]);
  const verify = useCallback(
    (id: number) =>
      setParams((current) => {
        const next = new URLSearchParams(current);
        next.set(CRASH_ROUND_PARAM, String(id));
        return next;
      }),
    [setParams],
  );
  return <CrashVerifier roundId={roundId} onVerify={verify} />;
}

/** What a guest sees: how it works, the measured returns and crash rounds; seeds and bets are a player's own. */
function GuestFairness() {
  return (
    <Container className="space-y-6">
      <FairnessHeader signedIn={false} />
      <HowItWorks />
      <RtpSection />
      <CrashRounds />
    </Container>
  );
}

export function FairnessPage() {
  const { user } = useAuth();
  return user ? <PlayerFairness /> : <GuestFairness />;
}

function PlayerFairness() {
  const [params] = useSearchParams();
  const { hash } = useLocation();
  const betId = parseLinkId(params.get(BET_PARAM));
  // Coinflip rounds are numbered apart from the other games' bets.
  const betGame = params.get('game') === 'coinflip' ? 'coinflip' : undefined;

  const pair = useQuery(fetchActivePair);
  const seeds = useQuery(fetchRevealedSeeds);
  const bets = useQuery(fetchRecentBets);
  const loadBet = useCallback(
    (signal: AbortSignal) => (betId === null ? Promise.resolve(null) : fetchBet(betId, signal, betGame)),
    [betId, betGame],
  );
  const bet = useQuery(loadBet);

  const { reload: reloadPair } = pair;
  const { reload: reloadSeeds } = seeds;
  const { reload: reloadBets } = bets;
  const { reload: reloadBet } = bet;
  // A new client seed or a rotation changes the pair, the revealed list and what can be verified.
  const refreshAll = useCallback(() => {
    reloadPair();
    reloadSeeds();
    reloadBets();
    reloadBet();
  }, [reloadPair, reloadSeeds, reloadBets, reloadBet]);

  useEffect(() => {
    if (betId !== null) scrollToId('verify-bet');
  }, [betId]);

  const betsLoaded = bets.data !== undefined;
  useEffect(() => {
    if (hash === '#recent-bets' && betsLoaded) scrollToId('recent-bets');
  }, [hash, betsLoaded]);

  return (
    <Container className="space-y-6">
      <FairnessHeader signedIn />

      <HowItWorks />

      <div className="grid grid-cols-1 items-start gap-6 xl:grid-cols-2">
        <SeedPairCard pair={pair} onChanged={refreshAll} />
        <BetVerifier betId={betId} query={bet} />
      </div>

      <RecentBets query={bets} selectedId={betId} />

      <RtpSection />

      <div className="grid grid-cols-1 items-start gap-6 xl:grid-cols-2">
        <ManualVerifier />
        <RevealedSeeds query={seeds} />
      </div>

      <CrashRounds />
    </Container>
  );
}

import { useCallback, useEffect } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import { DiceIcon, ShieldIcon } from '../../components/icons';
import { ButtonLink } from '../../components/ui/button';
import { Container } from '../../components/ui/container';
import { PageHeader } from '../../components/ui/page-header';
import { fetchActivePair, fetchBet, fetchRecentBets, fetchRevealedSeeds } from '../../features/fairness/api';
import { BetVerifier } from '../../features/fairness/components/bet-verifier';
import { HowItWorks } from '../../features/fairness/components/how-it-works';
import { ManualVerifier } from '../../features/fairness/components/manual-verifier';
import { RecentBets } from '../../features/fairness/components/recent-bets';
import { RevealedSeeds } from '../../features/fairness/components/revealed-seeds';
import { SeedPairCard } from '../../features/fairness/components/seed-pair-card';
import { useQuery } from '../../lib/use-query';

function scrollToId(id: string) {
  const reduced = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
  document.getElementById(id)?.scrollIntoView({ behavior: reduced ? 'auto' : 'smooth', block: 'start' });
}

function parseBetId(raw: string | null): number | null {
  return raw && /^\d{1,15}$/.test(raw) && Number(raw) > 0 ? Number(raw) : null;
}

export function FairnessPage() {
  const [params] = useSearchParams();
  const { hash } = useLocation();
  const betId = parseBetId(params.get('bet'));

  const pair = useQuery(fetchActivePair);
  const seeds = useQuery(fetchRevealedSeeds);
  const bets = useQuery(fetchRecentBets);
  const loadBet = useCallback(
    (signal: AbortSignal) => (betId === null ? Promise.resolve(null) : fetchBet(betId, signal)),
    [betId],
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
      <header className="flex animate-rise-in flex-wrap items-end justify-between gap-4">
        <PageHeader
          title="Fairness"
          description="Every outcome is fixed before you bet, and you can prove it."
          descriptionClassName="text-sm"
          icon={<ShieldIcon size={30} />}
          iconClassName="shrink-0 rounded-card bg-linear-to-br from-royal-500/30 to-gold-400/20 text-royal-300 shadow-glow-royal"
        />
        <ButtonLink to="/games/dice" variant="outline" size="sm" icon={<DiceIcon size={16} />}>
          Play Dice
        </ButtonLink>
      </header>

      <HowItWorks />

      <div className="grid grid-cols-1 items-start gap-6 xl:grid-cols-2">
        <SeedPairCard pair={pair} onChanged={refreshAll} />
        <BetVerifier betId={betId} query={bet} />
      </div>

      <RecentBets query={bets} selectedId={betId} />

      <div className="grid grid-cols-1 items-start gap-6 xl:grid-cols-2">
        <ManualVerifier />
        <RevealedSeeds query={seeds} />
      </div>
    </Container>
  );
}

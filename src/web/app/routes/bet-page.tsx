import { useCallback, useState } from 'react';
import { Link, useParams } from 'react-router';
import type { PublicBet } from '../../../contract/live-bets';
import { liveBetsMessages } from '../../../contract/live-bets-texts';
import { ShieldIcon } from '../../components/icons';
import { Button, ButtonLink } from '../../components/ui/button';
import { CardBody, SectionCard } from '../../components/ui/card';
import { Container } from '../../components/ui/container';
import { QueryView } from '../../components/ui/query-view';
import { BetVerifier } from '../../features/fairness/components/bet-verifier';
import { SeedValue } from '../../features/fairness/components/copy-button';
import { parseLinkId, verifyLinkOf } from '../../features/fairness/link-params';
import { fetchPublicBet } from '../../features/live-bets/api';
import { BetSummary } from '../../features/live-bets/components/bet-summary';
import { ApiError } from '../../lib/api';
import { useQuery } from '../../lib/use-query';

/** The round a crash bet rode: its hash and crash point, verified on the Fairness page. */
function CrashRound({ bet }: { bet: PublicBet }) {
  const round = bet.crash;
  if (!round) return null;
  return (
    <>
      <div className="grid grid-cols-2 gap-3 text-sm">
        <div>
          <dt className="text-2xs text-ink-faint uppercase tracking-wider">Round</dt>
          <dd className="font-bold font-display text-ink">#{round.roundId}</dd>
        </div>
        <div>
          <dt className="text-2xs text-ink-faint uppercase tracking-wider">Crash point</dt>
          <dd data-testid="bet-crash-point" className="font-bold font-display text-ink tabular-nums">
            {round.crashPoint === null ? 'Not crashed yet' : `${round.crashPoint.toFixed(2)}x`}
          </dd>
        </div>
      </div>
      {round.hash && <SeedValue label="Round hash" value={round.hash} testId="bet-round-hash" />}
    </>
  );
}

/** The bet's fairness data, and the button that recomputes it here once the server seed is out. */
function Fairness({ bet, query }: { bet: PublicBet; query: ReturnType<typeof useQuery<PublicBet>> }) {
  const [verifying, setVerifying] = useState(false);
  const crash = bet.game === 'crash';
  const revealed = bet.serverSeed !== null;
  return (
    <div className="space-y-6">
      <SectionCard
        title="Fairness"
        icon={<ShieldIcon size={18} />}
        description={
          crash
            ? 'A crash bet rides its round: the round’s hash fixes the crash point for everyone.'
            : 'The outcome came from these seeds and this nonce, fixed before the bet.'
        }
      >
        <CardBody>
          <dl className="space-y-3">
            {crash ? (
              <CrashRound bet={bet} />
            ) : (
              <>
                <SeedValue
                  label="Server seed hash"
                  value={bet.serverSeedHash}
                  testId="bet-server-seed-hash"
                />
                <SeedValue label="Client seed" value={bet.clientSeed} />
                <div>
                  <dt className="text-2xs text-ink-faint uppercase tracking-wider">Nonce</dt>
                  <dd className="font-bold font-mono text-ink">{bet.nonce}</dd>
                </div>
                {revealed ? (
                  <SeedValue label="Server seed" value={bet.serverSeed ?? ''} testId="bet-server-seed" />
                ) : (
                  <div>
                    <dt className="text-2xs text-ink-faint uppercase tracking-wider">Server seed</dt>
                    <dd data-testid="bet-server-seed-secret" className="text-ink-muted text-sm">
                      Secret until the player rotates their seed pair; then anyone can verify this bet.
                    </dd>
                  </div>
                )}
              </>
            )}
          </dl>
          <div className="mt-5 flex flex-wrap items-center gap-3">
            {crash ? (
              <ButtonLink to={verifyLinkOf(bet)} variant="outline" size="sm" icon={<ShieldIcon size={16} />}>
                Verify the round
              </ButtonLink>
            ) : (
              <Button
                size="sm"
                icon={<ShieldIcon size={16} />}
                disabled={!revealed || verifying}
                onClick={() => setVerifying(true)}
              >
                Verify this bet
              </Button>
            )}
            {!crash && !revealed && (
              <span className="text-ink-muted text-xs">Verifying needs the revealed server seed.</span>
            )}
          </div>
        </CardBody>
      </SectionCard>
      {verifying && revealed && <BetVerifier betId={bet._id} query={query} />}
    </div>
  );
}

/** `/bets/:id`: any bet, public (guests too); a hidden player shows as 'Hidden'. */
export function BetPage() {
  const { id } = useParams();
  const betId = parseLinkId(id ?? null);
  const load = useCallback(
    (signal: AbortSignal) =>
      betId === null
        ? Promise.reject(new ApiError(404, liveBetsMessages.betNotFound, liveBetsMessages.betNotFound))
        : fetchPublicBet(betId, signal),
    [betId],
  );
  const query = useQuery(load);
  return (
    <Container size="lg" className="space-y-6">
      <QueryView
        query={query}
        loadingLabel="Loading the bet..."
        errorMessage="Could not load this bet."
        errorHidesData
      >
        {(bet) => (
          <div className="space-y-6">
            <BetSummary bet={bet} />
            <Fairness bet={bet} query={query} />
          </div>
        )}
      </QueryView>
      <p className="text-ink-muted text-sm">
        Every bet has a page like this one.{' '}
        <Link to="/fairness" className="font-semibold text-royal-300 hover:underline">
          How fairness works
        </Link>
      </p>
    </Container>
  );
}

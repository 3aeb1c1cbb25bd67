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
import { formatMultiplier } from '../../lib/format';
import { useT } from '../../lib/i18n';
import { useQuery } from '../../lib/use-query';
import type texts from '../../locales/en/common.json';

/** The round a crash bet rode: its hash and crash point, verified on the Fairness page. */
function CrashRound({ bet }: { bet: PublicBet }) {
  const t = useT<typeof texts>('common');
  const round = bet.crash;
  if (!round) return null;
  return (
    <>
      <div className="grid grid-cols-2 gap-3 text-sm">
        <div>
          <dt className="text-2xs text-ink-faint uppercase tracking-wider">{t('betPage.round')}</dt>
          <dd className="font-bold font-display text-ink">#{round.roundId}</dd>
        </div>
        <div>
          <dt className="text-2xs text-ink-faint uppercase tracking-wider">{t('betPage.crashPoint')}</dt>
          <dd data-testid="bet-crash-point" className="font-bold font-display text-ink tabular-nums">
            {round.crashPoint === null
              ? t('betPage.notCrashed')
              : formatMultiplier(round.crashPoint).replace('×', 'x')}
          </dd>
        </div>
      </div>
      {round.hash && <SeedValue label={t('betPage.roundHash')} value={round.hash} testId="bet-round-hash" />}
    </>
  );
}

/** The bet's fairness data, and the button that recomputes it here once the server seed is out. */
function Fairness({ bet, query }: { bet: PublicBet; query: ReturnType<typeof useQuery<PublicBet>> }) {
  const t = useT<typeof texts>('common');
  const [verifying, setVerifying] = useState(false);
  const crash = bet.game === 'crash';
  const revealed = bet.serverSeed !== null;
  return (
    <div className="space-y-6">
      <SectionCard
        title={t('betPage.fairness')}
        icon={<ShieldIcon size={18} />}
        description={crash ? t('betPage.crashDescription') : t('betPage.seedDescription')}
      >
        <CardBody>
          <dl className="space-y-3">
            {crash ? (
              <CrashRound bet={bet} />
            ) : (
              <>
                <SeedValue
                  label={t('betPage.serverSeedHash')}
                  value={bet.serverSeedHash}
                  testId="bet-server-seed-hash"
                />
                <SeedValue label={t('betPage.clientSeed')} value={bet.clientSeed} />
                <div>
                  <dt className="text-2xs text-ink-faint uppercase tracking-wider">{t('betPage.nonce')}</dt>
                  <dd className="font-bold font-mono text-ink">{bet.nonce}</dd>
                </div>
                {revealed ? (
                  <SeedValue
                    label={t('betPage.serverSeed')}
                    value={bet.serverSeed ?? ''}
                    testId="bet-server-seed"
                  />
                ) : (
                  <div>
                    <dt className="text-2xs text-ink-faint uppercase tracking-wider">
                      {t('betPage.serverSeed')}
                    </dt>
                    <dd data-testid="bet-server-seed-secret" className="text-ink-muted text-sm">
                      {t('betPage.serverSeedSecret')}
                    </dd>
                  </div>
                )}
              </>
            )}
          </dl>
          <div className="mt-5 flex flex-wrap items-center gap-3">
            {crash ? (
              <ButtonLink to={verifyLinkOf(bet)} variant="outline" size="sm" icon={<ShieldIcon size={16} />}>
                {t('betPage.verifyRound')}
              </ButtonLink>
            ) : (
              <Button
                size="sm"
                icon={<ShieldIcon size={16} />}
                disabled={!revealed || verifying}
                onClick={() => setVerifying(true)}
              >
                {t('betPage.verifyBet')}
              </Button>
            )}
            {!crash && !revealed && <span className="text-ink-muted text-xs">{t('betPage.needsSeed')}</span>}
          </div>
        </CardBody>
      </SectionCard>
      {verifying && revealed && <BetVerifier betId={bet._id} query={query} />}
    </div>
  );
}

/** `/bets/:id`: any bet, public (guests too); a hidden player shows as 'Hidden'. */
export function BetPage() {
  const t = useT<typeof texts>('common');
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
        loadingLabel={t('betPage.loading')}
        errorMessage={t('betPage.loadFailed')}
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
        {t('betPage.everyBet')}{' '}
        <Link to="/fairness" className="font-semibold text-royal-300 hover:underline">
          {t('betPage.howFairness')}
        </Link>
      </p>
    </Container>
  );
}

import { type ReactNode, useMemo } from 'react';
import { Link } from 'react-router';
import type { BetRecord } from '../../../../contract/fairness';
import { AlertIcon, CheckCircleIcon, LockIcon, ShieldIcon } from '../../../components/icons';
import { Badge } from '../../../components/ui/badge';
import { CardBody } from '../../../components/ui/card';
import { QueryView } from '../../../components/ui/query-view';
import { cx } from '../../../lib/cx';
import { formatDateTime, formatFunds } from '../../../lib/format';
import type { QueryState } from '../../../lib/use-query';
import { crashRoundOf, verifyLinkOf } from '../link-params';
import { type FairnessKey, type FairnessText, gameName, useFairnessText } from '../texts';
import { type Check, verifyBet } from '../verify';
import { SeedValue } from './copy-button';
import { MatchStatus } from './match-status';
import { OutcomeView } from './outcome-view';
import { FairnessCard } from './panel';

/** The catalogue key of each check the verifiers name. */
const CHECK_KEYS: Record<string, FairnessKey> = {
  Roll: 'check.roll',
  Payout: 'check.payout',
  Reels: 'check.reels',
  'Mine positions': 'check.minePositions',
  'Revealed tiles are safe': 'check.revealedSafe',
  'Initial deal': 'check.initialDeal',
  'All cards dealt': 'check.allCards',
  Result: 'check.result',
  Path: 'check.path',
  Slot: 'check.slot',
  Nonce: 'check.nonce',
  Flip: 'check.flip',
  'Server seed hash': 'check.serverSeedHash',
};

/** A check's name in the page's language. */
export function checkLabel(t: FairnessText, label: string): string {
  const key = CHECK_KEYS[label];
  return key ? t(key) : label;
}

/** Each recorded value beside the one computed here; stacked so that long hashes never scroll sideways. */
function ChecksList({ checks }: { checks: Check[] }) {
  const t = useFairnessText();
  return (
    <ul
      aria-label={t('bet.checks')}
      className="divide-y divide-line rounded-control border border-line bg-night-950/30"
    >
      {checks.map((item) => (
        <li key={item.label} data-match={item.match} className="px-3 py-2.5 sm:px-4">
          <div className="flex items-center justify-between gap-3">
            <span className="font-semibold text-ink-soft text-sm">{checkLabel(t, item.label)}</span>
            <span
              className={cx(
                'inline-flex shrink-0 items-center gap-1 font-bold text-xs',
                item.match ? 'text-win-300' : 'text-loss-300',
              )}
            >
              {item.match ? <CheckCircleIcon size={14} /> : <AlertIcon size={14} />}
              {item.match ? t('match') : t('mismatch')}
            </span>
          </div>
          <dl className="mt-1.5 grid gap-x-3 gap-y-1 text-xs sm:grid-cols-[7rem_minmax(0,1fr)]">
            <dt className="text-ink-faint">{t('bet.recorded')}</dt>
            <dd className="break-all font-mono text-ink-muted">{item.recorded}</dd>
            <dt className="text-ink-faint">{t('bet.computed')}</dt>
            <dd className="break-all font-mono text-ink-muted">{item.computed}</dd>
          </dl>
        </li>
      ))}
    </ul>
  );
}

function Notice({ tone, children }: { tone: 'info' | 'warn'; children: ReactNode }) {
  return (
    <div
      data-testid="verify-notice"
      className={cx(
        'flex items-start gap-3 rounded-control border px-4 py-3 text-sm',
        tone === 'info'
          ? 'border-royal-400/40 bg-royal-500/10 text-royal-300'
          : 'border-loss-400/40 bg-loss-500/10 text-loss-300',
      )}
    >
      {tone === 'info' ? (
        <LockIcon size={18} className="mt-0.5 shrink-0" />
      ) : (
        <AlertIcon size={18} className="mt-0.5 shrink-0" />
      )}
      <div>{children}</div>
    </div>
  );
}

/** Why a bet cannot be recomputed; for a pair still in use, what of it is public so far. */
function NotRecomputed({
  bet,
  status,
}: {
  bet: BetRecord;
  status: 'unrevealed' | 'unsupported' | 'invalid';
}) {
  const t = useFairnessText();
  const crashRound = crashRoundOf(bet);
  if (crashRound !== null) {
    return (
      <Notice tone="info">
        {t('bet.crashByRound')}{' '}
        <Link to={verifyLinkOf(bet)} preventScrollReset className="font-semibold underline">
          {t('bet.verifyCrashRound', { round: crashRound })}
        </Link>
      </Notice>
    );
  }
  if (status === 'unsupported') {
    return <Notice tone="info">{t('bet.unsupported', { game: gameName(t, bet.game) })}</Notice>;
  }
  if (status === 'invalid') {
    return <Notice tone="warn">{t('bet.invalid')}</Notice>;
  }
  return (
    <>
      <Notice tone="info">{t('bet.unrevealed')}</Notice>
      <dl className="space-y-3">
        <SeedValue
          label={t('seed.serverSeedHash')}
          copyLabel={t('copy.serverSeedHash')}
          value={bet.serverSeedHash}
        />
        <SeedValue label={t('seed.clientSeed')} copyLabel={t('copy.clientSeed')} value={bet.clientSeed} />
      </dl>
    </>
  );
}

function Verification({ bet }: { bet: BetRecord }) {
  const t = useFairnessText();
  const verification = useMemo(() => verifyBet(bet), [bet]);
  const summary = (
    <dl className="grid grid-cols-2 gap-3 text-sm sm:grid-cols-4">
      {[
        [t('column.game'), gameName(t, bet.game)],
        [t('column.bet'), formatFunds(bet.betAmount)],
        [t('column.payout'), formatFunds(bet.payout)],
        [t('column.nonce'), String(bet.nonce)],
      ].map(([label, value]) => (
        <div key={label}>
          <dt className="text-2xs text-ink-faint uppercase tracking-wider">{label}</dt>
          <dd className="font-bold font-display text-ink capitalize tabular-nums">{value}</dd>
        </div>
      ))}
    </dl>
  );

  if (verification.status !== 'checked') {
    return (
      <div className="space-y-4">
        {summary}
        <NotRecomputed bet={bet} status={verification.status} />
      </div>
    );
  }
  return (
    <div className="space-y-5">
      <div className="flex flex-wrap items-center justify-between gap-3">
        {summary}
        <MatchStatus match={verification.match} testId="verify-status" />
      </div>
      <OutcomeView outcome={verification.outcome} />
      <ChecksList checks={verification.checks} />
      <dl className="space-y-3">
        <SeedValue
          label={t('seed.serverSeed')}
          copyLabel={t('copy.serverSeed')}
          value={bet.serverSeed ?? ''}
        />
        <SeedValue label={t('seed.clientSeed')} copyLabel={t('copy.clientSeed')} value={bet.clientSeed} />
      </dl>
    </div>
  );
}

/** Recomputes the chosen bet in the browser and compares it with the record. */
export function BetVerifier({ betId, query }: { betId: number | null; query: QueryState<BetRecord | null> }) {
  const t = useFairnessText();
  return (
    <FairnessCard
      anchor="verify-bet"
      title={betId === null ? t('bet.verifyTitle') : t('bet.verifyBetTitle', { id: betId })}
      icon={<ShieldIcon size={18} />}
      description={
        query.data ? t('bet.played', { date: formatDateTime(query.data.createdAt) }) : t('bet.inBrowser')
      }
      actions={query.data?.serverSeed ? <Badge tone="win">{t('bet.seedRevealed')}</Badge> : undefined}
    >
      <CardBody>
        {betId === null ? (
          <p className="py-6 text-center text-ink-muted text-sm">{t('bet.pick')}</p>
        ) : (
          <QueryView
            query={query}
            loadingLabel={t('bet.loading')}
            loadingClassName="py-6"
            errorMessage={t('bet.error')}
            errorHidesData
          >
            {(bet) => bet && <Verification bet={bet} />}
          </QueryView>
        )}
      </CardBody>
    </FairnessCard>
  );
}

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
import { type Check, verifyBet } from '../verify';
import { SeedValue } from './copy-button';
import { MatchStatus } from './match-status';
import { OutcomeView } from './outcome-view';
import { FairnessCard } from './panel';

/** Each recorded value beside the one computed here; stacked so that long hashes never scroll sideways. */
function ChecksList({ checks }: { checks: Check[] }) {
  return (
    <ul
      aria-label="Checks"
      className="divide-y divide-line rounded-control border border-line bg-night-950/30"
    >
      {checks.map((item) => (
        <li key={item.label} data-match={item.match} className="px-3 py-2.5 sm:px-4">
          <div className="flex items-center justify-between gap-3">
            <span className="font-semibold text-ink-soft text-sm">{item.label}</span>
            <span
              className={cx(
                'inline-flex shrink-0 items-center gap-1 font-bold text-xs',
                item.match ? 'text-win-300' : 'text-loss-300',
              )}
            >
              {item.match ? <CheckCircleIcon size={14} /> : <AlertIcon size={14} />}
              {item.match ? 'Match' : 'Mismatch'}
            </span>
          </div>
          <dl className="mt-1.5 grid gap-x-3 gap-y-1 text-xs sm:grid-cols-[7rem_minmax(0,1fr)]">
            <dt className="text-ink-faint">Recorded</dt>
            <dd className="break-all font-mono text-ink-muted">{item.recorded}</dd>
            <dt className="text-ink-faint">Computed here</dt>
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
  const crashRound = crashRoundOf(bet);
  if (crashRound !== null) {
    return (
      <Notice tone="info">
        A crash bet is verified by its round: every player's bets share its hash from the chain.{' '}
        <Link to={verifyLinkOf(bet)} preventScrollReset className="font-semibold underline">
          Verify crash round #{crashRound}
        </Link>
      </Notice>
    );
  }
  if (status === 'unsupported') {
    return <Notice tone="info">{`${bet.game} bets are not verifiable here yet.`}</Notice>;
  }
  if (status === 'invalid') {
    return <Notice tone="warn">The record of this bet lacks the details needed to recompute it.</Notice>;
  }
  return (
    <>
      <Notice tone="info">
        This bet's seed pair is still active, so its server seed is secret. Rotate the seed pair to reveal it,
        then verify this bet.
      </Notice>
      <dl className="space-y-3">
        <SeedValue label="Server seed hash" value={bet.serverSeedHash} />
        <SeedValue label="Client seed" value={bet.clientSeed} />
      </dl>
    </>
  );
}

function Verification({ bet }: { bet: BetRecord }) {
  const verification = useMemo(() => verifyBet(bet), [bet]);
  const summary = (
    <dl className="grid grid-cols-2 gap-3 text-sm sm:grid-cols-4">
      {[
        ['Game', bet.game],
        ['Bet', formatFunds(bet.betAmount)],
        ['Payout', formatFunds(bet.payout)],
        ['Nonce', String(bet.nonce)],
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
        <SeedValue label="Server seed" value={bet.serverSeed ?? ''} />
        <SeedValue label="Client seed" value={bet.clientSeed} />
      </dl>
    </div>
  );
}

/** Recomputes the chosen bet in the browser and compares it with the record. */
export function BetVerifier({ betId, query }: { betId: number | null; query: QueryState<BetRecord | null> }) {
  return (
    <FairnessCard
      anchor="verify-bet"
      title={betId === null ? 'Verify a bet' : `Verify bet #${betId}`}
      icon={<ShieldIcon size={18} />}
      description={
        query.data
          ? `Played ${formatDateTime(query.data.createdAt)}`
          : 'Recomputed in your browser, not on our server.'
      }
      actions={query.data?.serverSeed ? <Badge tone="win">Seed revealed</Badge> : undefined}
    >
      <CardBody>
        {betId === null ? (
          <p className="py-6 text-center text-ink-muted text-sm">
            Pick a bet under Recent bets, or follow a Verify link from a game, to check it here.
          </p>
        ) : (
          <QueryView
            query={query}
            loadingLabel="Loading the bet..."
            loadingClassName="py-6"
            errorMessage="Could not load this bet."
            errorHidesData
          >
            {(bet) => bet && <Verification bet={bet} />}
          </QueryView>
        )}
      </CardBody>
    </FairnessCard>
  );
}

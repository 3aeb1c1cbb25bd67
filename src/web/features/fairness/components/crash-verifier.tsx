import { type FormEvent, useCallback, useMemo, useState } from 'react';
import type { CrashChainInfo } from '../../../../contract/crash-texts';
import { CrashIcon } from '../../../components/icons';
import { Button } from '../../../components/ui/button';
import { CardBody } from '../../../components/ui/card';
import { Input } from '../../../components/ui/input';
import { QueryView } from '../../../components/ui/query-view';
import { useQuery } from '../../../lib/use-query';
import { fetchCrashChain, fetchCrashRoundWithPrevious } from '../api';
import { parseLinkId } from '../link-params';
import { useFairnessText } from '../texts';
import { formatCrashPoint, linkTargetOf, verifyCrashRound } from '../verify-crash';
import { SeedValue } from './copy-button';
import { CrashCheckLine } from './crash-check-line';
import { CrashManualVerifier } from './crash-manual-verifier';
import { MatchStatus } from './match-status';
import { FairnessCard, PanelQuery } from './panel';

type LoadedRound = Awaited<ReturnType<typeof fetchCrashRoundWithPrevious>>;

/** The round recomputed here: its crash point from the hash and salt, its link to the hash before it. */
function CrashRoundResult({ loaded, chain }: { loaded: LoadedRound; chain: CrashChainInfo }) {
  const t = useFairnessText();
  const { round, previousHash } = loaded;
  const target = linkTargetOf(round.id, chain.terminalHash, previousHash);
  // The verdict's sentences are in the language of `t`: written again on a switch.
  // biome-ignore lint/correctness/useExhaustiveDependencies: t changes with the language.
  const verification = useMemo(() => verifyCrashRound(round, chain.salt, target), [round, chain, target, t]);
  return (
    <section aria-label={t('crash.roundLabel', { id: round.id })} className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <p className="text-2xs text-ink-faint uppercase tracking-wider">
            {t('crash.round', { id: round.id })}
          </p>
          <p
            data-testid="crash-computed-point"
            className="font-black font-display text-2xl text-ink tabular-nums"
          >
            {Number.isNaN(verification.computed) ? '—' : formatCrashPoint(verification.computed)}
          </p>
        </div>
        <MatchStatus match={verification.ok} testId="crash-verify-status" />
      </div>
      <ul
        aria-label={t('bet.checks')}
        className="space-y-2 rounded-control border border-line bg-night-950/30 p-3 sm:p-4"
      >
        {verification.checks.map((item) => (
          <CrashCheckLine key={item.key} check={item} />
        ))}
      </ul>
      <dl className="space-y-3">
        <SeedValue
          label={t('seed.roundHash')}
          copyLabel={t('copy.roundHash')}
          value={round.hash}
          testId="crash-round-hash"
        />
        {target && (
          <SeedValue
            label={
              target.kind === 'terminal'
                ? t('seed.terminalHash')
                : t('seed.previousRound', { id: round.id - 1 })
            }
            copyLabel={
              target.kind === 'terminal'
                ? t('copy.terminalHash')
                : t('copy.previousRound', { id: round.id - 1 })
            }
            value={target.hash}
          />
        )}
      </dl>
    </section>
  );
}

/** A round id typed in; submitting puts it in the page's link (?crashRound=<id>). */
function RoundIdForm({ roundId, onVerify }: { roundId: number | null; onVerify: (id: number) => void }) {
  const t = useFairnessText();
  const [text, setText] = useState(roundId === null ? '' : String(roundId));
  const [error, setError] = useState<string | undefined>();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const id = parseLinkId(text);
    setError(id === null ? t('crash.roundIdError') : undefined);
    if (id !== null) onVerify(id);
  };
  return (
    <form aria-label={t('crash.formLabel')} onSubmit={submit} className="flex items-start gap-3">
      <Input
        label={t('crash.roundId')}
        value={text}
        error={error}
        inputMode="numeric"
        autoComplete="off"
        onChange={(event) => setText(event.target.value.replace(/\D/g, ''))}
        className="min-w-0 flex-1"
      />
      <Button type="submit" variant="secondary" className="mt-7 shrink-0">
        {t('crash.verifyRound')}
      </Button>
    </form>
  );
}

/**
 * The crash game's fairness: the chain's published end, any finished round checked by its id (or a
 * ?crashRound= link), and a manual check of any hash and salt.
 */
export function CrashVerifier({
  roundId,
  onVerify,
}: {
  roundId: number | null;
  onVerify: (id: number) => void;
}) {
  const t = useFairnessText();
  const chain = useQuery(fetchCrashChain);
  const loadRound = useCallback(
    (signal: AbortSignal) =>
      roundId === null ? Promise.resolve(null) : fetchCrashRoundWithPrevious(roundId, signal),
    [roundId],
  );
  const round = useQuery(loadRound);
  return (
    <FairnessCard
      anchor="verify-crash"
      title={t('crash.title')}
      icon={<CrashIcon size={18} />}
      description={t('crash.description')}
    >
      <CardBody className="space-y-5">
        <PanelQuery query={chain} what="chain" loadingClassName="py-4">
          {(info) => (
            <dl className="space-y-3">
              <SeedValue
                label={t('seed.terminalHash')}
                copyLabel={t('copy.terminalHash')}
                value={info.terminalHash}
                testId="crash-terminal-hash"
              />
              <SeedValue
                label={t('seed.salt')}
                copyLabel={t('copy.salt')}
                value={info.salt}
                testId="crash-salt"
              />
            </dl>
          )}
        </PanelQuery>
        <RoundIdForm key={roundId} roundId={roundId} onVerify={onVerify} />
        {roundId !== null && (
          <QueryView
            query={round}
            loadingLabel={t('crash.loading')}
            loadingClassName="py-6"
            errorMessage={t('crash.error')}
            errorHidesData
          >
            {(loaded) => loaded && chain.data && <CrashRoundResult loaded={loaded} chain={chain.data} />}
          </QueryView>
        )}
        <CrashManualVerifier salt={chain.data?.salt} />
      </CardBody>
    </FairnessCard>
  );
}

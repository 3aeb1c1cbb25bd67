import type { RevealedSeedPair } from '../../../../contract/fairness';
import { SparklesIcon } from '../../../components/icons';
import { QueryView } from '../../../components/ui/query-view';
import { formatDateTime } from '../../../lib/format';
import type { QueryState } from '../../../lib/use-query';
import { useFairnessText } from '../texts';
import { SeedValue } from './copy-button';
import { HashCheck } from './hash-check';
import { FairnessCard } from './panel';

/** Every pair the player has rotated away, with its server seed in the open. */
export function RevealedSeeds({ query }: { query: QueryState<RevealedSeedPair[]> }) {
  const t = useFairnessText();
  return (
    <FairnessCard
      title={t('revealed.title')}
      icon={<SparklesIcon size={18} />}
      description={t('revealed.description')}
    >
      <QueryView
        query={query}
        loadingLabel={t('revealed.loading')}
        loadingClassName="py-8"
        errorMessage={t('revealed.error')}
        isEmpty={(pairs) => pairs.length === 0}
        emptyText={t('revealed.empty')}
      >
        {(pairs) => (
          <ul className="max-h-[36rem] divide-y divide-line overflow-y-auto" data-testid="revealed-seeds">
            {pairs.map((pair) => (
              <li key={pair.serverSeedHash} className="space-y-3 px-5 py-4 sm:px-6">
                <div className="flex flex-wrap items-center justify-between gap-2 text-xs">
                  <span className="text-ink-muted">
                    {t('revealed.when', { date: formatDateTime(pair.revealedAt) })} ·{' '}
                    <span className="text-ink-soft">{t('betsCount', { count: pair.nonce })}</span>
                  </span>
                  <HashCheck serverSeed={pair.serverSeed} serverSeedHash={pair.serverSeedHash} />
                </div>
                <dl className="space-y-2">
                  <SeedValue
                    label={t('seed.serverSeed')}
                    copyLabel={t('copy.serverSeed')}
                    value={pair.serverSeed}
                  />
                  <SeedValue
                    label={t('seed.serverSeedHash')}
                    copyLabel={t('copy.serverSeedHash')}
                    value={pair.serverSeedHash}
                  />
                  <SeedValue
                    label={t('seed.clientSeed')}
                    copyLabel={t('copy.clientSeed')}
                    value={pair.clientSeed}
                  />
                </dl>
              </li>
            ))}
          </ul>
        )}
      </QueryView>
    </FairnessCard>
  );
}

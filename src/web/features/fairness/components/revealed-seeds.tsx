import type { RevealedSeedPair } from '../../../../contract/fairness';
import { SparklesIcon } from '../../../components/icons';
import { QueryView } from '../../../components/ui/query-view';
import { formatDateTime } from '../../../lib/format';
import type { QueryState } from '../../../lib/use-query';
import { SeedValue } from './copy-button';
import { HashCheck } from './hash-check';
import { FairnessCard } from './panel';

/** Every pair the player has rotated away, with its server seed in the open. */
export function RevealedSeeds({ query }: { query: QueryState<RevealedSeedPair[]> }) {
  return (
    <FairnessCard
      title="Revealed seed pairs"
      icon={<SparklesIcon size={18} />}
      description="Rotated pairs: their server seeds are public now."
    >
      <QueryView
        query={query}
        loadingLabel="Loading revealed pairs..."
        loadingClassName="py-8"
        errorMessage="Could not load your revealed seed pairs."
        isEmpty={(pairs) => pairs.length === 0}
        emptyText="No revealed pairs yet. Rotate your seed pair to reveal its server seed."
      >
        {(pairs) => (
          <ul className="max-h-[36rem] divide-y divide-line overflow-y-auto" data-testid="revealed-seeds">
            {pairs.map((pair) => (
              <li key={pair.serverSeedHash} className="space-y-3 px-5 py-4 sm:px-6">
                <div className="flex flex-wrap items-center justify-between gap-2 text-xs">
                  <span className="text-ink-muted">
                    Revealed {formatDateTime(pair.revealedAt)} ·{' '}
                    <span className="text-ink-soft">
                      {pair.nonce} {pair.nonce === 1 ? 'bet' : 'bets'}
                    </span>
                  </span>
                  <HashCheck serverSeed={pair.serverSeed} serverSeedHash={pair.serverSeedHash} />
                </div>
                <dl className="space-y-2">
                  <SeedValue label="Server seed" value={pair.serverSeed} />
                  <SeedValue label="Server seed hash" value={pair.serverSeedHash} />
                  <SeedValue label="Client seed" value={pair.clientSeed} />
                </dl>
              </li>
            ))}
          </ul>
        )}
      </QueryView>
    </FairnessCard>
  );
}

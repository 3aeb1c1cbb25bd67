import { useState } from 'react';
import type { ActiveSeedPair, RotateResponse } from '../../../../contract/fairness';
import { LockIcon } from '../../../components/icons';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { CardBody } from '../../../components/ui/card';
import { announce } from '../../../lib/announcer';
import { useAction } from '../../../lib/use-action';
import type { QueryState } from '../../../lib/use-query';
import { rotateSeedPair } from '../api';
import { useFairnessText } from '../texts';
import { ClientSeedForm } from './client-seed-form';
import { SeedValue } from './copy-button';
import { HashCheck } from './hash-check';
import { FairnessCard, PanelQuery } from './panel';

interface SeedPairCardProps {
  pair: QueryState<ActiveSeedPair>;
  /** After the client seed changed or the pair rotated: everything on the page may be stale. */
  onChanged: () => void;
}

function RotationReveal({ rotation }: { rotation: RotateResponse }) {
  const t = useFairnessText();
  const { previous } = rotation;
  return (
    <section
      aria-label={t('revealedSeedLabel')}
      data-testid="rotation-reveal"
      className="animate-pop-in space-y-3 rounded-card border border-win-400/40 bg-win-500/5 p-4"
    >
      <p className="font-bold font-display text-ink">{t('previousRevealed')}</p>
      <dl className="space-y-3">
        <SeedValue
          label={t('seed.serverSeed')}
          copyLabel={t('copy.serverSeed')}
          value={previous.serverSeed}
          testId="revealed-server-seed"
        />
        <SeedValue
          label={t('seed.serverSeedHash')}
          copyLabel={t('copy.serverSeedHash')}
          value={previous.serverSeedHash}
        />
      </dl>
      <HashCheck serverSeed={previous.serverSeed} serverSeedHash={previous.serverSeedHash} />
      <p className="text-ink-muted text-xs">
        {t('rotationDecided', { count: previous.nonce, clientSeed: previous.clientSeed })}
      </p>
    </section>
  );
}

/** The pair deciding the next bets, the client seed form and the rotation that reveals the server seed. */
export function SeedPairCard({ pair, onChanged }: SeedPairCardProps) {
  const t = useFairnessText();
  const rotating = useAction();
  const [rotation, setRotation] = useState<RotateResponse | null>(null);

  const rotate = () =>
    rotating.run(async () => {
      setRotation(await rotateSeedPair());
      announce(t('rotated'));
      onChanged();
    }, t('rotateFailed'));

  return (
    <FairnessCard
      title={t('seedPair.title')}
      icon={<LockIcon size={18} />}
      description={t('seedPair.description')}
    >
      <CardBody className="space-y-6">
        <PanelQuery query={pair} what="pair" loadingClassName="py-6">
          {(active) => (
            <dl className="space-y-4">
              <SeedValue
                label={t('seed.serverSeedHash')}
                copyLabel={t('copy.serverSeedHash')}
                value={active.serverSeedHash}
                testId="current-server-seed-hash"
              />
              <SeedValue
                label={t('seed.clientSeed')}
                copyLabel={t('copy.clientSeed')}
                value={active.clientSeed}
                testId="current-client-seed"
              />
              <div>
                <dt className="mb-1 text-2xs text-ink-faint uppercase tracking-wider">{t('nonceNext')}</dt>
                <dd
                  data-testid="current-nonce"
                  className="font-bold font-display text-gold-300 text-xl tabular-nums"
                >
                  {active.nonce}
                </dd>
              </div>
            </dl>
          )}
        </PanelQuery>

        <div className="border-line border-t pt-5">
          <ClientSeedForm onUpdated={onChanged} />
        </div>

        <div className="space-y-3 border-line border-t pt-5">
          <div className="flex flex-wrap items-center justify-between gap-3">
            <p className="max-w-sm text-ink-muted text-sm">{t('rotateHint')}</p>
            <Button variant="primary" size="sm" loading={rotating.busy} onClick={() => void rotate()}>
              {t('rotate')}
            </Button>
          </div>
          <Alert message={rotating.error} />
          {rotation && <RotationReveal rotation={rotation} />}
        </div>
      </CardBody>
    </FairnessCard>
  );
}

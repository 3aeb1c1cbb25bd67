import { useMemo, useState } from 'react';
import { useFairnessText } from '../texts';
import { computeCrashPoint, crashLinkCheck, formatCrashPoint, isRoundHash } from '../verify-crash';
import { CrashCheckLine } from './crash-check-line';
import { SeedInput } from './manual-verifier';

/** Any round hash and salt in, its crash point out; with the hash before it, the link too. No server involved. */
export function CrashManualVerifier({ salt: published }: { salt: string | undefined }) {
  const t = useFairnessText();
  const [hash, setHash] = useState('');
  const [typedSalt, setSalt] = useState<string | null>(null);
  const [previous, setPrevious] = useState('');
  const salt = typedSalt ?? published ?? '';

  const hashError = hash === '' || isRoundHash(hash) ? undefined : t('crashManual.hashError');
  const previousError = previous === '' || isRoundHash(previous) ? undefined : t('crashManual.hashError');
  const point = useMemo(() => (salt === '' ? null : computeCrashPoint(hash, salt)), [hash, salt]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: t changes with the language (the check's sentence).
  const link = useMemo(
    () =>
      isRoundHash(hash) && isRoundHash(previous)
        ? crashLinkCheck(hash, { hash: previous, kind: 'previous' })
        : null,
    [hash, previous, t],
  );

  return (
    <div className="space-y-4 border-line border-t pt-5">
      <h3 className="font-bold font-display text-ink">{t('crashManual.title')}</h3>
      <form
        aria-label={t('crashManual.label')}
        onSubmit={(event) => event.preventDefault()}
        className="grid gap-4 sm:grid-cols-2"
      >
        <SeedInput label={t('seed.roundHash')} value={hash} error={hashError} onChange={setHash} />
        <SeedInput label={t('seed.salt')} value={salt} onChange={setSalt} />
        <SeedInput
          label={t('crashManual.previous')}
          value={previous}
          error={previousError}
          onChange={setPrevious}
        />
      </form>
      <div
        data-testid="crash-manual-outcome"
        className="space-y-2 rounded-card border border-line bg-night-950/40 p-4"
      >
        {point === null ? (
          <p className="text-center text-ink-muted text-sm">{t('crashManual.enter')}</p>
        ) : (
          <>
            <p className="text-ink-soft text-sm">
              {t('crashManual.point')}{' '}
              <span
                data-testid="crash-manual-point"
                className="font-black font-display text-ink text-xl tabular-nums"
              >
                {formatCrashPoint(point)}
              </span>
            </p>
            {link && (
              <ul>
                <CrashCheckLine check={link} />
              </ul>
            )}
          </>
        )}
      </div>
    </div>
  );
}

import { useMemo, useState } from 'react';
import { computeCrashPoint, crashLinkCheck, formatCrashPoint, isRoundHash } from '../verify-crash';
import { CrashCheckLine } from './crash-check-line';
import { SeedInput } from './manual-verifier';

/** Any round hash and salt in, its crash point out; with the hash before it, the link too. No server involved. */
export function CrashManualVerifier({ salt: published }: { salt: string | undefined }) {
  const [hash, setHash] = useState('');
  const [typedSalt, setSalt] = useState<string | null>(null);
  const [previous, setPrevious] = useState('');
  const salt = typedSalt ?? published ?? '';

  const hashError = hash === '' || isRoundHash(hash) ? undefined : 'A round hash is 64 lowercase hex digits';
  const previousError =
    previous === '' || isRoundHash(previous) ? undefined : 'A round hash is 64 lowercase hex digits';
  const point = useMemo(() => (salt === '' ? null : computeCrashPoint(hash, salt)), [hash, salt]);
  const link = useMemo(
    () =>
      isRoundHash(hash) && isRoundHash(previous)
        ? crashLinkCheck(hash, { hash: previous, kind: 'previous' })
        : null,
    [hash, previous],
  );

  return (
    <div className="space-y-4 border-line border-t pt-5">
      <h3 className="font-bold font-display text-ink">Check a hash yourself</h3>
      <form
        aria-label="Crash manual verifier"
        onSubmit={(event) => event.preventDefault()}
        className="grid gap-4 sm:grid-cols-2"
      >
        <SeedInput label="Round hash" value={hash} error={hashError} onChange={setHash} />
        <SeedInput label="Salt" value={salt} onChange={setSalt} />
        <SeedInput
          label="Previous round's hash (optional)"
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
          <p className="text-center text-ink-muted text-sm">
            Enter a round hash and the salt to see its crash point.
          </p>
        ) : (
          <>
            <p className="text-ink-soft text-sm">
              Crash point{' '}
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

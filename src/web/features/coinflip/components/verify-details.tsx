import { useMemo } from 'react';
import type { CoinflipResult } from '../../../../contract/coinflip';
import { AlertIcon, CheckCircleIcon, ChevronDownIcon, ShieldIcon } from '../../../components/icons';
import { cx } from '../../../lib/cx';
import { verifyCoinflip } from '../verify';

function Field({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <dt className="text-2xs text-ink-muted uppercase tracking-wider">{label}</dt>
      <dd className="mt-0.5 break-all font-mono text-ink-soft text-xs">{value}</dd>
    </div>
  );
}

function Check({ ok, children }: { ok: boolean; children: string }) {
  const Icon = ok ? CheckCircleIcon : AlertIcon;
  return (
    <li className={cx('flex items-start gap-2 text-xs', ok ? 'text-win-300' : 'text-loss-300')}>
      <Icon size={16} className="mt-px shrink-0" />
      <span>{children}</span>
    </li>
  );
}

const sideName = (side: string) => side.charAt(0).toUpperCase() + side.slice(1);

/**
 * The provably fair check, computed in this browser with the server's own game code: the revealed
 * server seed must hash to the value published when the game was created, and must give this flip.
 */
export function VerifyDetails({ result, committedHash }: { result: CoinflipResult; committedHash: string }) {
  const check = useMemo(() => verifyCoinflip(result, committedHash), [result, committedHash]);
  return (
    <details className="group rounded-control border border-line bg-night-950/40 text-left">
      <summary className="flex cursor-pointer list-none items-center gap-2 rounded-control px-3 py-2 font-semibold text-ink-soft text-sm hover:text-ink [&::-webkit-details-marker]:hidden">
        <ShieldIcon size={16} className="text-gold-400" />
        Verify
        <ChevronDownIcon size={16} className="ml-auto transition group-open:rotate-180" />
      </summary>
      <div className="space-y-3 border-line border-t px-3 py-3">
        <dl className="space-y-2">
          <Field label="Server seed" value={result.serverSeed} />
          <Field label="Server seed hash (committed at creation)" value={committedHash} />
          <Field label="Client seed" value={result.clientSeed} />
          <Field label="Nonce" value={String(result.nonce)} />
        </dl>
        <ul className="space-y-1.5">
          <Check ok={check.hashMatches}>
            {check.hashMatches
              ? 'SHA-256 of the server seed matches the committed hash.'
              : 'SHA-256 of the server seed does not match the committed hash.'}
          </Check>
          <Check ok={check.clientSeedMatches && check.resultMatches}>
            {`Recomputed in your browser: ${sideName(check.recomputed)}${
              check.resultMatches ? ', the same as the result.' : ', not the announced result.'
            }`}
          </Check>
        </ul>
        <p className="text-2xs text-ink-faint">
          The coin is HMAC-SHA256(server seed, &quot;client seed:nonce:0&quot;): its first four bytes as a
          number below 0.5 give heads.
        </p>
      </div>
    </details>
  );
}

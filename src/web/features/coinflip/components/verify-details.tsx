import { useMemo } from 'react';
import type { CoinflipResult } from '../../../../contract/coinflip';
import { AlertIcon, CheckCircleIcon, ChevronDownIcon, ShieldIcon } from '../../../components/icons';
import { cx } from '../../../lib/cx';
import { useT } from '../../../lib/i18n';
import type texts from '../../../locales/en/coinflip.json';
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

/**
 * The provably fair check, computed in this browser with the server's own game code: the revealed
 * server seed must hash to the value published when the game was created, and must give this flip.
 */
export function VerifyDetails({ result, committedHash }: { result: CoinflipResult; committedHash: string }) {
  const t = useT<typeof texts>('coinflip');
  const check = useMemo(() => verifyCoinflip(result, committedHash), [result, committedHash]);
  return (
    <details className="group rounded-control border border-line bg-night-950/40 text-left">
      <summary className="flex cursor-pointer list-none items-center gap-2 rounded-control px-3 py-2 font-semibold text-ink-soft text-sm hover:text-ink [&::-webkit-details-marker]:hidden">
        <ShieldIcon size={16} className="text-gold-400" />
        {t('verify.title')}
        <ChevronDownIcon size={16} className="ml-auto transition group-open:rotate-180" />
      </summary>
      <div className="space-y-3 border-line border-t px-3 py-3">
        <dl className="space-y-2">
          <Field label={t('verify.serverSeed')} value={result.serverSeed} />
          <Field label={t('verify.serverSeedHash')} value={committedHash} />
          <Field label={t('verify.clientSeed')} value={result.clientSeed} />
          <Field label={t('verify.nonce')} value={String(result.nonce)} />
        </dl>
        <ul className="space-y-1.5">
          <Check ok={check.hashMatches}>
            {check.hashMatches ? t('verify.hashMatches') : t('verify.hashDiffers')}
          </Check>
          <Check ok={check.clientSeedMatches && check.resultMatches}>
            {t(check.resultMatches ? 'verify.sameResult' : 'verify.otherResult', { side: check.recomputed })}
          </Check>
        </ul>
        <p className="text-2xs text-ink-faint">{t('verify.how')}</p>
      </div>
    </details>
  );
}

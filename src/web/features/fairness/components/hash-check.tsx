import { hashServerSeed } from '../../../../games/fair';
import { AlertIcon, CheckCircleIcon } from '../../../components/icons';
import { cx } from '../../../lib/cx';
import { useFairnessText } from '../texts';

/** sha256(serverSeed) computed here in the browser and compared with the hash shown before the bets. */
export function HashCheck({ serverSeed, serverSeedHash }: { serverSeed: string; serverSeedHash: string }) {
  const t = useFairnessText();
  const match = hashServerSeed(serverSeed) === serverSeedHash;
  return (
    <p
      data-testid="hash-check"
      data-match={match}
      className={cx(
        'inline-flex items-center gap-1.5 font-semibold text-xs',
        match ? 'text-win-300' : 'text-loss-300',
      )}
    >
      {match ? <CheckCircleIcon size={15} /> : <AlertIcon size={15} />}
      {match ? t('hashMatches') : t('hashDiffers')}
    </p>
  );
}

import { Link } from 'react-router';
import { useT } from '../../lib/i18n';
import type texts from '../../locales/en/games.json';
import { ShieldIcon } from '../icons';

/** Every game's way to the Fairness page, where any past bet can be recomputed. */
export function FairnessLink() {
  const t = useT<typeof texts>('games');
  return (
    <Link
      to="/fairness"
      className="inline-flex h-9 items-center gap-1.5 rounded-pill border border-royal-400/40 bg-royal-500/10 px-3 font-semibold text-royal-300 text-sm transition hover:border-royal-400/70 hover:bg-royal-500/20"
    >
      <ShieldIcon size={16} />
      {t('provablyFair')}
    </Link>
  );
}

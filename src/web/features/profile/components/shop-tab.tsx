import { SparklesIcon } from '../../../components/icons';
import { Card } from '../../../components/ui/card';
import { cx } from '../../../lib/cx';

/** SPEC.md section 9: rarities with their drop rates and price ranges in FF. */
const RARITIES = [
  { name: 'Common', drop: '40%', min: 100, max: 500, tone: 'text-ink-soft bg-white/5 ring-white/15' },
  { name: 'Uncommon', drop: '30%', min: 500, max: 2000, tone: 'text-win-300 bg-win-500/10 ring-win-400/30' },
  { name: 'Rare', drop: '20%', min: 2000, max: 10000, tone: 'text-sky-300 bg-sky-500/10 ring-sky-400/30' },
  {
    name: 'Epic',
    drop: '7%',
    min: 10000,
    max: 50000,
    tone: 'text-royal-300 bg-royal-500/10 ring-royal-400/30',
  },
  {
    name: 'Legendary',
    drop: '2.5%',
    min: 50000,
    max: 250000,
    tone: 'text-gold-300 bg-gold-400/10 ring-gold-400/30',
  },
  {
    name: 'Unique',
    drop: '0.5%',
    min: 250000,
    max: 1000000,
    tone: 'text-loss-300 bg-loss-500/10 ring-loss-400/30',
  },
];

const number = new Intl.NumberFormat('en-US');

export function ShopTab() {
  return (
    <Card className="overflow-hidden">
      <div className="px-6 pt-8 pb-6 text-center">
        <SparklesIcon size={36} className="mx-auto text-gold-400" />
        <h2 className="mt-3 font-black font-display text-3xl text-gold-gradient">Coming Soon!</h2>
        <p className="mx-auto mt-2 max-w-md text-ink-muted">
          Spend your Fun Funds on virtual items. Here is what each rarity will cost.
        </p>
      </div>
      <div className="overflow-x-auto">
        <table className="w-full min-w-[28rem] text-left text-sm">
          <caption className="sr-only">Price ranges per rarity</caption>
          <thead className="border-line border-y bg-night-950/40 text-ink-faint text-xs uppercase tracking-wider">
            <tr>
              <th scope="col" className="px-6 py-3 font-semibold">
                Rarity
              </th>
              <th scope="col" className="px-6 py-3 font-semibold">
                Drop rate
              </th>
              <th scope="col" className="px-6 py-3 text-right font-semibold">
                Price range
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-line">
            {RARITIES.map((rarity) => (
              <tr key={rarity.name} className="transition hover:bg-white/[0.02]">
                <th scope="row" className="px-6 py-3 font-normal">
                  <span className={cx('rounded-pill px-2.5 py-1 font-semibold text-xs ring-1', rarity.tone)}>
                    {rarity.name}
                  </span>
                </th>
                <td className="px-6 py-3 text-ink-soft">{rarity.drop}</td>
                <td className="px-6 py-3 text-right font-semibold text-ink tabular-nums">
                  {number.format(rarity.min)} - {number.format(rarity.max)} FF
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </Card>
  );
}

import { PAYLINES, PAYTABLE, REELS, ROWS } from '../../../../games/slots';
import { Modal } from '../../../components/ui/modal';
import { cx } from '../../../lib/cx';
import { formatFunds, formatNumber } from '../../../lib/format';
import { useT } from '../../../lib/i18n';
import type texts from '../../../locales/en/slots.json';
import { lineColor } from '../paylines';
import { PAYTABLE_ORDER, symbolLabel } from '../symbols';
import { SlotSymbolIcon } from './slot-symbol';

const COUNTS = [3, 4, 5] as const;
const CELLS = Array.from({ length: REELS * ROWS }, (_, cell) => cell);

function PaylineDiagram({ lineId }: { lineId: number }) {
  const t = useT<typeof texts>('slots');
  const rows = PAYLINES[lineId - 1] ?? [];
  return (
    <li className="flex flex-col items-center gap-1.5 rounded-xl border border-line bg-night-950/50 p-2">
      <div aria-hidden="true" className="grid grid-cols-5 gap-0.5">
        {CELLS.map((cell) => {
          const reel = cell % REELS;
          const row = Math.floor(cell / REELS);
          const on = rows[reel] === row;
          return (
            <span
              key={cell}
              className={cx(
                'size-3 rounded-[3px] sm:size-3.5',
                on ? lineColor(lineId).tab : 'bg-night-700/80',
              )}
            />
          );
        })}
      </div>
      <span className="font-semibold text-ink-soft text-xs">{t('paytable.line', { line: lineId })}</span>
    </li>
  );
}

interface PaytableDialogProps {
  open: boolean;
  bet: number;
  onClose: () => void;
}

/** 'How to win': the rules, the paytable from the game's own table and the 9 paylines. */
export function PaytableDialog({ open, bet, onClose }: PaytableDialogProps) {
  const t = useT<typeof texts>('slots');
  const [wildBefore, wildAfter] = t('paytable.ruleWild', { wild: '\u0000' }).split('\u0000');
  return (
    <Modal
      open={open}
      onClose={onClose}
      size="lg"
      title={t('howToWin')}
      description={t('paytable.description')}
    >
      <div className="-mx-6 -my-5 max-h-[70dvh] space-y-6 overflow-y-auto px-6 py-5">
        <ul className="space-y-1.5 text-ink-soft text-sm">
          <li>{t('paytable.ruleLine')}</li>
          <li>
            {wildBefore}
            <strong className="text-royal-300">{t('paytable.wild')}</strong>
            {wildAfter}
          </li>
          <li>{t('paytable.ruleTogether')}</li>
        </ul>

        <section aria-labelledby="paytable-title">
          <h3 id="paytable-title" className="mb-2 font-bold font-display text-ink">
            {t('paytable.title')}{' '}
            <span className="font-normal text-ink-muted text-sm">
              {t('paytable.atBet', { amount: formatFunds(bet) })}
            </span>
          </h3>
          <table className="w-full text-sm">
            <thead>
              <tr className="text-ink-faint text-xs uppercase tracking-wider">
                <th scope="col" className="py-1.5 text-left font-semibold">
                  {t('paytable.symbol')}
                </th>
                {COUNTS.map((count) => (
                  <th key={count} scope="col" className="py-1.5 text-right font-semibold">
                    <span aria-hidden="true" className="sm:hidden">
                      {count}
                    </span>
                    <span className="sr-only sm:not-sr-only">{t('paytable.inARow', { count })}</span>
                  </th>
                ))}
              </tr>
            </thead>
            <tbody className="divide-y divide-line">
              {PAYTABLE_ORDER.map((symbol) => (
                <tr key={symbol}>
                  <th scope="row" className="py-1.5 text-left font-medium text-ink">
                    <span className="flex items-center gap-2">
                      <SlotSymbolIcon symbol={symbol} className="size-9 shrink-0" />
                      {symbolLabel(t, symbol)}
                    </span>
                  </th>
                  {COUNTS.map((count) => (
                    <td key={count} className="py-1.5 text-right tabular-nums">
                      <span className="block font-bold text-gold-300">
                        ×{formatNumber(PAYTABLE[symbol][count])}
                      </span>
                      <span className="block text-ink-faint text-xs">
                        {formatFunds(PAYTABLE[symbol][count] * bet)}
                      </span>
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </section>

        <section aria-labelledby="paylines-title">
          <h3 id="paylines-title" className="mb-2 font-bold font-display text-ink">
            {t('paytable.paylines')}
          </h3>
          <ol className="grid grid-cols-3 gap-2 sm:grid-cols-5">
            {PAYLINES.map((rows, index) => (
              <PaylineDiagram key={rows.join('')} lineId={index + 1} />
            ))}
          </ol>
        </section>
      </div>
    </Modal>
  );
}

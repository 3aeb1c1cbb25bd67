import type { SlotLineWin, SlotsSpinResponse } from '../../../../contract/slots';
import { AlertIcon } from '../../../components/icons';
import { Funds } from '../../../components/ui/funds';
import { cx } from '../../../lib/cx';
import { formatFunds } from '../../../lib/format';
import { useT } from '../../../lib/i18n';
import type texts from '../../../locales/en/slots.json';
import type { FlashMessage } from '../hooks/use-flash-message';
import { symbolLabel } from '../symbols';
import { SlotSymbolIcon } from './slot-symbol';

interface WinDisplayProps {
  message: FlashMessage | null;
  spinning: boolean;
  lastSpin: SlotsSpinResponse | null;
  line: SlotLineWin | null;
}

function LineDetail({ line }: { line: SlotLineWin }) {
  const t = useT<typeof texts>('slots');
  return (
    <span className="flex items-center justify-center gap-1.5 text-ink-soft text-xs sm:text-sm">
      <SlotSymbolIcon symbol={line.symbol} className="size-5" />
      {t('result.lineDetail', {
        line: line.lineId,
        count: line.matchCount,
        symbol: symbolLabel(t, line.symbol),
        amount: formatFunds(line.winAmount),
      })}
    </span>
  );
}

function Content({ message, spinning, lastSpin, line }: WinDisplayProps) {
  const t = useT<typeof texts>('slots');
  if (message) {
    return (
      <p
        role="alert"
        className={cx(
          'flex items-center justify-center gap-2 font-bold text-sm sm:text-base',
          message.tone === 'error' ? 'text-loss-300' : 'text-gold-300',
        )}
      >
        <AlertIcon size={18} className="shrink-0" />
        {message.text}
      </p>
    );
  }
  if (spinning) {
    return <p className="font-display font-semibold text-ink-soft tracking-wide">{t('result.goodLuck')}</p>;
  }
  if (lastSpin && lastSpin.win > 0) {
    const lines = lastSpin.winResults.length;
    return (
      <div className="flex flex-col items-center gap-0.5">
        <p className="flex items-baseline gap-2">
          <span className="font-black text-2xs text-gold-400 uppercase tracking-[0.3em]">
            {t('result.win')}
          </span>
          <Funds
            amount={lastSpin.win}
            className="animate-pop-in font-black text-2xl text-gold-gradient sm:text-3xl"
          />
        </p>
        {line ? (
          <LineDetail line={line} />
        ) : (
          <span className="text-ink-muted text-xs sm:text-sm">
            {t('result.winningLines', { count: lines })}
          </span>
        )}
      </div>
    );
  }
  if (lastSpin) {
    return <p className="text-ink-muted">{t('result.noWin')}</p>;
  }
  return <p className="text-ink-muted text-sm">{t('result.ready')}</p>;
}

/** The strip under the reels: the total win and the line shown, or the page's messages. */
export function WinDisplay(props: WinDisplayProps) {
  const t = useT<typeof texts>('slots');
  const state = props.message
    ? 'message'
    : props.spinning
      ? 'spinning'
      : props.lastSpin
        ? props.lastSpin.win > 0
          ? 'win'
          : 'no-win'
        : 'ready';
  return (
    // A silent status region: the page's announcer reads each spin out once, with the balance.
    <div
      data-testid="slots-result"
      data-state={state}
      role="status"
      aria-live="off"
      aria-label={t('result.label')}
      className="grid h-16 place-items-center tall:h-20 rounded-xl border border-gold-400/20 bg-night-950/80 px-3 py-2 text-center shadow-[inset_0_2px_10px_rgb(0_0_0/0.6)]"
    >
      <Content {...props} />
    </div>
  );
}

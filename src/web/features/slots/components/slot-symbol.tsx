import { cx } from '../../../lib/cx';
import { symbolHref } from '../symbols';

interface SlotSymbolIconProps {
  symbol: string;
  className?: string;
}

/** One pirate symbol from the sprite; decorative, so its cell carries the name. */
export function SlotSymbolIcon({ symbol, className }: SlotSymbolIconProps) {
  return (
    <svg viewBox="0 0 100 100" aria-hidden="true" focusable="false" className={cx('block', className)}>
      <use href={symbolHref(symbol)} />
    </svg>
  );
}

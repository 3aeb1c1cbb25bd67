import type { HTMLAttributes } from 'react';
import { cx } from '../../lib/cx';
import { formatFunds } from '../../lib/format';

interface FundsProps extends Omit<HTMLAttributes<HTMLElement>, 'children'> {
  amount: number;
  /** The element it stands in: a balance in a `dd`, a bet in an `output`, a line of its own in a `p`. */
  as?: 'span' | 'p' | 'dd' | 'output';
  'data-testid'?: string;
}

/**
 * An amount of Fun Funds as the games show money: the display face, with digits of one width so
 * that a balance counting up does not shake the line. Weight, size and colour come with `className`.
 */
export function Funds({ amount, as: Element = 'span', className, ...rest }: FundsProps) {
  return (
    <Element {...rest} className={cx('font-display tabular-nums', className)}>
      {formatFunds(amount)}
    </Element>
  );
}

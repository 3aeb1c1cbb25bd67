import { COINFLIP_PAYOUT_FACTOR } from '../../../../games/coinflip';
import { cx } from '../../../lib/cx';
import { formatFunds } from '../../../lib/format';
import type { CoinflipFlip } from '../verify-coinflip';
import { OutcomeHeadline, OutcomeToken } from './outcome-token';

function CoinFace({ result }: Pick<CoinflipFlip, 'result'>) {
  return (
    <>
      <circle cx="20" cy="20" r="18.5" fill="#fcc93b" stroke="#b8860b" strokeWidth="1.5" />
      <circle cx="20" cy="20" r="14" fill="none" stroke="#b8860b" strokeWidth="1" strokeDasharray="2 2" />
      <text
        x="20"
        y="25.5"
        textAnchor="middle"
        fontSize="15"
        fontWeight="900"
        fill="#0d0b26"
        fontFamily="inherit"
      >
        {result === 'heads' ? 'H' : 'T'}
      </text>
    </>
  );
}

/** The coin the seeds flip; for a recorded round, the side its player called and what it paid them. */
export function CoinflipOutcome({ result, side, payout }: CoinflipFlip) {
  const won = side !== null && side === result;
  return (
    <OutcomeToken label={`Coin showing ${result}`} face={<CoinFace result={result} />}>
      <div>
        <OutcomeHeadline
          verb="Flipped"
          value={result}
          testId="computed-flip"
          valueClassName="text-gold-300 capitalize"
        />
        {side !== null && payout !== null ? (
          <p data-testid="computed-flip-payout" className="text-ink-muted text-sm">
            {`You called ${side}: `}
            <span className={cx('font-semibold', won ? 'text-win-300' : 'text-loss-300')}>
              {won
                ? `won, paid ${formatFunds(payout)} (${COINFLIP_PAYOUT_FACTOR}x the stake)`
                : `lost, paid ${formatFunds(payout)}`}
            </span>
          </p>
        ) : (
          <p className="text-ink-muted text-sm">{`Whoever called ${result} wins ${COINFLIP_PAYOUT_FACTOR}x the stake.`}</p>
        )}
      </div>
    </OutcomeToken>
  );
}

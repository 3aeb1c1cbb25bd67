import { COINFLIP_PAYOUT_FACTOR } from '../../../../games/coinflip';
import { cx } from '../../../lib/cx';
import { formatFunds } from '../../../lib/format';
import { useFairnessText } from '../texts';
import type { CoinflipFlip } from '../verify-coinflip';
import { OutcomeHeadline, OutcomeToken } from './outcome-token';

function CoinFace({ result }: Pick<CoinflipFlip, 'result'>) {
  const t = useFairnessText();
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
        {t(`sideInitial.${result}`)}
      </text>
    </>
  );
}

/** The coin the seeds flip; for a recorded round, the side its player called and what it paid them. */
export function CoinflipOutcome({ result, side, payout }: CoinflipFlip) {
  const t = useFairnessText();
  const won = side !== null && side === result;
  return (
    <OutcomeToken
      label={t('coin.showing', { side: t(`side.${result}`) })}
      face={<CoinFace result={result} />}
    >
      <div>
        <OutcomeHeadline
          verb={t('coin.flipped')}
          value={t(`side.${result}`)}
          testId="computed-flip"
          valueClassName="text-gold-300 capitalize"
        />
        {side !== null && payout !== null ? (
          <p data-testid="computed-flip-payout" className="text-ink-muted text-sm">
            {t('coin.called', { side: t(`side.${side}`) })}
            <span className={cx('font-semibold', won ? 'text-win-300' : 'text-loss-300')}>
              {won
                ? t('coin.won', { amount: formatFunds(payout), factor: COINFLIP_PAYOUT_FACTOR })
                : t('coin.lost', { amount: formatFunds(payout) })}
            </span>
          </p>
        ) : (
          <p className="text-ink-muted text-sm">
            {t('coin.whoever', { side: t(`side.${result}`), factor: COINFLIP_PAYOUT_FACTOR })}
          </p>
        )}
      </div>
    </OutcomeToken>
  );
}

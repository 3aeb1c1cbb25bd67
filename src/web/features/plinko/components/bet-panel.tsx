import { PLINKO_RISKS, type PlinkoRisk, plinkoMaxMultiplier } from '../../../../games/plinko';
import { BetForm, type BetPanelBase } from '../../../components/game/bet-form';
import { SegmentedPicker } from '../../../components/game/segmented-picker';
import { formatFunds } from '../../../lib/format';
import { formatMultiplier, usePlinkoText } from '../texts';
import { RowsPicker } from './rows-picker';

interface BetPanelProps extends BetPanelBase {
  rows: number;
  onRowsChange: (rows: number) => void;
  risk: PlinkoRisk;
  onRiskChange: (risk: PlinkoRisk) => void;
  /** Rows and risk wait while a ball is on the board. */
  boardBusy: boolean;
  /** The bet's fields wait while autobet runs. */
  betBusy: boolean;
  /** The button waits for the server's answer, and for autobet. */
  dropBusy: boolean;
}

/** Risk (Low, Medium or High as segmented buttons), rows and the bet, with the button that lets a ball go. */
export function BetPanel(props: BetPanelProps) {
  const { betBusy, boardBusy } = props;
  const t = usePlinkoText();
  const topMultiplier = plinkoMaxMultiplier(props.rows, props.risk);
  // Fields are disabled while balls fall or autobet runs.
  return (
    <BetForm
      game="plinko"
      base={props}
      busy={props.dropBusy}
      locked={betBusy || boardBusy}
      amountLocked={betBusy}
      topMultiplier={topMultiplier}
      halveDouble="below"
      button={
        <>
          <BallGlyph />
          {t('dropBall')}
        </>
      }
      summary={<TopSlot multiplier={topMultiplier} bet={Number(props.stake.amount || '0')} />}
    >
      <SegmentedPicker
        value={props.risk}
        onChange={props.onRiskChange}
        disabled={boardBusy}
        legend={t('risk')}
        options={PLINKO_RISKS}
        optionClassName="items-center justify-center font-bold font-display text-sm"
        render={(risk) => t(`risk.${risk}`)}
      />
      <RowsPicker value={props.rows} onChange={props.onRowsChange} disabled={boardBusy} />
    </BetForm>
  );
}

/** The best slot's multiplier, and what it pays on the bet. */
function TopSlot({ multiplier, bet }: { multiplier: number; bet: number }) {
  const t = usePlinkoText();
  return (
    <p className="flex justify-between rounded-control border border-line bg-night-950/50 px-3 py-2 text-sm">
      <span className="text-ink-muted">
        {t('topSlot')}{' '}
        <span data-testid="plinko-top-multiplier" className="font-bold font-display text-ink">
          {formatMultiplier(multiplier)}
        </span>
      </span>
      <span className="text-ink-muted">
        {t('paysUpTo')}{' '}
        <span data-testid="plinko-top-payout" className="font-bold font-display text-gold-300">
          {formatFunds(Math.floor(bet * multiplier))}
        </span>
      </span>
    </p>
  );
}

function BallGlyph() {
  return (
    <svg aria-hidden="true" viewBox="0 0 20 20" className="size-5">
      <circle cx="10" cy="10" r="7" fill="currentColor" opacity="0.9" />
      <circle cx="7.5" cy="7.5" r="2" fill="white" opacity="0.55" />
    </svg>
  );
}

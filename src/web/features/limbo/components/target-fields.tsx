import { limboPayout, toHundredths } from '../../../../games/limbo';
import { BetStats } from '../../../components/game/bet-stats';
import { Input } from '../../../components/ui/input';
import { cx } from '../../../lib/cx';
import { formatFunds } from '../../../lib/format';
import type { TargetFields as Fields } from '../hooks/use-target-fields';
import { useLimboText } from '../limbo-texts';

const FIELD_CLASSES = '[&_input]:font-bold [&_input]:font-display [&_input]:text-lg [&_input]:tabular-nums';

function Glyph({ children }: { children: string }) {
  return <span className="font-bold font-display text-base text-gold-400">{children}</span>;
}

interface TargetFieldsProps {
  fields: Fields;
  disabled: boolean;
  className?: string;
}

/** The target multiplier and its win chance, side by side: either one sets the other. */
export function TargetFields({ fields, disabled, className }: TargetFieldsProps) {
  const t = useLimboText();
  const inputs = [
    {
      label: t('targetMultiplier'),
      id: 'limbo-target',
      text: fields.targetText,
      change: fields.setTarget,
      blur: fields.blurTarget,
      error: fields.targetError,
      glyph: 'x',
    },
    {
      label: t('winChance'),
      id: 'limbo-chance',
      text: fields.chanceText,
      change: fields.setChance,
      blur: fields.blurChance,
      error: fields.chanceError,
      glyph: '%',
    },
  ];
  return (
    <div className={cx('grid grid-cols-2 items-start gap-3', className)}>
      {inputs.map((input) => (
        <Input
          key={input.id}
          label={input.label}
          id={input.id}
          value={input.text}
          onChange={(event) => input.change(event.target.value)}
          onBlur={input.blur}
          inputMode="decimal"
          autoComplete="off"
          error={input.error}
          disabled={disabled}
          icon={<Glyph>{input.glyph}</Glyph>}
          className={FIELD_CLASSES}
        />
      ))}
    </div>
  );
}

interface PayoutSummaryProps {
  bet: number;
  /** The target typed, or null while it is not one a bet may name. */
  target: number | null;
  className?: string;
}

/** What a win pays for the bet as it stands: bet × target, floored to whole FF. */
export function PayoutSummary({ bet, target, className }: PayoutSummaryProps) {
  const t = useLimboText();
  const payout = target === null ? null : limboPayout(bet, toHundredths(target) ?? Math.round(target * 100));
  const stats = [
    {
      label: t('payoutOnWin'),
      value: payout === null ? '-' : formatFunds(payout),
      testId: 'limbo-payout',
      gold: true,
    },
    {
      label: t('profitOnWin'),
      value: payout === null ? '-' : formatFunds(Math.max(0, payout - bet)),
      testId: 'limbo-profit',
    },
  ];
  return <BetStats stats={stats} columnsClassName="grid-cols-2" cellClassName="px-2" className={className} />;
}

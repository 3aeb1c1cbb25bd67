import { type FormEvent, type ReactNode, useId, useState } from 'react';
import { cx } from '../../lib/cx';
import { useT } from '../../lib/i18n';
import { AUTO_BET_COUNTS, type AutoBetSettings, type AutoRunWords } from '../../lib/use-auto-bet';
import type texts from '../../locales/en/games.json';
import { Button } from '../ui/button';
import { Input } from '../ui/input';
import { Modal } from '../ui/modal';

/** What the dialog calls the run when it is not autobet: slots keeps the words of its AUTO button. */
export interface AutoBetDialogWording extends AutoRunWords {
  title: string;
  winLimitLabel: string;
  note: string;
}

interface AutoBetDialogProps {
  open: boolean;
  /** What each bet of the run is, e.g. "10 FF on over 3". */
  description: string;
  onClose: () => void;
  onStart: (settings: AutoBetSettings) => void;
  /** The game's own settings for the run, shown above the limits. */
  children?: ReactNode;
  wording?: AutoBetDialogWording;
}

type LimitField = 'stopOnProfit' | 'stopOnLoss' | 'stopOnWin';

const LIMIT_FIELDS: readonly LimitField[] = ['stopOnProfit', 'stopOnLoss', 'stopOnWin'];

function parseLimit(raw: string): number | null | 'invalid' {
  const trimmed = raw.trim();
  if (trimmed === '') return null;
  const value = Number(trimmed);
  return Number.isInteger(value) && value > 0 ? value : 'invalid';
}

/** Sets up autobet: how many bets, and the limits that end the run early. */
export function AutoBetDialog({
  open,
  description,
  onClose,
  onStart,
  children,
  wording: given,
}: AutoBetDialogProps) {
  const t = useT<typeof texts>('games');
  const formId = useId();
  const unit = given?.unit ?? 'bet';
  const wording = given ?? {
    title: t('autoBet.title'),
    winLimitLabel: t('autoBet.winLimit'),
    note: t('autoBet.note'),
  };
  const labels: Record<LimitField, string> = {
    stopOnProfit: t('autoBet.profitLimit'),
    stopOnLoss: t('autoBet.lossLimit'),
    stopOnWin: wording.winLimitLabel,
  };
  const [bets, setBets] = useState<number>(AUTO_BET_COUNTS[0]);
  const [limits, setLimits] = useState<Record<LimitField, string>>({
    stopOnProfit: '',
    stopOnLoss: '',
    stopOnWin: '',
  });
  const [errors, setErrors] = useState<Partial<Record<LimitField, string>>>({});

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = {
      stopOnProfit: parseLimit(limits.stopOnProfit),
      stopOnLoss: parseLimit(limits.stopOnLoss),
      stopOnWin: parseLimit(limits.stopOnWin),
    };
    const nextErrors: Partial<Record<LimitField, string>> = {};
    for (const field of LIMIT_FIELDS)
      if (parsed[field] === 'invalid') nextErrors[field] = t('autoBet.limitError');
    setErrors(nextErrors);
    if (Object.keys(nextErrors).length > 0) return;
    onStart({
      bets,
      stopOnProfit: parsed.stopOnProfit as number | null,
      stopOnLoss: parsed.stopOnLoss as number | null,
      stopOnWin: parsed.stopOnWin as number | null,
    });
  };

  return (
    <Modal
      open={open}
      onClose={onClose}
      size="sm"
      title={wording.title}
      description={description}
      footer={
        <>
          <Button variant="ghost" onClick={onClose}>
            {t('cancel')}
          </Button>
          <Button type="submit" form={formId}>
            {t('autoBet.start', { unit })}
          </Button>
        </>
      }
    >
      <form id={formId} onSubmit={submit} noValidate className="space-y-4">
        <fieldset>
          <legend className="mb-2 font-medium text-ink-soft text-sm">{t('autoBet.count', { unit })}</legend>
          <div className="grid grid-cols-4 gap-2">
            {AUTO_BET_COUNTS.map((count) => (
              <label
                key={count}
                className={cx(
                  'grid h-11 cursor-pointer place-items-center rounded-control border font-bold font-display text-base tabular-nums transition',
                  'has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-gold-400 has-[:focus-visible]:outline-offset-2',
                  bets === count
                    ? 'border-gold-400 bg-gold-400/15 text-gold-200 shadow-glow-gold'
                    : 'border-line-strong bg-night-950/50 text-ink-soft hover:border-gold-400/50',
                )}
              >
                <input
                  type="radio"
                  name={`${formId}-bets`}
                  value={count}
                  checked={bets === count}
                  onChange={() => setBets(count)}
                  className="sr-only"
                />
                {count}
              </label>
            ))}
          </div>
        </fieldset>
        {children}
        {LIMIT_FIELDS.map((field) => (
          <Input
            key={field}
            label={labels[field]}
            inputMode="numeric"
            placeholder={t('autoBet.noLimit')}
            value={limits[field]}
            onChange={(event) => {
              const value = event.target.value.replace(/[^\d]/g, '').slice(0, 9);
              setLimits((current) => ({ ...current, [field]: value }));
              setErrors((current) => ({ ...current, [field]: undefined }));
            }}
            error={errors[field]}
          />
        ))}
        <p className="text-ink-muted text-xs">{wording.note}</p>
      </form>
    </Modal>
  );
}

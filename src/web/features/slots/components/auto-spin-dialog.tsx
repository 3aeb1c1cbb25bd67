import { type FormEvent, useId, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { Modal } from '../../../components/ui/modal';
import { cx } from '../../../lib/cx';
import { formatFunds } from '../../../lib/format';
import { AUTO_SPIN_COUNTS, type AutoSpinCount, type AutoSpinSettings } from '../hooks/use-auto-spin';

interface AutoSpinDialogProps {
  open: boolean;
  bet: number;
  onClose: () => void;
  onStart: (settings: AutoSpinSettings) => void;
}

const LIMIT_ERROR = 'Enter a whole number of FF greater than 0, or leave it empty.';

/** Picks how many spins AUTO makes and an optional single-win amount that ends it early. */
export function AutoSpinDialog({ open, bet, onClose, onStart }: AutoSpinDialogProps) {
  const formId = useId();
  const [spins, setSpins] = useState<AutoSpinCount>(10);
  const [limit, setLimit] = useState('');
  const [limitError, setLimitError] = useState<string | undefined>();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = limit.trim();
    const value = trimmed === '' ? null : Number(trimmed);
    if (value !== null && (!Number.isInteger(value) || value <= 0)) {
      setLimitError(LIMIT_ERROR);
      return;
    }
    setLimitError(undefined);
    onStart({ spins, stopOnWin: value });
  };

  return (
    <Modal
      open={open}
      onClose={onClose}
      size="sm"
      title="Auto Spin"
      description={`Spins one after another at ${formatFunds(bet)} per spin.`}
      footer={
        <>
          <Button variant="ghost" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" form={formId}>
            Start Auto Spin
          </Button>
        </>
      }
    >
      <form id={formId} onSubmit={submit} noValidate className="space-y-5">
        <fieldset>
          <legend className="mb-2 font-medium text-ink-soft text-sm">Number of spins</legend>
          <div className="grid grid-cols-4 gap-2">
            {AUTO_SPIN_COUNTS.map((count) => (
              <label
                key={count}
                className={cx(
                  'grid h-11 cursor-pointer place-items-center rounded-control border font-bold font-display text-base tabular-nums transition',
                  'has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-gold-400 has-[:focus-visible]:outline-offset-2',
                  spins === count
                    ? 'border-gold-400 bg-gold-400/15 text-gold-200 shadow-glow-gold'
                    : 'border-line-strong bg-night-950/50 text-ink-soft hover:border-gold-400/50',
                )}
              >
                <input
                  type="radio"
                  name={`${formId}-spins`}
                  value={count}
                  checked={spins === count}
                  onChange={() => setSpins(count)}
                  className="sr-only"
                />
                {count}
              </label>
            ))}
          </div>
        </fieldset>
        <Input
          label="Stop if a single win reaches (FF)"
          inputMode="numeric"
          placeholder="No limit"
          value={limit}
          onChange={(event) => {
            setLimit(event.target.value.replace(/[^\d]/g, '').slice(0, 9));
            setLimitError(undefined);
          }}
          error={limitError}
          helperText="Optional. Leave empty to keep spinning whatever you win."
        />
        <p className="text-ink-muted text-xs">
          AUTO also stops when your balance is below the bet. Press STOP at any time: the spin in play
          finishes, then the reels rest.
        </p>
      </form>
    </Modal>
  );
}

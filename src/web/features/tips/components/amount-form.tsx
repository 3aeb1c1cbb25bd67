import { type FormEvent, type ReactNode, useState } from 'react';
import { TIP_LIMITS, tipsMessages } from '../../../../contract/tips-texts';
import { useAuth } from '../../../app/auth/auth-context';
import { CoinsIcon } from '../../../components/icons';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { errorText } from '../../../lib/api';
import { formatFunds } from '../../../lib/format';
import { type Translate, useMessageText, useT } from '../../../lib/i18n';
import type texts from '../../../locales/en/tips.json';

interface AmountFormProps {
  /** What the field starts with (a rain's least amount, say). */
  initial: string;
  min: number;
  /** The rules the limits come from, listed under the field. */
  rules: readonly string[];
  submitLabel: string;
  /**
   * Sends the amount; resolves to the sender's balance after it and what the form says it did, or
   * throws the server's refusal, which the form shows.
   */
  send: (amount: number) => Promise<{ balance: number; done: ReactNode }>;
  onCancel: () => void;
}

/** The limits every sender meets, for tips and rain alike. */
export function limitRules(t: Translate<typeof texts>): string[] {
  return [
    t('ruleAccount', {
      hours: TIP_LIMITS.minAccountAgeHours,
      amount: formatFunds(TIP_LIMITS.minWagered),
    }),
    t('ruleDaily', { amount: formatFunds(TIP_LIMITS.dailyLimit) }),
  ];
}

/** Reads the field as a whole amount of FF, or says why it is not one. */
function readAmount(text: string, min: number): number | string {
  const amount = Number(text.trim());
  if (text.trim() === '' || !Number.isInteger(amount)) return tipsMessages.amountWhole;
  if (amount < 1) return tipsMessages.amountPositive;
  if (amount < min) return tipsMessages.rainTooSmall;
  return amount;
}

/**
 * The amount of a tip or a rain with the limits explained, the server's refusal shown as it said it,
 * and the balance shown everywhere once the FF have moved.
 */
export function AmountForm({ initial, min, rules, submitLabel, send, onCancel }: AmountFormProps) {
  const { user, setFunFunds } = useAuth();
  const t = useT<typeof texts>('tips');
  const mt = useMessageText();
  const [text, setText] = useState(initial);
  const [fieldError, setFieldError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<ReactNode>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const amount = readAmount(text, min);
    if (typeof amount === 'string') {
      setFieldError(amount);
      return;
    }
    setBusy(true);
    setError(null);
    setDone(null);
    try {
      const result = await send(amount);
      setFunFunds(result.balance);
      setDone(result.done);
    } catch (failure) {
      setError(errorText(failure, t('failed')));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form onSubmit={submit} className="space-y-4" noValidate>
      <Input
        label={t('amount')}
        type="number"
        inputMode="numeric"
        min={min}
        step={1}
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          setFieldError(undefined);
        }}
        error={fieldError && mt(fieldError)}
        helperText={user ? t('yourBalance', { balance: formatFunds(user.funFunds) }) : undefined}
        icon={<CoinsIcon size={18} />}
        data-autofocus
        disabled={busy}
      />
      <section
        aria-label={t('rulesTitle')}
        className="rounded-control border border-line bg-night-900/60 p-3"
      >
        <h3 className="mb-1.5 font-semibold text-ink-muted text-xs uppercase tracking-wider">
          {t('rulesTitle')}
        </h3>
        <ul className="list-disc space-y-1 pl-4 text-ink-soft text-xs" data-testid="tip-rules">
          {rules.map((rule) => (
            <li key={rule}>{rule}</li>
          ))}
        </ul>
      </section>
      {error && <Alert tone="error" message={mt(error)} />}
      {done && (
        <div
          role="status"
          className="rounded-control border border-win-400/40 bg-win-500/10 px-4 py-3 text-sm text-win-300"
        >
          {done}
        </div>
      )}
      <div className="flex justify-end gap-3">
        <Button variant="ghost" onClick={onCancel}>
          {done ? t('close') : t('cancel')}
        </Button>
        <Button type="submit" loading={busy}>
          {busy ? t('sending') : submitLabel}
        </Button>
      </div>
    </form>
  );
}

import { type FormEvent, useEffect, useState } from 'react';
import type { PublicUser } from '../../../../contract/accounts';
import { adminMessages } from '../../../../contract/admin-texts';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { Modal } from '../../../components/ui/modal';
import { translate, useMessageText, useT } from '../../../lib/i18n';
import type texts from '../../../locales/en/admin.json';

const DEFAULT_AMOUNT = '100';

interface AddFundsDialogProps {
  user: PublicUser | null;
  busy: boolean;
  error: string | null;
  onCancel: () => void;
  onSubmit: (amount: number, reason: string) => void;
}

/** SPEC.md's add-funds prompt (default 100, the answer must be a number), as a proper modal. */
export function AddFundsDialog({ user, busy, error, onCancel, onSubmit }: AddFundsDialogProps) {
  const t = useT<typeof texts>('admin');
  const mt = useMessageText();
  const [amount, setAmount] = useState(DEFAULT_AMOUNT);
  const [reason, setReason] = useState(() => translate('admin', 'defaultReason'));
  const [amountError, setAmountError] = useState<string | undefined>();

  useEffect(() => {
    if (!user) return;
    setAmount(DEFAULT_AMOUNT);
    setReason(translate('admin', 'defaultReason'));
    setAmountError(undefined);
  }, [user]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const value = Number(amount.trim());
    if (amount.trim() === '' || !Number.isFinite(value)) {
      setAmountError(adminMessages.amountNotNumber);
      return;
    }
    setAmountError(undefined);
    onSubmit(value, reason);
  };

  return (
    <Modal
      open={user !== null}
      onClose={onCancel}
      title={t('addFunds')}
      description={user ? t('addFundsDescription', { name: user.username }) : undefined}
      size="sm"
      footer={
        <>
          <Button variant="ghost" onClick={onCancel}>
            {t('cancel')}
          </Button>
          <Button type="submit" form="add-funds-form" loading={busy}>
            {t('addFunds')}
          </Button>
        </>
      }
    >
      <form id="add-funds-form" onSubmit={submit} noValidate className="space-y-4">
        <Alert message={error && mt(error)} />
        <Input
          label={t('amount')}
          inputMode="numeric"
          required
          value={amount}
          onChange={(event) => setAmount(event.target.value)}
          error={amountError && mt(amountError)}
          data-autofocus
        />
        <Input
          label={t('reason')}
          required
          maxLength={200}
          value={reason}
          onChange={(event) => setReason(event.target.value)}
          helperText={t('reasonHelp')}
        />
      </form>
    </Modal>
  );
}

import { type FormEvent, useEffect, useState } from 'react';
import type { PublicUser } from '../../../../contract/accounts';
import { adminMessages } from '../../../../contract/admin-texts';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { Modal } from '../../../components/ui/modal';

const DEFAULT_AMOUNT = '100';
const DEFAULT_REASON = 'Added by an admin';

interface AddFundsDialogProps {
  user: PublicUser | null;
  busy: boolean;
  error: string | null;
  onCancel: () => void;
  onSubmit: (amount: number, reason: string) => void;
}

/** SPEC.md's add-funds prompt (default 100, the answer must be a number), as a proper modal. */
export function AddFundsDialog({ user, busy, error, onCancel, onSubmit }: AddFundsDialogProps) {
  const [amount, setAmount] = useState(DEFAULT_AMOUNT);
  const [reason, setReason] = useState(DEFAULT_REASON);
  const [amountError, setAmountError] = useState<string | undefined>();

  useEffect(() => {
    if (!user) return;
    setAmount(DEFAULT_AMOUNT);
    setReason(DEFAULT_REASON);
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
      title="Add Funds"
      description={user ? `How many Fun Funds should ${user.username} get?` : undefined}
      size="sm"
      footer={
        <>
          <Button variant="ghost" onClick={onCancel}>
            Cancel
          </Button>
          <Button type="submit" form="add-funds-form" loading={busy}>
            Add Funds
          </Button>
        </>
      }
    >
      <form id="add-funds-form" onSubmit={submit} noValidate className="space-y-4">
        <Alert message={error} />
        <Input
          label="Amount"
          inputMode="numeric"
          required
          value={amount}
          onChange={(event) => setAmount(event.target.value)}
          error={amountError}
          data-autofocus
        />
        <Input
          label="Reason"
          required
          maxLength={200}
          value={reason}
          onChange={(event) => setReason(event.target.value)}
          helperText="Kept in the player's ledger and the audit log."
        />
      </form>
    </Modal>
  );
}

import { Modal } from '../../../components/ui/modal';
import { formatFunds } from '../../../lib/format';
import { useT } from '../../../lib/i18n';
import type texts from '../../../locales/en/tips.json';
import { sendTip } from '../api';
import { AmountForm, limitRules } from './amount-form';

interface TipDialogProps {
  open: boolean;
  onClose: () => void;
  userId: number;
  username: string;
}

/** The tip to a friend: how much, the limits it must meet, and the server's answer. */
export function TipDialog({ open, onClose, userId, username }: TipDialogProps) {
  const t = useT<typeof texts>('tips');
  return (
    <Modal
      open={open}
      onClose={onClose}
      title={t('tipName', { name: username })}
      description={t('tipDescription', { name: username })}
      size="sm"
    >
      {open && (
        <AmountForm
          initial=""
          min={1}
          rules={[t('tipRule'), ...limitRules(t)]}
          submitLabel={t('sendTip')}
          onCancel={onClose}
          send={async (amount) => {
            const { balance } = await sendTip(userId, amount);
            return { balance, done: t('tipSent', { name: username, amount: formatFunds(amount) }) };
          }}
        />
      )}
    </Modal>
  );
}

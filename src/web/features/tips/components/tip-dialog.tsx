import { TIPS_UI } from '../../../../contract/tips-texts';
import { Modal } from '../../../components/ui/modal';
import { sendTip } from '../api';
import { AmountForm } from './amount-form';

interface TipDialogProps {
  open: boolean;
  onClose: () => void;
  userId: number;
  username: string;
}

/** The tip to a friend: how much, the limits it must meet, and the server's answer. */
export function TipDialog({ open, onClose, userId, username }: TipDialogProps) {
  return (
    <Modal
      open={open}
      onClose={onClose}
      title={TIPS_UI.tipTitle(username)}
      description={TIPS_UI.tipDescription(username)}
      size="sm"
    >
      {open && (
        <AmountForm
          initial=""
          min={1}
          rules={[...TIPS_UI.tipRules, ...TIPS_UI.rules]}
          submitLabel={TIPS_UI.sendTip}
          onCancel={onClose}
          send={async (amount) => {
            const { balance } = await sendTip(userId, amount);
            return { balance, done: TIPS_UI.tipSent(amount, username) };
          }}
        />
      )}
    </Modal>
  );
}

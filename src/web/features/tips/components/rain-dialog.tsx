import { ff, RAIN_RULES, TIPS_UI } from '../../../../contract/tips-texts';
import { Modal } from '../../../components/ui/modal';
import { sendRain } from '../api';
import { AmountForm } from './amount-form';

/** A rain on the chat: how much, who it falls on, and who got what once it has. */
export function RainDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <Modal
      open={open}
      onClose={onClose}
      title={TIPS_UI.rainTitle}
      description={TIPS_UI.rainDescription}
      size="sm"
    >
      {open && (
        <AmountForm
          initial={String(RAIN_RULES.minAmount)}
          min={RAIN_RULES.minAmount}
          rules={[...TIPS_UI.rainRules, ...TIPS_UI.rules]}
          submitLabel={TIPS_UI.sendRain}
          onCancel={onClose}
          send={async (amount) => {
            const { balance, recipients } = await sendRain(amount);
            return {
              balance,
              done: (
                <>
                  <p>{TIPS_UI.rainSent(amount, recipients.length)}</p>
                  <ul className="mt-1.5 space-y-0.5 text-ink-soft text-xs" data-testid="rain-recipients">
                    {recipients.map((recipient) => (
                      <li key={recipient.userId}>
                        {recipient.username}: {ff(recipient.amount)} FF
                      </li>
                    ))}
                  </ul>
                </>
              ),
            };
          }}
        />
      )}
    </Modal>
  );
}

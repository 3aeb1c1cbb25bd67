import { RAIN_RULES } from '../../../../contract/tips-texts';
import { Modal } from '../../../components/ui/modal';
import { formatFunds, formatNumber } from '../../../lib/format';
import { useT } from '../../../lib/i18n';
import type texts from '../../../locales/en/tips.json';
import { sendRain } from '../api';
import { AmountForm, limitRules } from './amount-form';

/** A rain on the chat: how much, who it falls on, and who got what once it has. */
export function RainDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const t = useT<typeof texts>('tips');
  return (
    <Modal open={open} onClose={onClose} title={t('rainTitle')} description={t('rainDescription')} size="sm">
      {open && (
        <AmountForm
          initial={String(RAIN_RULES.minAmount)}
          min={RAIN_RULES.minAmount}
          rules={[
            t('rainRuleMin', { amount: formatFunds(RAIN_RULES.minAmount) }),
            t('rainRuleWho', {
              players: formatNumber(RAIN_RULES.maxRecipients),
              minutes: RAIN_RULES.chattedWithinMinutes,
              hours: RAIN_RULES.wageredWithinHours,
            }),
            t('rainRuleSplit'),
            ...limitRules(t),
          ]}
          submitLabel={t('sendRain')}
          onCancel={onClose}
          send={async (amount) => {
            const { balance, recipients } = await sendRain(amount);
            return {
              balance,
              done: (
                <>
                  <p>{t('rainSent', { amount: formatFunds(amount), players: recipients.length })}</p>
                  <ul className="mt-1.5 space-y-0.5 text-ink-soft text-xs" data-testid="rain-recipients">
                    {recipients.map((recipient) => (
                      <li key={recipient.userId}>
                        {t('recipientShare', {
                          name: recipient.username,
                          amount: formatFunds(recipient.amount),
                        })}
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

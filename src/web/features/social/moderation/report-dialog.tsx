import { type FormEvent, useId, useState } from 'react';
import {
  moderationMessages,
  REPORT_DETAILS_MAX,
  REPORT_REASONS,
  type ReportReason,
} from '../../../../contract/moderation-texts';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { fieldClasses } from '../../../components/ui/input';
import { Modal } from '../../../components/ui/modal';
import { errorText } from '../../../lib/api';
import { cx } from '../../../lib/cx';
import { useMessageText, useT } from '../../../lib/i18n';
import type texts from '../../../locales/en/social.json';
import { reportMessage } from './api';

interface ReportDialogProps {
  message: { id: number; text: string; sender: { username: string } };
  onClose: () => void;
}

/** Why a player reports a chat message: one reason, a few words ('Something else' needs them). */
export function ReportDialog({ message, onClose }: ReportDialogProps) {
  const formId = useId();
  const t = useT<typeof texts>('social');
  const mt = useMessageText();
  const [reason, setReason] = useState<ReportReason | null>(null);
  const [details, setDetails] = useState('');
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!reason) {
      setError(t('chooseReason'));
      return;
    }
    if (reason === 'other' && details.trim() === '') {
      setError(moderationMessages.detailsRequired);
      return;
    }
    setSending(true);
    setError(null);
    try {
      setDone((await reportMessage(message.id, reason, details.trim())).message);
    } catch (failure) {
      setError(errorText(failure, t('reportFailed')));
    } finally {
      setSending(false);
    }
  };

  return (
    <Modal
      open
      onClose={onClose}
      size="sm"
      title={t('reportTitle')}
      description={t('reportDescription', { name: message.sender.username })}
      footer={
        done ? (
          <Button onClick={onClose}>{t('close')}</Button>
        ) : (
          <>
            <Button variant="ghost" onClick={onClose}>
              {t('cancel')}
            </Button>
            <Button type="submit" form={formId} loading={sending}>
              {t('sendReport')}
            </Button>
          </>
        )
      }
    >
      {done ? (
        <Alert tone="success" message={mt(done)} />
      ) : (
        <form id={formId} onSubmit={(event) => void submit(event)} className="space-y-4">
          <blockquote className="line-clamp-3 break-words rounded-control border border-line bg-night-950/50 px-3 py-2 text-ink-soft text-sm">
            {message.text}
          </blockquote>
          <fieldset>
            <legend className="mb-2 font-medium text-ink-soft text-sm">{t('reason')}</legend>
            <div className="grid gap-1.5">
              {REPORT_REASONS.map((option) => (
                <label
                  key={option}
                  className={cx(
                    'flex cursor-pointer items-center gap-2.5 rounded-control border px-3 py-2 text-sm transition',
                    'has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-gold-400 has-[:focus-visible]:outline-offset-2',
                    reason === option
                      ? 'border-gold-400 bg-gold-400/10 text-gold-100'
                      : 'border-line-strong bg-night-950/40 text-ink-soft hover:border-gold-400/50',
                  )}
                >
                  <input
                    type="radio"
                    name={`${formId}-reason`}
                    value={option}
                    checked={reason === option}
                    onChange={() => {
                      setReason(option);
                      setError(null);
                    }}
                    className="accent-gold-400"
                  />
                  {t(`reason.${option}`)}
                </label>
              ))}
            </div>
          </fieldset>
          <div>
            <label htmlFor={`${formId}-details`} className="mb-1.5 block font-medium text-ink-soft text-sm">
              {reason === 'other' ? t('details') : t('detailsOptional')}
            </label>
            <textarea
              id={`${formId}-details`}
              value={details}
              maxLength={REPORT_DETAILS_MAX}
              rows={3}
              onChange={(event) => setDetails(event.target.value)}
              className={cx(fieldClasses, 'resize-none border-line-strong')}
            />
          </div>
          {error && <Alert tone="error" message={mt(error)} />}
        </form>
      )}
    </Modal>
  );
}

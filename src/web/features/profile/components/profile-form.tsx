import { type ReactNode, useState } from 'react';
import type { PublicUser, UpdateProfileBody } from '../../../../contract/accounts';
import { Alert } from '../../../components/ui/alert';
import { Button, type ButtonVariant } from '../../../components/ui/button';
import { announce } from '../../../lib/announcer';
import { errorText } from '../../../lib/api';
import { translate, useMessageText } from '../../../lib/i18n';
import type { Notice } from '../../../lib/use-notice';
import { updateProfile } from '../api';

type Status = Notice | null;

/** Sends a profile update and keeps what the form shows about it: saving, then success or the reason. */
export function useProfileUpdate(onUpdated: (profile: PublicUser) => void) {
  const [status, setStatus] = useState<Status>(null);
  const [saving, setSaving] = useState(false);

  const fail = (text: string) => setStatus({ tone: 'error', text });
  const save = async (body: UpdateProfileBody, success: string, afterSave: (profile: PublicUser) => void) => {
    setSaving(true);
    setStatus(null);
    try {
      const profile = await updateProfile(body);
      onUpdated(profile);
      afterSave(profile);
      setStatus({ tone: 'success', text: success });
      announce(success);
    } catch (failure) {
      fail(errorText(failure, translate('profile', 'updateFailed')));
    } finally {
      setSaving(false);
    }
  };
  return { status, saving, fail, save };
}

interface ProfileFormProps {
  id: string;
  /** The form's heading, also its submit button's text. */
  title: string;
  update: { status: Status; saving: boolean };
  onSubmit: () => void;
  variant?: ButtonVariant;
  children: ReactNode;
}

/** One of the Account Settings forms: heading, status line, fields and submit button. */
export function ProfileForm({ id, title, update, onSubmit, variant, children }: ProfileFormProps) {
  const mt = useMessageText();
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
      noValidate
      className="space-y-4"
      aria-labelledby={id}
    >
      <h3 id={id} className="font-bold font-display text-ink">
        {title}
      </h3>
      <Alert message={update.status ? mt(update.status.text) : null} tone={update.status?.tone} />
      {children}
      <Button type="submit" variant={variant} loading={update.saving}>
        {title}
      </Button>
    </form>
  );
}

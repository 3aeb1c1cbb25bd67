import { type FormEvent, useState } from 'react';
import type { PublicUser } from '../../../../contract/accounts';
import { messages } from '../../../../contract/messages';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { announce } from '../../../lib/announcer';
import { errorText } from '../../../lib/api';
import { newPasswordProblem } from '../../../lib/password-rules';
import { updateProfile } from '../api';

const EMPTY = { currentPassword: '', newPassword: '', confirmPassword: '' };

export function ChangePasswordForm({ onUpdated }: { onUpdated: (profile: PublicUser) => void }) {
  const [fields, setFields] = useState(EMPTY);
  const [status, setStatus] = useState<{ tone: 'error' | 'success'; text: string } | null>(null);
  const [saving, setSaving] = useState(false);

  const field = (name: keyof typeof EMPTY) => ({
    name,
    value: fields[name],
    onChange: (event: { target: { value: string } }) =>
      setFields((current) => ({ ...current, [name]: event.target.value })),
  });

  const validate = (): string | null => {
    if (!fields.currentPassword || !fields.newPassword || !fields.confirmPassword)
      return messages.fillAllFields;
    return newPasswordProblem(fields.newPassword, fields.confirmPassword);
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const problem = validate();
    if (problem) {
      setStatus({ tone: 'error', text: problem });
      return;
    }
    setSaving(true);
    setStatus(null);
    try {
      const profile = await updateProfile({
        currentPassword: fields.currentPassword,
        newPassword: fields.newPassword,
      });
      onUpdated(profile);
      setFields(EMPTY);
      setStatus({ tone: 'success', text: 'Password changed successfully' });
      announce('Password changed successfully');
    } catch (failure) {
      setStatus({ tone: 'error', text: errorText(failure, 'Profile update failed') });
    } finally {
      setSaving(false);
    }
  };

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4" aria-labelledby="change-password-title">
      <h3 id="change-password-title" className="font-bold font-display text-ink">
        Change Password
      </h3>
      <Alert message={status?.text ?? null} tone={status?.tone} />
      <Input
        label="Current Password"
        type="password"
        autoComplete="current-password"
        required
        {...field('currentPassword')}
      />
      <Input
        label="New Password"
        type="password"
        autoComplete="new-password"
        required
        helperText="At least 6 characters"
        {...field('newPassword')}
      />
      <Input
        label="Confirm New Password"
        type="password"
        autoComplete="new-password"
        required
        {...field('confirmPassword')}
      />
      <Button type="submit" variant="secondary" loading={saving}>
        Change Password
      </Button>
    </form>
  );
}

import type { PublicUser } from '../../../../contract/accounts';
import { messages } from '../../../../contract/messages';
import { PasswordInput } from '../../../components/ui/input';
import { newPasswordProblem } from '../../../lib/password-rules';
import { useFields } from '../../../lib/use-fields';
import { ProfileForm, useProfileUpdate } from './profile-form';

const EMPTY = { currentPassword: '', newPassword: '', confirmPassword: '' };

export function ChangePasswordForm({ onUpdated }: { onUpdated: (profile: PublicUser) => void }) {
  const { fields, setFields, field } = useFields(EMPTY);
  const update = useProfileUpdate(onUpdated);

  const validate = (): string | null => {
    if (!fields.currentPassword || !fields.newPassword || !fields.confirmPassword)
      return messages.fillAllFields;
    return newPasswordProblem(fields.newPassword, fields.confirmPassword);
  };

  const submit = () => {
    const problem = validate();
    if (problem) {
      update.fail(problem);
      return;
    }
    const body = { currentPassword: fields.currentPassword, newPassword: fields.newPassword };
    void update.save(body, 'Password changed successfully', () => setFields(EMPTY));
  };

  return (
    <ProfileForm
      id="change-password-title"
      title="Change Password"
      update={update}
      onSubmit={submit}
      variant="secondary"
    >
      <PasswordInput label="Current Password" autoComplete="current-password" {...field('currentPassword')} />
      <PasswordInput
        label="New Password"
        autoComplete="new-password"
        helperText="At least 6 characters"
        {...field('newPassword')}
      />
      <PasswordInput label="Confirm New Password" autoComplete="new-password" {...field('confirmPassword')} />
    </ProfileForm>
  );
}

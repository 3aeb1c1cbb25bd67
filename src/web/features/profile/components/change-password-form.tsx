import type { PublicUser } from '../../../../contract/accounts';
import { messages } from '../../../../contract/messages';
import { PasswordInput } from '../../../components/ui/input';
import { translate, useT } from '../../../lib/i18n';
import { newPasswordProblem } from '../../../lib/password-rules';
import { useFields } from '../../../lib/use-fields';
import type texts from '../../../locales/en/profile.json';
import { ProfileForm, useProfileUpdate } from './profile-form';

const EMPTY = { currentPassword: '', newPassword: '', confirmPassword: '' };

export function ChangePasswordForm({ onUpdated }: { onUpdated: (profile: PublicUser) => void }) {
  const { fields, setFields, field } = useFields(EMPTY);
  const update = useProfileUpdate(onUpdated);
  const t = useT<typeof texts>('profile');

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
    void update.save(body, translate('profile', 'passwordChanged'), () => setFields(EMPTY));
  };

  return (
    <ProfileForm
      id="change-password-title"
      title={t('changePassword')}
      update={update}
      onSubmit={submit}
      variant="secondary"
    >
      <PasswordInput
        label={t('currentPassword')}
        autoComplete="current-password"
        {...field('currentPassword')}
      />
      <PasswordInput
        label={t('newPassword')}
        autoComplete="new-password"
        helperText={t('newPasswordHelp')}
        {...field('newPassword')}
      />
      <PasswordInput
        label={t('confirmNewPassword')}
        autoComplete="new-password"
        {...field('confirmPassword')}
      />
    </ProfileForm>
  );
}

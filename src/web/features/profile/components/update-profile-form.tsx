import type { PublicUser, UpdateProfileBody } from '../../../../contract/accounts';
import { messages } from '../../../../contract/messages';
import { Input, PasswordInput } from '../../../components/ui/input';
import { translate, useT } from '../../../lib/i18n';
import { useFields } from '../../../lib/use-fields';
import type texts from '../../../locales/en/profile.json';
import { ProfileForm, useProfileUpdate } from './profile-form';

interface UpdateProfileFormProps {
  user: Pick<PublicUser, 'username' | 'email'>;
  onUpdated: (profile: PublicUser) => void;
}

export function UpdateProfileForm({ user, onUpdated }: UpdateProfileFormProps) {
  const { fields, setFields, field } = useFields({
    username: user.username,
    email: user.email,
    currentPassword: '',
  });
  const update = useProfileUpdate(onUpdated);
  const t = useT<typeof texts>('profile');
  const username = fields.username.trim();
  const email = fields.email.trim();
  // The server asks for the current password with any change of name or e-mail.
  const changing = username !== user.username || email !== user.email;

  const submit = () => {
    const body: UpdateProfileBody = {};
    if (username !== user.username) body.username = username;
    if (email !== user.email) body.email = email;
    if (!username || !email) {
      update.fail(messages.fillAllFields);
      return;
    }
    if (Object.keys(body).length === 0) {
      update.fail(messages.nothingToUpdate);
      return;
    }
    if (!fields.currentPassword) {
      update.fail(messages.currentPasswordRequiredForProfile);
      return;
    }
    body.currentPassword = fields.currentPassword;
    void update.save(body, translate('profile', 'profileUpdated'), (profile) =>
      setFields({ username: profile.username, email: profile.email, currentPassword: '' }),
    );
  };

  return (
    <ProfileForm id="update-profile-title" title={t('updateProfile')} update={update} onSubmit={submit}>
      <Input
        label={t('username')}
        autoComplete="username"
        required
        helperText={t('usernameHelp')}
        {...field('username')}
      />
      <Input label={t('email')} type="email" autoComplete="email" required {...field('email')} />
      {changing && (
        <PasswordInput
          label={t('currentPassword')}
          autoComplete="current-password"
          helperText={t('currentPasswordHelp')}
          {...field('currentPassword')}
        />
      )}
    </ProfileForm>
  );
}

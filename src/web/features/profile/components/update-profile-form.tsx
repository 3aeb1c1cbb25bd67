import { type FormEvent, useState } from 'react';
import type { PublicUser, UpdateProfileBody } from '../../../../contract/accounts';
import { messages } from '../../../../contract/messages';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { announce } from '../../../lib/announcer';
import { errorText } from '../../../lib/api';
import { updateProfile } from '../api';

interface UpdateProfileFormProps {
  user: Pick<PublicUser, 'username' | 'email'>;
  onUpdated: (profile: PublicUser) => void;
}

export function UpdateProfileForm({ user, onUpdated }: UpdateProfileFormProps) {
  const [username, setUsername] = useState(user.username);
  const [email, setEmail] = useState(user.email);
  const [status, setStatus] = useState<{ tone: 'error' | 'success'; text: string } | null>(null);
  const [saving, setSaving] = useState(false);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const body: UpdateProfileBody = {};
    if (username.trim() !== user.username) body.username = username.trim();
    if (email.trim() !== user.email) body.email = email.trim();
    if (!username.trim() || !email.trim()) {
      setStatus({ tone: 'error', text: messages.fillAllFields });
      return;
    }
    if (Object.keys(body).length === 0) {
      setStatus({ tone: 'error', text: messages.nothingToUpdate });
      return;
    }
    setSaving(true);
    setStatus(null);
    try {
      const profile = await updateProfile(body);
      onUpdated(profile);
      setUsername(profile.username);
      setEmail(profile.email);
      setStatus({ tone: 'success', text: 'Profile updated successfully' });
      announce('Profile updated successfully');
    } catch (failure) {
      setStatus({ tone: 'error', text: errorText(failure, 'Profile update failed') });
    } finally {
      setSaving(false);
    }
  };

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4" aria-labelledby="update-profile-title">
      <h3 id="update-profile-title" className="font-bold font-display text-ink">
        Update Profile
      </h3>
      <Alert message={status?.text ?? null} tone={status?.tone} />
      <Input
        label="Username"
        name="username"
        autoComplete="username"
        required
        value={username}
        onChange={(event) => setUsername(event.target.value)}
        helperText="3-20 characters: letters, digits and _"
      />
      <Input
        label="Email"
        name="email"
        type="email"
        autoComplete="email"
        required
        value={email}
        onChange={(event) => setEmail(event.target.value)}
      />
      <Button type="submit" loading={saving}>
        Update Profile
      </Button>
    </form>
  );
}

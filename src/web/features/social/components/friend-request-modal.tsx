import { type FormEvent, useEffect, useState } from 'react';
import { UserPlusIcon } from '../../../components/icons';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { ApiError } from '../../../lib/api';
import { useMessageText, useT } from '../../../lib/i18n';
import type texts from '../../../locales/en/social.json';
import { sendFriendRequest } from '../api';

type SendState =
  | { kind: 'idle' }
  | { kind: 'sending' }
  | { kind: 'success'; message: string }
  | { kind: 'error'; message: string };

const CLOSE_AFTER_SUCCESS_MS = 2000;

interface FriendRequestFormProps {
  onClose: () => void;
  onSent: () => void;
}

/** SPEC.md: idle, sending, then success (the modal closes after 2 s) or error. */
export function FriendRequestForm({ onClose, onSent }: FriendRequestFormProps) {
  const t = useT<typeof texts>('social');
  const mt = useMessageText();
  const [username, setUsername] = useState('');
  const [state, setState] = useState<SendState>({ kind: 'idle' });

  useEffect(() => {
    if (state.kind !== 'success') return;
    const timer = setTimeout(onClose, CLOSE_AFTER_SUCCESS_MS);
    return () => clearTimeout(timer);
  }, [state, onClose]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const name = username.trim();
    if (!name || state.kind === 'sending') return;
    setState({ kind: 'sending' });
    try {
      const result = await sendFriendRequest(name);
      setState({ kind: 'success', message: result.message });
      onSent();
    } catch (error) {
      const message =
        error instanceof ApiError
          ? (error.serverMessage ?? t('friendRequestFailed'))
          : t('friendRequestError');
      setState({ kind: 'error', message });
    }
  };

  return (
    <form onSubmit={submit} className="space-y-4" noValidate>
      <Input
        label={t('username')}
        value={username}
        onChange={(event) => setUsername(event.target.value)}
        autoComplete="off"
        maxLength={20}
        placeholder={t('theirUsername')}
        data-autofocus
        disabled={state.kind === 'sending' || state.kind === 'success'}
        icon={<UserPlusIcon size={18} />}
      />
      {state.kind === 'error' && <Alert tone="error" message={mt(state.message)} />}
      {state.kind === 'success' && <Alert tone="success" message={mt(state.message)} />}
      <div className="flex justify-end gap-3">
        <Button variant="ghost" onClick={onClose}>
          {t('cancel')}
        </Button>
        <Button
          type="submit"
          loading={state.kind === 'sending'}
          disabled={username.trim().length === 0 || state.kind === 'success'}
        >
          {state.kind === 'sending' ? t('sending') : t('sendRequest')}
        </Button>
      </div>
    </form>
  );
}

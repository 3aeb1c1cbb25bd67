import { type FormEvent, useEffect, useState } from 'react';
import type { PublicUser } from '../../../../contract/accounts';
import type { LeaderboardEntry } from '../../../../contract/leaderboard';
import {
  LEADERBOARD_GAME_TYPES,
  type LeaderboardCategory,
  leaderboardMessages as m,
} from '../../../../contract/leaderboard-texts';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { Modal } from '../../../components/ui/modal';
import { Select } from '../../../components/ui/select';
import { errorText } from '../../../lib/api';
import { useMessageText, useT } from '../../../lib/i18n';
import type texts from '../../../locales/en/leaderboard.json';
import { createEntry, searchUsers, updateEntry } from '../api';

/** The form's value rules (SPEC.md): required, a number, at least 0, in steps of 0.01. */
export function valueError(text: string): string | undefined {
  if (text.trim() === '') return m.valueRequired;
  const value = Number(text);
  if (!Number.isFinite(value)) return m.valueNumber;
  if (value < 0) return m.valueMin;
  if (Math.abs(value * 100 - Math.round(value * 100)) > 1e-6) return m.valueStep;
  return undefined;
}

interface EntryFormModalProps {
  open: boolean;
  /** The entry being edited; null adds a new one. */
  entry: LeaderboardEntry | null;
  defaultCategory: LeaderboardCategory;
  onClose: () => void;
  onSaved: () => void;
}

export function EntryFormModal({ open, entry, defaultCategory, onClose, onSaved }: EntryFormModalProps) {
  const editing = entry !== null;
  const t = useT<typeof texts>('leaderboard');
  const mt = useMessageText();
  const categoryOptions = [
    { value: 'most_ff', label: t('category.most_ff') },
    { value: 'largest_win', label: t('category.largest_win') },
  ];
  const gameOptions = [
    { value: '', label: t('none') },
    ...LEADERBOARD_GAME_TYPES.map((game) => ({ value: game, label: t(`game.${game}`) })),
  ];
  const [search, setSearch] = useState('');
  const [users, setUsers] = useState<PublicUser[]>([]);
  const [usersError, setUsersError] = useState<string | null>(null);
  const [userId, setUserId] = useState('');
  const [category, setCategory] = useState<LeaderboardCategory>(defaultCategory);
  const [value, setValue] = useState('');
  const [gameType, setGameType] = useState('');
  const [errors, setErrors] = useState<{ user?: string; value?: string }>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    if (!open) return;
    setCategory(entry ? (entry.category as LeaderboardCategory) : defaultCategory);
    setValue(entry ? String(entry.value) : '');
    setGameType('');
    setUserId('');
    setSearch('');
    setErrors({});
    setFormError(null);
  }, [open, entry, defaultCategory]);

  // The player picker searches on the server as the admin types.
  useEffect(() => {
    if (!open || editing) return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      searchUsers(search.trim(), controller.signal).then(
        (page) => {
          setUsers(page.users);
          setUsersError(null);
        },
        (error: unknown) => {
          if (!controller.signal.aborted) setUsersError(errorText(error, m.usersFailed));
        },
      );
    }, 200);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [open, editing, search]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const next = {
      user: !editing && !userId ? m.userRequired : undefined,
      value: valueError(value),
    };
    setErrors(next);
    if (next.user || next.value) return;
    setSaving(true);
    setFormError(null);
    try {
      if (entry) await updateEntry(entry._id, Number(value));
      else
        await createEntry({
          userId: Number(userId),
          category,
          value: Number(value),
          gameType: category === 'largest_win' && gameType ? gameType : null,
        });
      onSaved();
    } catch (error) {
      setFormError(errorText(error, m.saveFailed));
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal
      open={open}
      onClose={onClose}
      title={editing ? t('editTitle') : t('addTitle')}
      description={entry ? t('editDescription', { name: entry.username }) : undefined}
      footer={
        <>
          <Button variant="ghost" onClick={onClose}>
            {t('cancel')}
          </Button>
          <Button type="submit" form="leaderboard-entry-form" loading={saving}>
            {editing ? t('saveChanges') : t('addEntry')}
          </Button>
        </>
      }
    >
      <form id="leaderboard-entry-form" onSubmit={submit} noValidate className="space-y-4">
        <Alert message={formError && mt(formError)} />
        {!editing && (
          <>
            <Input
              label={t('findPlayer')}
              value={search}
              onChange={(event) => setSearch(event.target.value)}
              placeholder={t('findPlaceholder')}
              autoComplete="off"
            />
            <Alert message={usersError && mt(usersError)} />
            <Select
              label={t('user')}
              required
              value={userId}
              onChange={(event) => setUserId(event.target.value)}
              placeholder={t('selectPlayer')}
              options={users.map((user) => ({
                value: String(user._id),
                label: `${user.username} (${user.email})`,
              }))}
              error={errors.user && mt(errors.user)}
            />
            <Select
              label={t('category')}
              required
              value={category}
              onChange={(event) => setCategory(event.target.value as LeaderboardCategory)}
              options={categoryOptions}
            />
          </>
        )}
        <Input
          label={t('value')}
          type="number"
          inputMode="decimal"
          min={0}
          step={0.01}
          required
          value={value}
          onChange={(event) => setValue(event.target.value)}
          error={errors.value && mt(errors.value)}
          data-autofocus={editing || undefined}
        />
        {!editing && category === 'largest_win' && (
          <Select
            label={t('gameType')}
            value={gameType}
            onChange={(event) => setGameType(event.target.value)}
            options={gameOptions}
          />
        )}
      </form>
    </Modal>
  );
}

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
import { createEntry, searchUsers, updateEntry } from '../api';

const CATEGORY_OPTIONS = [
  { value: 'most_ff', label: 'Most FF' },
  { value: 'largest_win', label: 'Largest Win' },
];
const GAME_OPTIONS = [
  { value: '', label: 'None' },
  ...LEADERBOARD_GAME_TYPES.map((game) => ({
    value: game,
    label: game.charAt(0).toUpperCase() + game.slice(1),
  })),
];

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
      title={editing ? 'Edit Leaderboard Entry' : 'Add New Entry'}
      description={entry ? `Only the value of ${entry.username}'s entry can change.` : undefined}
      footer={
        <>
          <Button variant="ghost" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" form="leaderboard-entry-form" loading={saving}>
            {editing ? 'Save Changes' : 'Add Entry'}
          </Button>
        </>
      }
    >
      <form id="leaderboard-entry-form" onSubmit={submit} noValidate className="space-y-4">
        <Alert message={formError} />
        {!editing && (
          <>
            <Input
              label="Find a player"
              value={search}
              onChange={(event) => setSearch(event.target.value)}
              placeholder="Username or e-mail"
              autoComplete="off"
            />
            <Alert message={usersError} />
            <Select
              label="User"
              required
              value={userId}
              onChange={(event) => setUserId(event.target.value)}
              placeholder="Select a player"
              options={users.map((user) => ({
                value: String(user._id),
                label: `${user.username} (${user.email})`,
              }))}
              error={errors.user}
            />
            <Select
              label="Category"
              required
              value={category}
              onChange={(event) => setCategory(event.target.value as LeaderboardCategory)}
              options={CATEGORY_OPTIONS}
            />
          </>
        )}
        <Input
          label="Value"
          type="number"
          inputMode="decimal"
          min={0}
          step={0.01}
          required
          value={value}
          onChange={(event) => setValue(event.target.value)}
          error={errors.value}
          data-autofocus={editing || undefined}
        />
        {!editing && category === 'largest_win' && (
          <Select
            label="Game Type"
            value={gameType}
            onChange={(event) => setGameType(event.target.value)}
            options={GAME_OPTIONS}
          />
        )}
      </form>
    </Modal>
  );
}

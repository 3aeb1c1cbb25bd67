import { type FormEvent, useState } from 'react';
import { CLIENT_SEED_PATTERN, fairnessMessages } from '../../../../contract/fairness-texts';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { announce } from '../../../lib/announcer';
import { useAction } from '../../../lib/use-action';
import { randomClientSeed, updateClientSeed } from '../api';

/** Sets the client seed of the active pair: the player's own say in every outcome that follows. */
export function ClientSeedForm({ onUpdated }: { onUpdated: () => void }) {
  const [value, setValue] = useState('');
  const saving = useAction();
  const [saved, setSaved] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const clientSeed = value.trim();
    setSaved(null);
    if (!CLIENT_SEED_PATTERN.test(clientSeed)) {
      saving.setError(fairnessMessages.clientSeedInvalid);
      return;
    }
    await saving.run(async () => {
      await updateClientSeed(clientSeed);
      setSaved('Client seed updated');
      announce('Client seed updated');
      setValue('');
      onUpdated();
    }, 'Could not update the client seed. Please try again.');
  };

  return (
    <form aria-label="Client seed" noValidate onSubmit={(event) => void submit(event)} className="space-y-3">
      <Input
        label="New Client Seed"
        id="fairness-client-seed"
        value={value}
        onChange={(event) => {
          setValue(event.target.value);
          saving.setError(null);
          setSaved(null);
        }}
        maxLength={64}
        autoComplete="off"
        spellCheck={false}
        placeholder="e.g. lucky-seven_2025"
        error={saving.error ?? undefined}
        helperText="1-64 letters, digits, - and _. It applies to your next bets."
        className="[&_input]:font-mono"
      />
      <div className="flex flex-wrap gap-2">
        <Button type="submit" variant="secondary" size="sm" loading={saving.busy}>
          Set Client Seed
        </Button>
        <Button type="button" variant="outline" size="sm" onClick={() => setValue(randomClientSeed())}>
          Randomize
        </Button>
      </div>
      <Alert message={saved} tone="success" />
    </form>
  );
}

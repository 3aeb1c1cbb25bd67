import { type FormEvent, useState } from 'react';
import { CLIENT_SEED_PATTERN, fairnessMessages } from '../../../../contract/fairness-texts';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { announce } from '../../../lib/announcer';
import { useMessageText } from '../../../lib/i18n';
import { useAction } from '../../../lib/use-action';
import { randomClientSeed, updateClientSeed } from '../api';
import { useFairnessText } from '../texts';

/** Sets the client seed of the active pair: the player's own say in every outcome that follows. */
export function ClientSeedForm({ onUpdated }: { onUpdated: () => void }) {
  const t = useFairnessText();
  const [value, setValue] = useState('');
  const saving = useAction();
  const mt = useMessageText();
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
      setSaved(t('clientSeedUpdated'));
      announce(t('clientSeedUpdated'));
      setValue('');
      onUpdated();
    }, t('clientSeedFailed'));
  };

  return (
    <form
      aria-label={t('clientSeedForm')}
      noValidate
      onSubmit={(event) => void submit(event)}
      className="space-y-3"
    >
      <Input
        label={t('newClientSeed')}
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
        placeholder={t('clientSeedPlaceholder')}
        error={saving.error ? mt(saving.error) : undefined}
        helperText={t('clientSeedHelp')}
        className="[&_input]:font-mono"
      />
      <div className="flex flex-wrap gap-2">
        <Button type="submit" variant="secondary" size="sm" loading={saving.busy}>
          {t('setClientSeed')}
        </Button>
        <Button type="button" variant="outline" size="sm" onClick={() => setValue(randomClientSeed())}>
          {t('randomize')}
        </Button>
      </div>
      <Alert message={saved} tone="success" />
    </form>
  );
}
